/**
 * The in-page panel with the background replaced by scripted replies: what it searches, when (only for a real user),
 * what it shows for each answer, and that its highlights leave the page as they found it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Panel } from '@/entrypoints/in-page/Panel';
import type { PanelJob } from '@/entrypoints/in-page/panel-job';
import { send } from '@/utils/messaging/client';
import { openStream, type StreamHandlers } from '@/utils/messaging/port-client';
import type { SearchView } from '@/utils/view/replies';
import { place, result, summary, view } from '../popup/fixtures';

vi.mock('@/utils/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/messaging/port-client', () => ({ openStream: vi.fn() }));

type Reply = { ok: true; data: unknown } | { ok: false; error: { kind: string; message: string } };
let searches: { q: string; resolve: (reply: Reply) => void }[];
let streams: { name: string; handlers: StreamHandlers<never> }[];

beforeEach(() => {
  searches = [];
  streams = [];
  vi.mocked(send).mockImplementation(((type: string, data: { q: string }) => {
    if (type === 'page.search') return new Promise((resolve) => searches.push({ q: data.q, resolve }));
    return Promise.resolve({ ok: true, data: {} });
  }) as never);
  vi.mocked(openStream).mockImplementation(((name: string, _start: unknown, handlers: StreamHandlers<never>) => {
    streams.push({ name, handlers });
    return () => {};
  }) as never);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** What a real user's click or submit looks like to the panel (happy-dom makes every event untrusted). */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}
const click = (element: Element, isTrusted = true) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  fireEvent(element, isTrusted ? trusted(event) : event);
};
const submit = (form: Element, isTrusted = true) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(form, isTrusted ? trusted(event) : event);
};

function show(job: PanelJob, onClose = vi.fn()) {
  const mount = document.createElement('div');
  document.body.append(mount);
  render(<Panel job={job} onClose={onClose} onMove={() => {}} isExcluded={(el) => el === mount} />, {
    container: mount,
  });
  return { onClose, mount };
}
const answer = async (index: number, data: SearchView) => act(async () => searches[index]!.resolve({ ok: true, data }));
const answerLast = async (data: SearchView) => answer(searches.length - 1, data);
const summaryJob: PanelJob = { kind: 'summary', query: 'coffee in Lisbon', shortened: false };
const placesJob: PanelJob = { kind: 'places', query: 'coffee in Lisbon', shortened: false };

describe('the panel', () => {
  it('takes focus on its title and searches the job’s text at once', async () => {
    show(summaryJob);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Summary', level: 2 }));
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon']);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
  });

  it('closes on Esc', () => {
    const { onClose } = show(summaryJob);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps keys typed in it from the page’s own shortcuts (F4)', () => {
    show(summaryJob);
    const pageHeard = vi.fn();
    document.addEventListener('keydown', pageHeard);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'j' });
    document.removeEventListener('keydown', pageHeard);
    expect(pageHeard).not.toHaveBeenCalled();
  });

  it('says when the selection was shortened', () => {
    show({ ...summaryJob, shortened: true });
    expect(screen.getByText(/Shortened to what the API accepts/)).toBeTruthy();
  });

  it('searches again only for a real user’s submit, with the edited text clamped (A9)', async () => {
    show(summaryJob);
    const box = screen.getByRole('searchbox', { name: 'Text to search' });
    fireEvent.input(box, { target: { value: 'museums\u0000 in Berlin' } });
    submit(box.closest('form')!, false);
    expect(searches).toHaveLength(1);
    submit(box.closest('form')!);
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon', 'museums in Berlin']);
  });

  it('asks for nothing when there is no text yet (a page with no heading)', () => {
    show({ kind: 'places', query: '', shortened: false });
    expect(searches).toHaveLength(0);
  });

  it('shows an error as the popup does, with "Open options" when the key is the cause', async () => {
    show(summaryJob);
    await act(async () => searches[0]!.resolve({ ok: false, error: { kind: 'invalidKey', message: '' } }));
    click(screen.getByRole('button', { name: 'Open options' }));
    expect(send).toHaveBeenCalledWith('options.open', {});
  });

  it('says Scout was updated, instead of failing, once its extension context is gone (E3)', async () => {
    const id = vi.spyOn(fakeBrowser.runtime, 'id', 'get').mockReturnValue(undefined as never);
    show(summaryJob);
    expect(screen.getByRole('alert').textContent).toContain('Scout was updated — reload the page');
    expect(searches).toHaveLength(0);
    id.mockRestore();
  });
});

describe('summarize selection', () => {
  it('streams the summary with its follow-ups; a follow-up re-runs in the panel, for real clicks only', async () => {
    show(summaryJob);
    await answer(0, view({ summaryState: 'available' }));
    const stream = streams.find((s) => s.name === 'scout.summary')!;
    act(() =>
      stream.handlers.onEvent({ type: 'summary', summary: summary('Lisbon coffee is'), final: false } as never),
    );
    expect(screen.getByText('Lisbon coffee is')).toBeTruthy();
    act(() =>
      stream.handlers.onEvent({
        type: 'summary',
        summary: summary('Lisbon coffee is strong.', { status: 'complete', followups: ['Where to get a bica?'] }),
        final: true,
      } as never),
    );
    const followup = screen.getByRole('button', { name: 'Where to get a bica?' });
    click(followup, false);
    expect(searches).toHaveLength(1);
    click(followup);
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon', 'Where to get a bica?']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Where to get a bica?');
  });

  it.each([
    ['not eligible', 'ineligible', /no AI summary for this text/],
    ['not in the plan', 'notInPlan', /plan does not include AI summaries/],
  ] as const)(
    'shows the top web results and why when the text gets no summary (%s)',
    async (_name, summaryState, why) => {
      show(summaryJob);
      await answer(0, view({ summaryState, results: Array.from({ length: 8 }, (_, i) => result(i)) }));
      expect(screen.getByText(why)).toBeTruthy();
      expect(
        within(screen.getByRole('region', { name: 'Web results' }))
          .getAllByRole('link')
          .filter((a) => a.className.includes('scout-result-title')),
      ).toHaveLength(5);
      expect(streams).toHaveLength(0);
    },
  );

  it('falls back to the web results when the summary stream says the plan lacks it', async () => {
    show(summaryJob);
    await answer(0, view({ summaryState: 'available' }));
    act(() => streams[0]!.handlers.onEvent({ type: 'error', error: { kind: 'notInPlan', message: '' } } as never));
    expect(screen.getByText(/plan does not include AI summaries/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Web results' })).toBeTruthy();
  });
});

describe('find places', () => {
  function article() {
    const element = document.createElement('article');
    const p1 = document.createElement('p');
    p1.append(
      'Start at Torra Roasters, then ',
      Object.assign(document.createElement('b'), { textContent: 'Pastelaria' }),
      ' Nata Dourada.',
    );
    const p2 = Object.assign(document.createElement('p'), { textContent: 'Torra Roasters again.' });
    element.append(p1, p2);
    document.body.prepend(element);
    return element;
  }
  const places = [
    place('torra', false, { name: 'Torra Roasters' }),
    place('nata', false, { name: 'Pastelaria Nata Dourada' }),
    place('quiosque', false, { name: 'Quiosque do Largo' }),
  ];

  it('highlights each place where the page names it, lists every place, and clears back to the page as it was', async () => {
    const page = article();
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    const before = page.innerHTML;
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    expect(page.querySelectorAll('scout-marker')).toHaveLength(3);
    expect(screen.getByText('Highlighted 2 times on this page')).toBeTruthy();
    expect(screen.getByText('Highlighted 1 times on this page')).toBeTruthy();
    expect(screen.getByText('Not found on this page')).toBeTruthy();
    expect(streams.map((s) => s.name)).toEqual(['scout.places']);

    click(screen.getByRole('button', { name: 'Clear highlights' }));
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    expect(page.innerHTML).toBe(before);
    expect(screen.getByText('Highlights removed.').getAttribute('role')).toBe('status');
  });

  it('clicking a highlight picks its card in the panel', async () => {
    const page = article();
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    click(page.querySelector('scout-mark[data-scout-place="2"]')!);
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.placeId).toBe('nata'));
    expect(document.activeElement!.className).toBe('scout-active');
  });

  it('"Show on page" brings the place’s first highlight into view and focus', async () => {
    const page = article();
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const [firstShow] = screen.getAllByRole('button', { name: 'Show on page' });
    click(firstShow!);
    const marker = page.querySelector('scout-marker[data-scout-place="1"]');
    expect(document.activeElement).toBe(marker);
    expect(scrolled.mock.contexts[0]).toBe(marker);
  });

  it('gives the page back when the panel closes', async () => {
    const page = article();
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    const before = page.innerHTML;
    const { mount } = show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    expect(page.querySelector('scout-mark')).not.toBeNull();
    // As panel-controller.ts closes the panel.
    act(() => preactRender(null, mount));
    // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
    expect(page.innerHTML).toBe(before);
  });

  it('never highlights inside Scout’s own UI', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    expect(document.querySelector('scout-mark')).toBeNull();
  });

  it('says so when there are no places, or the plan has none', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'none' }));
    expect(screen.getByText('No places found for this text.')).toBeTruthy();
    cleanup();
    show(placesJob);
    await answerLast(view({ placesState: 'notInPlan' }));
    expect(screen.getByText(/plan does not include places/)).toBeTruthy();
  });

  it('shows the popup’s answer without searching again', () => {
    article();
    show({ ...placesJob, known: view({ placesState: 'found', places }) });
    expect(searches).toHaveLength(0);
    expect(document.querySelectorAll('scout-marker')).toHaveLength(3);
  });
});
