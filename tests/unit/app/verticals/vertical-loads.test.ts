/** The results' tabs: their keys (manual activation), and what a page keeps of each vertical's pages. */
import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '@/components/app/verticals/tab-keys';
import { loadsReducer, nextVerticalPage, searchIdentity } from '@/components/app/verticals/vertical-loads';
import type { VerticalView } from '@/utils/contract/vertical-schema';

const page = (n: number, moreResults: boolean): VerticalView => ({
  vertical: 'news',
  page: n,
  moreResults,
  fromCache: false,
  items: [],
});

describe('tab keys', () => {
  it('←/→ move to the previous or next tab, wrapping; Home/End to the ends; other keys are not theirs', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
    expect(tabKeyTarget('ArrowDown', 1, 4)).toBeUndefined();
    expect(tabKeyTarget('Enter', 1, 4)).toBeUndefined();
  });
});

describe('vertical loads', () => {
  it('keeps the pages of a tab, and asks for the next one only after a page that has more', () => {
    let loads = loadsReducer({}, { type: 'start', vertical: 'news', more: false });
    expect(loads.news?.phase).toBe('loading');
    expect(nextVerticalPage(loads.news)).toBeUndefined();
    loads = loadsReducer(loads, { type: 'page', vertical: 'news', view: page(0, true) });
    expect(nextVerticalPage(loads.news)).toBe(1);
    loads = loadsReducer(loads, { type: 'start', vertical: 'news', more: true });
    expect(loads.news).toMatchObject({ phase: 'loadingMore', pages: [page(0, true)] });
    loads = loadsReducer(loads, { type: 'page', vertical: 'news', view: page(1, false) });
    expect(loads.news?.pages).toHaveLength(2);
    expect(nextVerticalPage(loads.news)).toBeUndefined();
    expect(loadsReducer(loads, { type: 'reset' })).toEqual({});
  });

  it('a tab the cache no longer holds waits for the user (held); a failure keeps its pages', () => {
    const held = loadsReducer({}, { type: 'page', vertical: 'images', view: null });
    expect(held.images).toEqual({ phase: 'held', pages: [] });
    const failed = loadsReducer(held, { type: 'fail', vertical: 'images', error: { kind: 'offline', message: '' } });
    expect(failed.images).toMatchObject({ phase: 'failed', error: { kind: 'offline' } });
  });

  it("one search's identity, whatever its page or its filters' order", () => {
    const a = searchIdentity({ q: 'heron', page: 0, filters: { country: 'DE', freshness: 'pw' } });
    expect(searchIdentity({ q: 'heron', page: 3, filters: { freshness: 'pw', country: 'DE' } })).toBe(a);
    expect(searchIdentity({ q: 'heron', page: 0, filters: { country: 'DE' } })).not.toBe(a);
    expect(searchIdentity(undefined)).toBeUndefined();
  });
});
