/**
 * The popup as a whole, with the background replaced by scripted replies: what it asks for, when, and what it
 * shows. (The real background is covered by the e2e tests.)
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderNow } from 'preact';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/popup/App';
import { Answer, FilterFields } from '@/components/app/parts';
import { announceHandover } from '@/components/app/handover';
import { BUSY_AFTER_MS } from '@/components/app/use-search';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream, type StreamHandlers } from '@/utils/ui-safe/messaging/port-client';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { place, result, summary, view } from './fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn() }));
vi.mock('@/components/common/open-options', () => ({ openOptions: vi.fn() }));
vi.mock('@/components/app/handover', () => ({ announceHandover: vi.fn() }));

type Reply = { ok: true; data: unknown } | { ok: false; error: { kind: string; message: string } };
const ok = (data: unknown): Reply => ({ ok: true, data });
const settings = {
  country: 'DE',
  searchLang: 'de',
  safesearch: 'strict',
  uiLang: 'de-DE',
  units: 'auto',
  resultsPerPage: 10,
  cacheMinutes: 10,
};

let searches: { data: { q: string; page: number; filters: object }; resolve: (reply: Reply) => void }[];
let last: unknown;
let streams: { name: string; start: unknown; handlers: StreamHandlers<never> }[];

// The popup loads these chunks right after its first paint; here they are loaded before, as they are in practice by
// the time an answer arrives (tests/unit/popup/lazy.test.tsx covers the wait).
beforeAll(async () => {
  await Promise.all([Answer.preload(), FilterFields.preload()]);
});

beforeEach(() => {
  vi.clearAllMocks();
  searches = [];
  last = null;
  streams = [];
  vi.mocked(send).mockImplementation(((type: string, data: never) => {
    if (type === 'settings.get') return Promise.resolve(ok(settings));
    if (type === 'key.status') return Promise.resolve(ok({ set: true, hint: '…abcd' }));
    if (type === 'search.last') return Promise.resolve(ok(last));
    if (type === 'search') return new Promise((resolve) => searches.push({ data, resolve }));
    return Promise.reject(new Error(`unexpected ${type}`));
  }) as never);
  vi.mocked(openStream).mockImplementation(((name: string, start: unknown, handlers: StreamHandlers<never>) => {
    streams.push({ name, start, handlers });
    return () => {};
  }) as never);
});
afterEach(cleanup);

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const resultLinks = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('link');
const searchCalls = () => vi.mocked(send).mock.calls.filter(([type]) => type === 'search');

async function open() {
  render(<App />);
  await waitFor(() => expect(send).toHaveBeenCalledWith('search.last', {}));
  await act(async () => {});
}

async function search(q: string) {
  fireEvent.input(box(), { target: { value: q } });
  fireEvent.submit(box().closest('form')!);
  await act(async () => {});
}

/** Past the wait after which a search running says so (use-search.ts). */
const busyDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, BUSY_AFTER_MS + 10)));

async function answer(index: number, data: SearchView) {
  await act(async () => searches[index]!.resolve(ok(data)));
}

describe('the popup', () => {
  it('focuses the search box in the render that makes it, before any frame, effect or answer from the background', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    // Preact's own render, outside act(): layout effects run in it, effects wait for the next frame.
    renderNow(<App />, root);
    expect(document.activeElement).toBe(box());
    expect(send).not.toHaveBeenCalled();
    renderNow(null, root);
    root.remove();
  });

  it("takes over what was typed in the page's shell box before it started, caret included, and keeps it over the last search", async () => {
    last = { request: { q: 'old heron', page: 0, filters: {} }, view: view({ fromCache: true }) };
    render(<App typed={{ text: 'grey her', start: 4, end: 4 }} />);
    expect((box() as HTMLInputElement).value).toBe('grey her');
    expect(document.activeElement).toBe(box());
    expect([(box() as HTMLInputElement).selectionStart, (box() as HTMLInputElement).selectionEnd]).toEqual([4, 4]);
    await waitFor(() => expect(send).toHaveBeenCalledWith('search.last', {}));
    await act(async () => {});
    expect((box() as HTMLInputElement).value).toBe('grey her');
    expect(searchCalls()).toHaveLength(0);
  });

  it('opens with the cursor in the search box and searches only on Enter, never while typing', async () => {
    await open();
    expect(document.activeElement).toBe(box());
    fireEvent.input(box(), { target: { value: 'her' } });
    fireEvent.input(box(), { target: { value: 'heron' } });
    expect(searchCalls()).toHaveLength(0);
    fireEvent.submit(box().closest('form')!);
    expect(searchCalls()).toHaveLength(1);
    expect(searches[0]!.data).toEqual({
      q: 'heron',
      page: 0,
      filters: { country: 'DE', searchLang: 'de', safesearch: 'strict' },
    });
    // Nothing was shown, so nothing changes before the answer or BUSY_AFTER_MS.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    await busyDelay();
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('true');
    await answer(0, view());
    expect(resultLinks().map((a) => a.textContent)).toEqual(['Result 0.1', 'Result 0.2', 'Result 0.3']);
  });

  it('shows the last search of the session at once, with its query and filters, without searching', async () => {
    last = { request: { q: 'old heron', page: 0, filters: { freshness: 'pw' } }, view: view({ fromCache: true }) };
    await open();
    await waitFor(() => expect(resultLinks()).toHaveLength(3));
    expect((box() as HTMLInputElement).value).toBe('old heron');
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('pw');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect(searchCalls()).toHaveLength(0);
  });

  it('never shows the answer to an older search once a newer one was started', async () => {
    await open();
    await search('slow');
    await search('fast');
    await answer(0, view({ searchId: 'slow' }));
    await busyDelay();
    expect(resultLinks()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await answer(1, view({ searchId: 'fast', results: [result(9)] }));
    expect(resultLinks().map((a) => a.textContent)).toEqual(['Result 0.9']);
  });

  it('says so when there are no results', async () => {
    await open();
    await search('qqxj');
    await answer(0, view({ results: [] }));
    expect(screen.getByText('No results for “qqxj”. Try other words or fewer filters.')).toBeTruthy();
  });

  it('Esc clears the box and the results; with nothing left it is left to the browser', async () => {
    await open();
    await search('heron');
    await answer(0, view());
    const first = fireEvent.keyDown(resultLinks()[0]!, { key: 'Escape' });
    expect(first).toBe(false); // handled
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(document.activeElement).toBe(box());
    expect(fireEvent.keyDown(box(), { key: 'Escape' })).toBe(true); // not handled: the popup may close
  });

  it('ArrowDown and ArrowUp move from the box through the result links and back', async () => {
    await open();
    await search('heron');
    await answer(0, view());
    box().focus();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(resultLinks()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(resultLinks()[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box());
  });

  it('changing a filter runs the current search again with it', async () => {
    await open();
    await search('heron');
    await answer(0, view());
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: 'pw' } });
    expect(searches[1]!.data).toEqual({
      q: 'heron',
      page: 0,
      filters: { country: 'DE', searchLang: 'de', safesearch: 'strict', freshness: 'pw' },
    });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    expect(searches[2]!.data.filters).not.toHaveProperty('freshness');
  });

  it('"More results" asks for the next page and adds it below', async () => {
    await open();
    await search('heron');
    await answer(0, view({ moreResults: true }));
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    expect(searches[1]!.data).toMatchObject({ q: 'heron', page: 1 });
    await answer(1, view({ page: 1, results: [result(1, 1)] }));
    expect(resultLinks()).toHaveLength(4);
    expect(document.activeElement).toBe(resultLinks()[3]);
  });

  it('a failed search offers Retry, which runs the same search again', async () => {
    await open();
    await search('heron');
    await act(async () => searches[0]!.resolve({ ok: false, error: { kind: 'offline', message: 'x' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(searches[1]!.data).toEqual(searches[0]!.data);
  });
});

describe('places and the summary', () => {
  it('fills place cards in by id as batches arrive, and stops the hints on done', async () => {
    await open();
    await search('coffee');
    await answer(0, view({ placesState: 'found', places: [place('a'), place('b')] }));
    const places = screen.getByRole('region', { name: 'Places' });
    expect(places.getAttribute('aria-busy')).toBe('true');
    expect(within(places).getAllByText('Loading details…')).toHaveLength(2);
    const stream = streams.find((s) => s.name === 'scout.places')!;
    expect(stream.start).toEqual({ searchId: 'search-1' });
    act(() =>
      stream.handlers.onEvent({ type: 'places', places: [place('b', true, { address: 'B street 1' })] } as never),
    );
    expect(within(places).getAllByText('Loading details…')).toHaveLength(1);
    expect(within(places).getByText('B street 1')).toBeTruthy();
    act(() => stream.handlers.onEvent({ type: 'done' } as never));
    expect(within(places).queryByText('Loading details…')).toBeNull();
    expect(places.getAttribute('aria-busy')).toBe('false');
  });

  it('streams the summary above the results, then offers follow-ups that run a new search', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'available' }));
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(
      region.compareDocumentPosition(screen.getByRole('region', { name: 'Results' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(region).getByText('Writing summary…')).toBeTruthy();
    const stream = streams.find((s) => s.name === 'scout.summary')!;
    act(() => stream.handlers.onEvent({ type: 'summary', summary: summary('Herons wade'), final: false } as never));
    expect(region.textContent).toContain('Herons wade');
    expect(region.getAttribute('aria-busy')).toBe('true');
    act(() =>
      stream.handlers.onEvent({
        type: 'summary',
        summary: summary('Herons wade in water.', {
          title: 'Herons',
          status: 'complete',
          followups: ['Where do herons nest?'],
        }),
        final: true,
      } as never),
    );
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Herons');
    fireEvent.click(within(region).getByRole('button', { name: 'Where do herons nest?' }));
    expect(searches[1]!.data.q).toBe('Where do herons nest?');
    expect((box() as HTMLInputElement).value).toBe('Where do herons nest?');
  });

  it('says when an expired summary cost one more billed search', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'available' }));
    const stream = streams.find((s) => s.name === 'scout.summary')!;
    act(() => stream.handlers.onEvent({ type: 'restarted', billedSearches: 1 } as never));
    expect(screen.getByText(/had expired.*one more billed search/)).toBeTruthy();
  });

  it('says plainly when the plan has no places or summaries', async () => {
    await open();
    await search('heron');
    await answer(0, view({ placesState: 'notInPlan', summaryState: 'notInPlan' }));
    expect(screen.getByText('Your API plan does not include AI summaries.')).toBeTruthy();
    expect(screen.getByText(/does not include places \(local search\)/)).toBeTruthy();
    expect(streams).toHaveLength(0);
  });

  it('offers "Highlight on this page" for places when the active tab is a web page, and hands the search to it', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://news.example/lisbon' }] as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await open();
    await search('coffee');
    await answer(0, view({ placesState: 'found', places: [place('a')] }));
    vi.mocked(send).mockResolvedValueOnce(ok({}) as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Highlight on this page' }));
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('page.highlight', { searchId: 'search-1', tabId: 7 });
  });

  it('says so when the page cannot be highlighted', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://news.example/lisbon' }] as never);
    await open();
    await search('coffee');
    await answer(0, view({ placesState: 'found', places: [place('a')] }));
    vi.mocked(send).mockResolvedValueOnce({ ok: false, error: { kind: 'internal', message: '' } } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Highlight on this page' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot highlight on this tab/);
  });

  it('asks for a new search when the search to highlight is gone from this session', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://news.example/lisbon' }] as never);
    await open();
    await search('coffee');
    await answer(0, view({ placesState: 'found', places: [place('a')] }));
    vi.mocked(send).mockResolvedValueOnce({ ok: false, error: { kind: 'searchGone', message: '' } } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Highlight on this page' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That search is no longer available. Search again.');
  });

  it('offers no highlighting where the active tab is not a web page', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'chrome://settings' }] as never);
    await open();
    await search('coffee');
    await answer(0, view({ placesState: 'found', places: [place('a')] }));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Highlight on this page' })).toBeNull();
  });

  it('"This site (host)" on a web page adds site:<host> to the box, focuses it, and searches nothing', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://docs.python.org/3/' }] as never);
    await open();
    fireEvent.input(box(), { target: { value: 'tutorial' } });
    const chip = await screen.findByRole('button', { name: 'This site (docs.python.org)' });
    fireEvent.click(chip);
    expect((box() as HTMLInputElement).value).toBe('site:docs.python.org tutorial');
    expect(document.activeElement).toBe(box());
    await act(async () => {});
    expect(searches).toHaveLength(0);
    // The user submits: only now is it searched.
    fireEvent.submit(box().closest('form')!);
    await act(async () => {});
    expect(searches.map((s) => s.data.q)).toEqual(['site:docs.python.org tutorial']);
  });

  it('offers no "This site" where the active tab is not a web page', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'chrome://settings' }] as never);
    await open();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /This site/ })).toBeNull();
  });

  it('"ask first": an Answers-plan answer starts only when asked, and each request has its own id', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'onRequest' }));
    expect(streams).toHaveLength(0);
    expect(screen.getByText('Billed per answer by your Answers plan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Get AI answer/ }));
    const first = streams.find((s) => s.name === 'scout.summary')!;
    expect(first.start).toEqual({ searchId: 'search-1', ask: expect.any(String) });
    act(() =>
      first.handlers.onEvent({
        type: 'summary',
        summary: summary('Herons wade.', { status: 'complete', source: 'answers', costUsd: 0.0042 }),
        final: true,
      } as never),
    );
    expect(screen.getByText('Cost of this answer: $0.0042')).toBeTruthy();
  });

  it('asking again after a cut-off answer is a new request (billed again, as the user asked)', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'available' }));
    const first = streams.find((s) => s.name === 'scout.summary')!;
    expect(first.start).toEqual({ searchId: 'search-1' });
    act(() =>
      first.handlers.onEvent({
        type: 'summary',
        summary: summary('Herons', { source: 'answers' }),
        final: false,
      } as never),
    );
    act(() => first.handlers.onEvent({ type: 'error', error: { kind: 'interrupted', message: '' } } as never));
    expect(screen.getByText('Billed per answer by your Answers plan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const second = streams.filter((s) => s.name === 'scout.summary')[1]!;
    expect(second.start).toEqual({ searchId: 'search-1', ask: expect.any(String) });
  });

  it('a rate-limited AI answer is not asked for again by itself: after the wait, the user clicks Retry (A12)', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'onRequest' }));
    fireEvent.click(screen.getByRole('button', { name: /^Get AI answer/ }));
    const first = streams.find((s) => s.name === 'scout.summary')!;
    vi.useFakeTimers();
    try {
      act(() =>
        first.handlers.onEvent({
          type: 'error',
          error: { kind: 'rateLimited', message: '', retryAfterMs: 1_000 },
        } as never),
      );
      for (let second = 0; second < 30; second += 1)
        act(() => {
          vi.advanceTimersByTime(1_000);
        });
      expect(streams.filter((s) => s.name === 'scout.summary')).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(streams.filter((s) => s.name === 'scout.summary')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what would add AI answers when the plan has none', async () => {
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'notInPlan' }));
    expect(screen.getByText(/An Answers key, added in the options/)).toBeTruthy();
  });

  /** The close function of every stream opened from now on, in order. */
  function recordStreamClosers(): ReturnType<typeof vi.fn>[] {
    const closers: ReturnType<typeof vi.fn>[] = [];
    vi.mocked(openStream).mockImplementation(((name: string, start: unknown, handlers: StreamHandlers<never>) => {
      streams.push({ name, start, handlers });
      const close = vi.fn();
      closers.push(close);
      return close;
    }) as never);
    return closers;
  }

  it('a new search closes the streams of the old one', async () => {
    const closers = recordStreamClosers();
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'available', placesState: 'found', places: [place('a')] }));
    expect(closers).toHaveLength(2);
    await search('ibis');
    // They stay open while the old answer is shown: until the new one says it is searching, or arrives.
    expect(closers.every((close) => close.mock.calls.length === 0)).toBe(true);
    await busyDelay();
    expect(closers.every((close) => close.mock.calls.length === 1)).toBe(true);
  });

  it('a quick answer replaces the one shown at once: no "Searching…" between, the old streams closed then', async () => {
    const closers = recordStreamClosers();
    await open();
    await search('heron');
    await answer(0, view({ summaryState: 'available', placesState: 'found', places: [place('a')] }));
    const added: string[] = [];
    const watcher = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => added.push(n.textContent ?? ''))),
    );
    watcher.observe(document.body, { subtree: true, childList: true });
    await search('ibis');
    expect(resultLinks().map((a) => a.textContent)).toEqual(['Result 0.1', 'Result 0.2', 'Result 0.3']);
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('true');
    await answer(1, view({ searchId: 'ibis', results: [result(9)] }));
    watcher.disconnect();
    expect(resultLinks().map((a) => a.textContent)).toEqual(['Result 0.9']);
    expect(added.join('\n')).not.toContain('Searching…');
    expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('false');
    expect(closers.slice(0, 2).every((close) => close.mock.calls.length === 1)).toBe(true);
  });
});

describe('the popup: the answer in its own order', () => {
  const news = (n: number) => ({
    id: `n${n}`,
    title: [`News ${n}`],
    url: `https://news${n}.example/`,
    breaking: false,
    description: [],
  });
  const faq = { id: 'q1', question: ['Why herons?'], answer: ['Because.'] };
  const infobox = { title: 'Heron', description: ['A bird.'], facts: [], links: [], ratings: [] };

  it('lays out web results, places and sections where the answer puts them, the infobox last', async () => {
    await open();
    await search('heron');
    await answer(
      0,
      view({
        placesState: 'found',
        places: [place('p1')],
        sections: { news: [news(1), news(2)], videos: [], discussions: [], faq: [faq], infobox },
        layout: {
          top: [],
          main: [
            { section: 'web', index: 0 },
            { section: 'news' },
            { section: 'web', index: 1 },
            { section: 'locations' },
            { section: 'faq' },
            { section: 'web', index: 2 },
          ],
          side: [{ section: 'infobox' }],
        },
      }),
    );
    const results = screen.getByRole('region', { name: 'Results' });
    // Each section is a region named by its own heading, in the answer's order among the web results.
    const order = Array.from(
      results.querySelectorAll(
        '.app-answer > div > ul > li a.scout-result-title, .app-answer > div > section > :is(h3, h2)',
      ),
    ).map((element) => element.textContent);
    expect(order).toEqual([
      'Result 0.1',
      'News',
      'Result 0.2',
      'Places',
      'Questions and answers',
      'Result 0.3',
      'Heron',
    ]);
  });

  it('says when the API searched a correction, and "search instead" runs the query as typed, spellcheck off', async () => {
    await open();
    await search('heorn');
    await answer(0, view({ query: { original: 'heorn', altered: 'heron' } }));
    expect(screen.getByText(/Showing results for “heron”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search instead for “heorn”' }));
    await act(async () => {});
    expect(searches[1]!.data).toEqual({
      q: 'heorn',
      page: 0,
      exact: true,
      filters: { country: 'DE', searchLang: 'de', safesearch: 'strict' },
    });
    expect((box() as HTMLInputElement).value).toBe('heorn');
    await answer(1, view({ query: { original: 'heorn', exact: true } }));
    expect(screen.queryByRole('button', { name: /Search instead/ })).toBeNull();
  });

  it('shows sections without web results (a filtered search) instead of "no results"', async () => {
    await open();
    await search('heron');
    await answer(
      0,
      view({
        results: [],
        sections: { news: [news(1)], videos: [], discussions: [], faq: [] },
        layout: { top: [], main: [{ section: 'news' }], side: [] },
      }),
    );
    expect(screen.queryByText(/No results for/)).toBeNull();
    expect(screen.getByRole('link', { name: 'News 1' })).toBeTruthy();
  });
});

describe('the popup hands its search over', () => {
  it('"Open in a tab" before any search: the tab gets the typed text in its box, searching nothing', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    await open();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'heron & ibis' } });
    // The button comes with its chunk, right after the first paint (App.tsx).
    fireEvent.click(await screen.findByRole('button', { name: 'Open in a tab' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    const url = new URL(create.mock.calls[0]![0].url!);
    expect(url.pathname).toBe('/results.html');
    expect([...url.searchParams]).toEqual([['prefill', 'heron & ibis']]);
    expect(searchCalls()).toHaveLength(0);
  });

  it('"Open in a tab": a results tab on the search\'s URL, with the last page shown, beside the page; the popup closes', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://news.example/lisbon' }] as never);
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await open();
    await search('heron');
    await answer(0, view({ moreResults: true }));
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await answer(1, view({ page: 1, results: [result(1, 1)] }));
    // The button comes with its chunk, right after the first paint (App.tsx).
    fireEvent.click(await screen.findByRole('button', { name: 'Open in a tab' }));
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    const url = new URL(create.mock.calls[0]![0].url!);
    expect(create.mock.calls[0]![0].openerTabId).toBe(7);
    expect(url.pathname).toBe('/results.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'heron',
      offset: '1',
      country: 'DE',
      searchLang: 'de',
      safesearch: 'strict',
    });
    expect(searchCalls()).toHaveLength(2);
  });

  it('"Open in a tab" asks the background for a one-time pass for its search, so the tab may search as it opens (A13)', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const pass = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const answerAll = vi.mocked(send).getMockImplementation()!;
    vi.mocked(send).mockImplementation(((type: string, data: never) =>
      type === 'results.pass' ? Promise.resolve(ok({ pass })) : answerAll(type as never, data)) as never);
    await open();
    await search('heron');
    await answer(0, view());
    fireEvent.click(await screen.findByRole('button', { name: 'Open in a tab' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('results.pass', {
      search: { q: 'heron', page: 0, filters: { country: 'DE', searchLang: 'de', safesearch: 'strict' } },
    });
    expect(new URL(create.mock.calls[0]![0].url!).searchParams.get('pass')).toBe(pass);
    expect(searchCalls()).toHaveLength(1);
  });

  it('"Open in the side panel": opened inside the click, in this window, told to show the search; then it closes', async () => {
    const sidePanel = { open: vi.fn(async () => {}) };
    const api = fakeBrowser as unknown as { sidePanel: unknown };
    const original = api.sidePanel;
    api.sidePanel = sidePanel;
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const windowId = 5;
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: windowId } as never);
    try {
      await open();
      fireEvent.click(await screen.findByRole('button', { name: 'Open in the side panel' }));
      expect(sidePanel.open).toHaveBeenCalledWith({ windowId });
      expect(announceHandover).toHaveBeenCalledOnce();
      await waitFor(() => expect(close).toHaveBeenCalledOnce());
      sidePanel.open.mockRejectedValueOnce(new Error('refused'));
      fireEvent.click(screen.getByRole('button', { name: 'Open in the side panel' }));
      await act(async () => {});
      expect(close).toHaveBeenCalledOnce();
    } finally {
      api.sidePanel = original;
    }
  });

  it('"Find places on this page" acts on the active web page, and the popup closes so it is in view', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7, url: 'https://news.example/lisbon' }] as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await open();
    vi.mocked(send).mockResolvedValueOnce(ok({}) as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Find places on this page' }));
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith('page.findPlaces', { tabId: 7 });
    expect(screen.queryByText(/open Scout on it once/)).toBeNull();
  });
});
