import { describe, expect, it } from 'vitest';
import {
  initialSearchState,
  nextPage,
  searchReducer,
  type SearchAction,
  type SearchState,
} from '@/components/app/search-state';
import { result, view } from '../popup/fixtures';

const request = (q: string, page = 0) => ({ q, page, filters: {} });
/** The results of every page, in order. */
const allResults = (state: SearchState) => state.pages.flatMap((page) => page.results);
const run = (actions: SearchAction[], from: SearchState = initialSearchState) => actions.reduce(searchReducer, from);

describe('searchReducer', () => {
  it('shows the answer to the latest request', () => {
    const state = run([
      { type: 'start', requestId: 1, request: request('heron') },
      { type: 'answer', requestId: 1, view: view() },
    ]);
    expect(state.phase).toBe('done');
    expect(allResults(state)).toHaveLength(3);
  });

  it('drops an answer to a superseded request that arrives while the newer one still runs (D10)', () => {
    const state = run([
      { type: 'start', requestId: 1, request: request('old') },
      { type: 'start', requestId: 2, request: request('new') },
      { type: 'answer', requestId: 1, view: view({ searchId: 'old' }) },
    ]);
    expect(state.pages).toEqual([]);
    expect(state.phase).toBe('searching');
    const failed = run([{ type: 'fail', requestId: 1, error: { kind: 'offline', message: '' } }], state);
    expect(failed.phase).toBe('searching');
    expect(failed.error).toBeUndefined();
  });

  it('drops an answer to a superseded request, even when it arrives last (D10)', () => {
    const state = run([
      { type: 'start', requestId: 1, request: request('slow') },
      { type: 'start', requestId: 2, request: request('fast') },
      { type: 'answer', requestId: 2, view: view({ searchId: 'fast' }) },
      { type: 'answer', requestId: 1, view: view({ searchId: 'slow' }) },
      { type: 'fail', requestId: 1, error: { kind: 'aborted', message: '' } },
    ]);
    expect(state.pages.map((p) => p.searchId)).toEqual(['fast']);
    expect(state.request?.q).toBe('fast');
    expect(state.phase).toBe('done');
  });

  it('pending marks the answer shown busy and changes nothing else; the start, or a clear, ends it', () => {
    const shown = run([
      { type: 'start', requestId: 1, request: request('heron') },
      { type: 'answer', requestId: 1, view: view() },
    ]);
    const pending = run([{ type: 'pending' }], shown);
    expect(pending).toEqual({ ...shown, pending: true });
    const started = run([{ type: 'start', requestId: 2, request: request('ibis') }], pending);
    expect(started.pending).toBeUndefined();
    expect(started.phase).toBe('searching');
    expect(run([{ type: 'clear', requestId: 3 }], pending)).toEqual({ ...initialSearchState, requestId: 3 });
  });

  it('a new search clears the old answer; a next page keeps it and appends', () => {
    const first = run([
      { type: 'start', requestId: 1, request: request('heron') },
      { type: 'answer', requestId: 1, view: view({ moreResults: true }) },
    ]);
    const more = run([{ type: 'start', requestId: 2, request: request('heron', 1) }], first);
    expect(more.phase).toBe('loadingMore');
    expect(more.pages).toHaveLength(1);
    const both = run([{ type: 'answer', requestId: 2, view: view({ page: 1, results: [result(1, 1)] }) }], more);
    expect(allResults(both).map((r) => r.id)).toEqual(['r0-1', 'r0-2', 'r0-3', 'r1-1']);
    const fresh = run([{ type: 'start', requestId: 3, request: request('ibis') }], both);
    expect(fresh.pages).toEqual([]);
    expect(fresh.phase).toBe('searching');
  });

  it('a failed next page keeps the results already shown', () => {
    const first = run([
      { type: 'start', requestId: 1, request: request('heron') },
      { type: 'answer', requestId: 1, view: view({ moreResults: true }) },
    ]);
    const failed = run(
      [
        { type: 'start', requestId: 2, request: request('heron', 1) },
        { type: 'fail', requestId: 2, error: { kind: 'offline', message: '' } },
      ],
      first,
    );
    expect(failed.phase).toBe('failed');
    expect(failed.error?.kind).toBe('offline');
    expect(allResults(failed)).toHaveLength(3);
    expect(failed.request).toEqual(request('heron', 1));
  });

  it('shows the restored last search only if nothing was started since the popup opened', () => {
    const restore: SearchAction = {
      type: 'restore',
      requestId: 0,
      request: request('old'),
      view: view({ searchId: 'old' }),
    };
    expect(run([restore]).pages[0]?.searchId).toBe('old');
    const started = run([{ type: 'start', requestId: 1, request: request('new') }, restore]);
    expect(started.request?.q).toBe('new');
    expect(started.pages).toEqual([]);
    const cleared = run([{ type: 'clear', requestId: 1 }, restore]);
    expect(cleared.pages).toEqual([]);
  });

  it('clear forgets everything and makes any reply in flight stale', () => {
    const state = run([
      { type: 'start', requestId: 1, request: request('heron') },
      { type: 'clear', requestId: 2 },
      { type: 'answer', requestId: 1, view: view() },
    ]);
    expect(state).toEqual({ ...initialSearchState, requestId: 2 });
  });
});

describe('nextPage', () => {
  const answered = (last: Partial<Parameters<typeof view>[0]>) => ({
    ...initialSearchState,
    phase: 'done' as const,
    pages: [view(last)],
  });

  it('is the page after the last one when the API has more', () => {
    expect(nextPage(answered({ moreResults: true, page: 0 }))).toBe(1);
    expect(nextPage(answered({ moreResults: false }))).toBeUndefined();
  });

  it('stops at page 9, the last the API serves', () => {
    expect(nextPage(answered({ moreResults: true, page: 8 }))).toBe(9);
    expect(nextPage(answered({ moreResults: true, page: 9 }))).toBeUndefined();
  });
});
