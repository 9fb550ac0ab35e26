/**
 * The in-page panel (its frame's page) with the background replaced by scripted replies: what it searches, when (only
 * for a real user's click the page did not steer), what it shows for each answer, and what it asks of the content
 * script (highlights, moves, close) over its link.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Panel } from '@/entrypoints/panel/Panel';
import type { PanelJob, PanelRequest } from '@/utils/ui-safe/messaging/panel-link';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { place, result, summary, view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));

const TOKEN = '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b';
type Reply = { ok: true; data: unknown } | { ok: false; error: { kind: string; message: string } };
let searches: { q: string; resolve: (reply: Reply) => void }[];
let streams: { name: string; handlers: StreamHandlers<never>; start: unknown }[];
let requests: PanelRequest[];
/** What the content script answers to `calm` (the page's top layer, the panel's last move). */
let calm: boolean;
/** While an array, the content script's answers to `highlight` wait here until released (a big page, a busy machine). */
let heldHighlights: (() => void)[] | undefined;
/** Whether it says the page shows something in its top layer. */
let covered: boolean;

beforeEach(() => {
  searches = [];
  streams = [];
  requests = [];
  calm = true;
  heldHighlights = undefined;
  covered = false;
  location.hash = TOKEN;
  vi.mocked(send).mockImplementation(((type: string, data: { q: string; token: string; request: PanelRequest }) => {
    if (type === 'page.search') return new Promise((resolve) => searches.push({ q: data.q, resolve }));
    if (type === 'panel.page') {
      expect(data.token).toBe(TOKEN);
      requests.push(data.request);
      const { request } = data;
      const reply =
        request.type === 'calm'
          ? { calm, ...(covered && { covered }) }
          : request.type === 'highlight'
            ? { counts: request.places.map((p, i) => [p.id, [2, 1, 0][i] ?? 0]) }
            : request.type === 'reveal'
              ? { found: true }
              : {};
      const held = heldHighlights;
      if (request.type === 'highlight' && held)
        return new Promise((resolve) => held.push(() => resolve({ ok: true, data: reply })));
      return Promise.resolve({ ok: true, data: reply });
    }
    return Promise.resolve({ ok: true, data: {} });
  }) as never);
  vi.mocked(openStream).mockImplementation(((name: string, start: unknown, handlers: StreamHandlers<never>) => {
    streams.push({ name, handlers, start });
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
/** Lets the panel's billed-click check (an awaited `calm`) finish. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function show(job: PanelJob, onClose = vi.fn(), onMove = vi.fn()) {
  render(<Panel job={job} onClose={onClose} onMove={onMove} />);
  return { onClose, onMove };
}
const answer = async (index: number, data: SearchView) => act(async () => searches[index]!.resolve({ ok: true, data }));
const answerLast = async (data: SearchView) => answer(searches.length - 1, data);
const summaryJob: PanelJob = { kind: 'summary', query: 'coffee in Lisbon', shortened: false };
const placesJob: PanelJob = { kind: 'places', query: 'coffee in Lisbon', shortened: false };
/** A content script's event, as runtime.onMessage delivers it to the frame. */
async function pageEvent(
  event: unknown,
  token = TOKEN,
  sender: object = { id: fakeBrowser.runtime.id, tab: { id: 1 }, frameId: 0 },
) {
  await act(async () => {
    await fakeBrowser.runtime.onMessage.trigger(
      { type: 'panel.event', data: { token, event } },
      sender as never,
      () => {},
    );
  });
}

describe('the panel', () => {
  it('takes focus on its title and searches the job’s text at once', async () => {
    show(summaryJob);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Summary', level: 2 }));
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon']);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
  });

  it('closes on Esc and on ✕', () => {
    const { onClose } = show(summaryJob);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    click(screen.getByRole('button', { name: 'Close Scout' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves by the grip’s arrow keys', () => {
    const { onMove } = show(summaryJob);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Move the panel/ }), { key: 'ArrowLeft' });
    expect(onMove).toHaveBeenCalledWith(-24, 0);
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
    await settle();
    expect(searches).toHaveLength(1);
    submit(box.closest('form')!);
    await settle();
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon', 'museums in Berlin']);
  });

  it('ignores a real "Search" while the page just moved, covered or showed the panel, and says so (F8)', async () => {
    show(summaryJob);
    calm = false;
    submit(screen.getByRole('searchbox').closest('form')!);
    await settle();
    expect(searches).toHaveLength(1);
    expect(requests.filter((r) => r.type === 'calm')).toHaveLength(1);
    expect(screen.getByText(/Scout ignored that click/)).toBeTruthy();
    calm = true;
    submit(screen.getByRole('searchbox').closest('form')!);
    await settle();
    expect(searches).toHaveLength(2);
  });

  it('says the page’s pop-up is why it ignored a real "Search" while the page shows one (F8)', async () => {
    show(summaryJob);
    calm = false;
    covered = true;
    submit(screen.getByRole('searchbox').closest('form')!);
    await settle();
    expect(searches).toHaveLength(1);
    expect(
      screen.getByText(/^Scout ignored that click: this page is showing a pop-up, a dialog or a full-screen element/),
    ).toBeTruthy();
    calm = true;
    covered = false;
    submit(screen.getByRole('searchbox').closest('form')!);
    await settle();
    expect(searches).toHaveLength(2);
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

  it('retries a passing failure only when the page is calm', async () => {
    show(summaryJob);
    await act(async () => searches[0]!.resolve({ ok: false, error: { kind: 'server', message: '' } }));
    calm = false;
    click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(searches).toHaveLength(1);
    calm = true;
    click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(searches).toHaveLength(2);
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
    await settle();
    expect(searches).toHaveLength(1);
    click(followup);
    await settle();
    expect(searches.map((s) => s.q)).toEqual(['coffee in Lisbon', 'Where to get a bica?']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Where to get a bica?');
  });

  it('starts a billed AI answer only for a real click, and not while the page is unsettled (A12, F8)', async () => {
    show(summaryJob);
    await answer(0, view({ summaryState: 'onRequest' }));
    const getAnswer = () => screen.getByRole('button', { name: /^Get AI answer/ });
    click(getAnswer(), false);
    await settle();
    calm = false;
    click(getAnswer());
    await settle();
    expect(streams.filter((s) => s.name === 'scout.summary')).toHaveLength(0);
    calm = true;
    click(getAnswer());
    await settle();
    expect(streams.filter((s) => s.name === 'scout.summary')).toHaveLength(1);
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
  const places = [
    place('torra', false, { name: 'Torra Roasters' }),
    place('nata', false, { name: 'Pastelaria Nata Dourada' }),
    place('quiosque', false, { name: 'Quiosque do Largo' }),
  ];

  it('has the page highlight each place, shows how often each is there, and has them cleared', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    await waitFor(() => expect(screen.getByText('Highlighted 2 times on this page')).toBeTruthy());
    expect(requests).toContainEqual({
      type: 'highlight',
      places: places.map(({ id, name }) => ({ id, name })),
    });
    expect(screen.getByText('Highlighted 1 times on this page')).toBeTruthy();
    expect(screen.getByText('Not found on this page')).toBeTruthy();
    expect(streams.map((s) => s.name)).toEqual(['scout.places']);

    click(screen.getByRole('button', { name: 'Clear highlights' }));
    expect(requests.at(-1)).toEqual({ type: 'clear' });
    expect(screen.getByText('Highlights removed.').getAttribute('role')).toBe('status');
  });

  it('says each place is being looked for until the page has answered, and "not found" only after that', async () => {
    heldHighlights = [];
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    await waitFor(() => expect(requests.map((r) => r.type)).toContain('highlight'));
    await settle();
    const statuses = () =>
      [...document.querySelectorAll('.scout-panel-place-status')].map((status) => status.textContent ?? '');
    expect(statuses()).toHaveLength(3);
    for (const status of statuses()) {
      expect(status).toContain('Looking on this page…');
      expect(status).not.toContain('Not found on this page');
    }
    expect(screen.queryByRole('button', { name: 'Show on page' })).toBeNull();

    act(() => heldHighlights!.forEach((release) => release()));
    await waitFor(() => expect(screen.getByText('Highlighted 2 times on this page')).toBeTruthy());
    expect(screen.getByText('Highlighted 1 times on this page')).toBeTruthy();
    expect(screen.getByText('Not found on this page')).toBeTruthy();
    expect(screen.queryByText('Looking on this page…')).toBeNull();
  });

  it('a highlight clicked on the page picks its card; an event without this frame’s token or from elsewhere does not', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    await waitFor(() => expect(screen.getByText('Highlighted 2 times on this page')).toBeTruthy());
    await pageEvent({ type: 'activate', id: 'nata' }, 'ffffffff-6c1f-4d2e-9a7b-3c4d5e6f7a8b');
    await pageEvent({ type: 'activate', id: 'nata' }, TOKEN, {
      id: fakeBrowser.runtime.id,
      tab: { id: 1 },
      frameId: 4,
    });
    await pageEvent({ type: 'activate', id: 'nata' }, TOKEN, { id: 'other-extension', tab: { id: 1 }, frameId: 0 });
    expect((document.activeElement as HTMLElement).dataset.placeId).toBeUndefined();
    await pageEvent({ type: 'activate', id: 'nata' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.placeId).toBe('nata'));
    expect(document.activeElement!.className).toBe('scout-active');
  });

  it('"Show on page" asks the page to reveal the place', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Show on page' }).length).toBe(2));
    click(screen.getAllByRole('button', { name: 'Show on page' })[0]!);
    expect(requests.at(-1)).toEqual({ type: 'reveal', id: 'torra' });
  });

  it('has the page given back when the panel goes away', async () => {
    show(placesJob);
    await answer(0, view({ placesState: 'found', places }));
    await waitFor(() => expect(screen.getByText('Highlighted 2 times on this page')).toBeTruthy());
    cleanup();
    await waitFor(() => expect(requests.at(-1)).toEqual({ type: 'clear' }));
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
    show({ ...placesJob, known: view({ placesState: 'found', places }) });
    expect(searches).toHaveLength(0);
    expect(requests.map((r) => r.type)).toContain('highlight');
  });
});
