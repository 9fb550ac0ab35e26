/**
 * The results' tabs in a page: a vertical is asked for once, when first chosen; switching back to a tab already
 * loaded sends no message at all; a URL's tab is asked from the cache alone; a new search starts on All.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/preact';
import type { SearchRequest } from '@/utils/contract/search-request';

const send = vi.hoisted(() => vi.fn());
vi.mock('@/utils/ui-safe/messaging/client', () => ({ send }));
const { useVerticals } = await import('@/components/app/verticals/use-verticals');

const heron: SearchRequest = { q: 'heron', page: 0, filters: {} };
const reply = (vertical: string, page = 0) => ({
  ok: true,
  data: { vertical, page, moreResults: true, fromCache: false, items: [] },
});

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (_type: string, data: { vertical: string; search: SearchRequest }) =>
    reply(data.vertical, data.search.page),
  );
});
afterEach(cleanup);

describe('useVerticals', () => {
  it('asks each vertical once; back to All or to a loaded tab sends nothing', async () => {
    const onTab = vi.fn();
    const { result } = renderHook(() => useVerticals(heron, onTab));
    expect(result.current.tab).toBe('all');
    await act(async () => result.current.select('images'));
    await act(async () => result.current.select('news'));
    expect(send.mock.calls.map(([type, data]) => [type, data.vertical, data.cacheOnly])).toEqual([
      ['vertical.search', 'images', undefined],
      ['vertical.search', 'news', undefined],
    ]);
    await act(async () => result.current.select('all'));
    await act(async () => result.current.select('images'));
    expect(result.current.tab).toBe('images');
    expect(send).toHaveBeenCalledTimes(2);
    expect(onTab.mock.calls.map(([tab]) => tab)).toEqual(['images', 'news', 'all', 'images']);
    await act(async () => result.current.more('images'));
    expect(send).toHaveBeenLastCalledWith('vertical.search', { vertical: 'images', search: { ...heron, page: 1 } });
  });

  it("a URL's tab is shown from the cache alone; a new search starts on All", async () => {
    let request: SearchRequest | undefined;
    const { result, rerender } = renderHook(() => useVerticals(request));
    act(() => result.current.restore('news', heron));
    request = { ...heron, filters: { country: 'DE' } };
    await act(async () => rerender());
    expect(result.current.tab).toBe('news');
    expect(send).toHaveBeenCalledWith('vertical.search', { vertical: 'news', search: request, cacheOnly: true });
    request = { q: 'ibis', page: 0, filters: {} };
    await act(async () => rerender());
    expect(result.current.tab).toBe('all');
    expect(result.current.loads).toEqual({});
  });
});
