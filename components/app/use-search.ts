/** Runs web searches through the background and keeps only the newest answer (see search-state.ts). */
import { useCallback, useReducer, useRef } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { Envelope } from '@/utils/contract/protocol';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { initialSearchState, searchReducer } from './search-state';
import type { SearchRequest } from '@/utils/contract/search-request';

/** Sends a search; a null answer is a lookup that found nothing (`results.open` without its pass: nothing billed). */
export type SendSearch = (request: SearchRequest) => Promise<Envelope<SearchView | null>>;

const sendSearch: SendSearch = (request) => send('search', request);

/**
 * How long a search may take before the page says it is searching. A quicker answer (from the cache, over a fast
 * network) replaces the one shown in a single render, with no "Searching…" flashed in between. And a page that drew
 * nothing since Enter is painted as soon as the answer is in it, where one that drew "Searching…" a moment before
 * waits for its next frame: about 5 ms more, measured (scripts/bench/popup-timings.ts, 2026-11-27). Meanwhile the
 * results are marked busy at once (`pending`), which draws nothing: no style rule reads `aria-busy` in these pages
 * (components/common/answer-text.css). 100 ms is the limit under which a response still feels instantaneous (Nielsen,
 * "Response Times: The 3 Important Limits").
 * @internal Exported for the tests alone (tests/unit/app/use-search.test.ts, tests/unit/popup/App.test.tsx).
 */
export const BUSY_AFTER_MS = 100;

export function useSearch(search: SendSearch = sendSearch) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const latest = useRef(0);

  /**
   * Resolves to the answer shown; null when `via` (the results page's look-up) found none, and what was shown before
   * stays; undefined when the search failed or was superseded (so a caller stops there).
   */
  const run = useCallback(
    async (request: SearchRequest, via: SendSearch = search): Promise<SearchView | null | undefined> => {
      const requestId = ++latest.current;
      let started = false;
      const start = () => {
        started = true;
        dispatch({ type: 'start', requestId, request });
      };
      const busy = setTimeout(() => latest.current === requestId && start(), BUSY_AFTER_MS);
      const sent = via(request);
      dispatch({ type: 'pending' });
      const reply = await sent;
      clearTimeout(busy);
      // A newer search (or a clear) took over: this one shows nothing, and never shows "Searching…" late.
      if (latest.current !== requestId) return undefined;
      const view = reply.ok ? reply.data : undefined;
      if (view === null) {
        dispatch({ type: 'miss' });
        return null;
      }
      if (!started) start();
      if (view) dispatch({ type: 'answer', requestId, view });
      else if (!reply.ok) dispatch({ type: 'fail', requestId, error: reply.error });
      return view;
    },
    [search],
  );

  const clear = useCallback(() => dispatch({ type: 'clear', requestId: ++latest.current }), []);

  /** A marker for `restore`: the last search is shown only if nothing was started since the marker was taken. */
  const mark = useCallback(() => latest.current, []);
  const restore = useCallback((marker: number, request: SearchRequest, view: SearchView) => {
    // A search started since (whose "Searching…" may not show yet) wins.
    if (marker === latest.current) dispatch({ type: 'restore', requestId: marker, request, view });
  }, []);

  return { state, run, clear, mark, restore };
}
