/**
 * The results tab with the background replaced by scripted replies: it opens on its URL's search (its further pages
 * one after another, the first from the last search when it is that search), records searches in its URL, and
 * follows Back and Forward.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/results/App';
import { Answer, FilterFields } from '@/components/app/parts';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream } from '@/utils/ui-safe/messaging/port-client';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { result, view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));
vi.mock('@/utils/ui-safe/messaging/port-client', () => ({ openStream: vi.fn(() => () => {}) }));

type Reply = { ok: true; data: unknown };
const ok = (data: unknown): Reply => ({ ok: true, data });
const DEFAULTS = { country: 'DE', searchLang: 'de', safesearch: 'strict' };

interface Search {
  type: 'search' | 'results.open';
  data: { q: string; page: number; filters: object };
  pass?: string;
  resolve: (reply: Reply) => void;
}
let searches: Search[];
let last: unknown;
let historyView: { on: boolean; entries: { q: string; at: number }[] };

beforeAll(async () => {
  await Promise.all([Answer.preload(), FilterFields.preload()]);
});
beforeEach(() => {
  vi.clearAllMocks();
  fakeBrowser.reset();
  searches = [];
  last = null;
  historyView = { on: false, entries: [] };
  vi.mocked(send).mockImplementation(((type: string, data: never) => {
    if (type === 'settings.get') return Promise.resolve(ok({ ...DEFAULTS, goggles: [] }));
    if (type === 'key.status') return Promise.resolve(ok({ set: true }));
    if (type === 'search.last') return Promise.resolve(ok(last));
    if (type === 'search') return new Promise((resolve) => searches.push({ type, data, resolve }));
    // What the tab opens on (its URL's search, with a pass if it has one) is a search here too, told apart by `type`.
    if (type === 'results.open') {
      const { search, pass } = data as { search: Search['data']; pass?: string };
      return new Promise((resolve) => searches.push({ type, data: search, pass, resolve }));
    }
    if (type.startsWith('history.')) return Promise.resolve(ok(historyView));
    return Promise.reject(new Error(`unexpected ${type}`));
  }) as never);
  vi.mocked(openStream).mockImplementation((() => () => {}) as never);
});
afterEach(cleanup);

const box = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const resultTitles = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);
const answer = async (index: number, data: SearchView) => {
  await waitFor(() => expect(searches[index]).toBeDefined());
  await act(async () => searches[index]!.resolve(ok(data)));
};

async function openAt(query: string) {
  history.replaceState(null, '', `/results.html${query}`);
  render(<App />);
  await waitFor(() => expect(send).toHaveBeenCalledWith('search.last', {}));
  await act(async () => {});
}

describe('the results tab', () => {
  it("opens on its URL's search, then its further pages one after another, up to the URL's offset", async () => {
    await openAt('?q=heron&offset=2&freshness=pw');
    expect(box().value).toBe('heron');
    expect(searches.map((s) => s.data)).toEqual([{ q: 'heron', page: 0, filters: { ...DEFAULTS, freshness: 'pw' } }]);
    await answer(0, view({ moreResults: true }));
    expect(searches[1]!.data).toMatchObject({ q: 'heron', page: 1 });
    await answer(1, view({ page: 1, moreResults: true, results: [result(1, 1)] }));
    await answer(2, view({ page: 2, moreResults: true, results: [result(1, 2)] }));
    expect(searches).toHaveLength(3);
    expect(resultTitles()).toEqual(['Result 0.1', 'Result 0.2', 'Result 0.3', 'Result 1.1', 'Result 2.1']);
    expect(document.title).toBe('heron – Scout');
  });

  it("keeps what was typed in the page's shell box when its URL names no search, and searches nothing", async () => {
    history.replaceState(null, '', '/results.html');
    render(<App typed={{ text: 'her', start: 3, end: 3 }} />);
    await waitFor(() => expect(send).toHaveBeenCalledWith('search.last', {}));
    await act(async () => {});
    await waitFor(() => expect(document.title).toBe('Scout'));
    await act(async () => {});
    expect(box().value).toBe('her');
    expect(searches).toHaveLength(0);
  });

  it('shows the last search itself when the URL names it (its answer, its id), and searches only further pages', async () => {
    last = {
      request: { q: 'heron', page: 0, filters: DEFAULTS },
      view: view({ searchId: 'last-1', moreResults: true }),
    };
    await openAt('?q=heron&offset=1&country=DE&searchLang=de&safesearch=strict');
    await waitFor(() => expect(resultTitles()).toHaveLength(3));
    expect(searches.map((s) => s.data.page)).toEqual([1]);
  });

  it('stops paging where the answer says there is no more', async () => {
    await openAt('?q=heron&offset=5');
    await answer(0, view({ moreResults: false }));
    await act(async () => {});
    expect(searches).toHaveLength(1);
  });

  it('prefill= puts the text in the box, focused with the caret at its end, and searches nothing until submitted', async () => {
    await openAt('?prefill=site%3Aexample.com+');
    await waitFor(() => expect(box().value).toBe('site:example.com '));
    expect(document.activeElement).toBe(box());
    expect(box().selectionStart).toBe('site:example.com '.length);
    expect(searches).toHaveLength(0);
    fireEvent.input(box(), { target: { value: 'site:example.com heron' } });
    fireEvent.submit(box().closest('form')!);
    expect(searches.map((s) => s.data.q)).toEqual(['site:example.com heron']);
    expect(new URLSearchParams(location.search).get('q')).toBe('site:example.com heron');
  });

  it('records a new search as a new history entry and a further page in place; Back shows the search before', async () => {
    await openAt('');
    expect(box().value).toBe('');
    const start = history.length;
    fireEvent.input(box(), { target: { value: 'heron' } });
    fireEvent.submit(box().closest('form')!);
    expect(location.search).toBe('?q=heron&country=DE&searchLang=de&safesearch=strict');
    expect(history.length).toBe(start + 1);
    await answer(0, view({ moreResults: true }));
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    expect(new URLSearchParams(location.search).get('offset')).toBe('1');
    expect(history.length).toBe(start + 1);
    await answer(1, view({ page: 1, results: [result(1, 1)] }));

    history.replaceState(null, '', '/results.html?q=ibis');
    await act(async () => void window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(box().value).toBe('ibis'));
    expect(searches.at(-1)!.data).toMatchObject({ q: 'ibis', page: 0 });
  });
});

describe('a results URL the user did not ask Scout to search (A13)', () => {
  const PASS = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const miss = async (index: number) => {
    await waitFor(() => expect(searches[index]).toBeDefined());
    await act(async () => searches[index]!.resolve(ok(null)));
  };

  it('is looked up in the cache alone; not there, the box holds its query and the page waits for one click on Search', async () => {
    await openAt('?q=heron&offset=9&safesearch=off&freshness=pw');
    expect(searches.map(({ type, data, pass }) => ({ type, data, pass }))).toEqual([
      {
        type: 'results.open',
        data: { q: 'heron', page: 0, filters: { ...DEFAULTS, safesearch: 'off', freshness: 'pw' } },
        pass: undefined,
      },
    ]);
    await miss(0);
    expect(box().value).toBe('heron');
    expect(screen.getByText(/Scout has not searched this yet/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.textContent).toBe('Search');
    expect(searches).toHaveLength(1);
    expect(document.title).toBe('Scout');
    // Nothing but the query was taken from the URL: the filters are the user's own.
    fireEvent.click(screen.getByText('Filters'));
    expect((screen.getByRole('combobox', { name: 'Safe search' }) as HTMLSelectElement).value).toBe('strict');

    fireEvent.click(button);
    expect(searches.slice(1).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'search', data: { q: 'heron', page: 0, filters: DEFAULTS } },
    ]);
    await answer(1, view({ moreResults: true }));
    expect(resultTitles()).toHaveLength(3);
    expect(screen.queryByText(/Scout has not searched this yet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' }).textContent).toBe('');
    // Only the click searched: the offset replayed nothing.
    await act(async () => {});
    expect(searches).toHaveLength(2);
  });

  it('shows what the cache holds, page after page, and stops at the first page it does not hold', async () => {
    await openAt('?q=heron&offset=3');
    await answer(0, view({ moreResults: true }));
    await answer(1, view({ page: 1, moreResults: true, results: [result(1, 1)] }));
    await miss(2);
    await act(async () => {});
    expect(searches.map(({ type, data }) => [type, data.page])).toEqual([
      ['results.open', 0],
      ['results.open', 1],
      ['results.open', 2],
    ]);
    expect(resultTitles()).toEqual(['Result 0.1', 'Result 0.2', 'Result 0.3', 'Result 1.1']);
    expect(screen.queryByText(/Scout has not searched this yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    expect(searches.at(-1)).toMatchObject({ type: 'search', data: { q: 'heron', page: 2 } });
  });

  it('hands its pass back with the first page only, and the pass leaves the address at once', async () => {
    await openAt(`?q=heron&offset=1&pass=${PASS}`);
    expect(location.search).toBe('?q=heron&offset=1');
    expect(searches.map(({ type, pass }) => [type, pass])).toEqual([['results.open', PASS]]);
    await answer(0, view({ moreResults: true }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({ type: 'results.open', data: { page: 1 }, pass: undefined });
  });
});

describe("the results tab's own tools", () => {
  it('"Copy link" copies the tab\'s address, which holds its search, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAt('?q=heron&offset=1');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toHaveProperty('role', 'status');
    expect(writeText).toHaveBeenCalledWith(location.href);
    expect(new URL(location.href).search).toBe('?q=heron&offset=1');
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy: the browser did not allow it here.')).toBeTruthy();
  });

  it('lists the history while it is on: a search picked runs again, each deletable, "Clear history"', async () => {
    const entries = [
      { q: 'ibis', at: Date.UTC(2026, 10, 27, 9) },
      { q: 'heron', at: Date.UTC(2026, 10, 27, 8) },
    ];
    historyView = { on: true, entries };
    await openAt('');
    const summary = await screen.findByText('Your searches');
    fireEvent.click(summary);
    await waitFor(() => expect(vi.mocked(send).mock.calls.filter(([type]) => type === 'history.get')).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Your recent searches' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('bdi')!.textContent),
    ).toEqual(['ibis', 'heron']);
    fireEvent.click(within(list).getByRole('button', { name: 'ibis' }));
    expect(box().value).toBe('ibis');
    expect(searches.map((s) => s.data.q)).toEqual(['ibis']);
    expect(location.search).toMatch(/^\?q=ibis&/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “heron” from the history' }));
    expect(send).toHaveBeenCalledWith('history.delete', entries[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('history.clear', {}));
  });

  it('shows no history while it is off', async () => {
    await openAt('');
    await waitFor(() => expect(send).toHaveBeenCalledWith('history.get', {}));
    await act(async () => {});
    expect(screen.queryByText('Your searches')).toBeNull();
  });

  it('offers "This site (host)" for the web page it was opened beside, and none without one', async () => {
    vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue({ id: 4, openerTabId: 2 } as never);
    const get = vi
      .spyOn(fakeBrowser.tabs, 'get')
      .mockResolvedValue({ id: 2, url: 'https://docs.python.org/3/' } as never);
    await openAt('?prefill=tutorial');
    fireEvent.click(await screen.findByRole('button', { name: 'This site (docs.python.org)' }));
    expect(get).toHaveBeenCalledWith(2);
    expect(box().value).toBe('site:docs.python.org tutorial');
    expect(searches).toHaveLength(0);
    cleanup();
    get.mockResolvedValue({ id: 2, url: 'chrome://newtab/' } as never);
    await openAt('');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /This site/ })).toBeNull();
  });
});
