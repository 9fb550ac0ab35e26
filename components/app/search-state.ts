/**
 * What the popup shows for web search, as a pure reducer. Every request gets a number; a reply for any number but
 * the latest belongs to a superseded search and is dropped, so a slow answer never overwrites a newer one.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { MAX_PAGE } from '@/utils/ui-safe/query/limits';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { SearchView } from '@/utils/contract/reply-schemas';

export interface SearchState {
  /** Number of the latest request; replies carrying another number are stale. */
  requestId: number;
  /** The search being shown or run (also what Retry and filters re-run). */
  request?: SearchRequest;
  /** The answered pages, in order: the first one's places and summary are shown; later ones add results. */
  pages: SearchView[];
  phase: 'idle' | 'searching' | 'loadingMore' | 'done' | 'failed';
  error?: PlainError;
  /**
   * A search runs that does not show yet (use-search.ts BUSY_AFTER_MS): what is shown stays, only marked busy for
   * assistive technology. Its `start` ends this.
   */
  pending?: true;
}

export type SearchAction =
  /** A search was sent: shown as busy at once, though nothing else changes before its `start` (use-search.ts). */
  | { type: 'pending' }
  | { type: 'start'; requestId: number; request: SearchRequest }
  | { type: 'answer'; requestId: number; view: SearchView }
  | { type: 'fail'; requestId: number; error: PlainError }
  /** A look-up found nothing (results-url.ts: a search not run for the user): what was shown before it stays. */
  | { type: 'miss' }
  /** The last search of the session, shown again on open; ignored once the user started something else. */
  | { type: 'restore'; requestId: number; request: SearchRequest; view: SearchView }
  | { type: 'clear'; requestId: number };

export const initialSearchState: SearchState = { requestId: 0, pages: [], phase: 'idle' };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'pending':
      return { ...state, pending: true };
    case 'start': {
      const more = action.request.page > 0 && state.pages.length > 0;
      return {
        requestId: action.requestId,
        request: action.request,
        pages: more ? state.pages : [],
        phase: more ? 'loadingMore' : 'searching',
      };
    }
    case 'answer':
      if (action.requestId !== state.requestId || !isRunning(state)) return state;
      return { ...state, pages: [...state.pages, action.view], phase: 'done', error: undefined };
    case 'fail':
      if (action.requestId !== state.requestId || !isRunning(state)) return state;
      return { ...state, phase: 'failed', error: action.error };
    case 'miss': {
      const { pending: _pending, ...before } = state;
      // Nothing shown as running: only the busy mark goes.
      if (!isRunning(state)) return before;
      // This look-up, or a search it superseded, shows as running: back to the pages shown before, or to nothing.
      const last = state.pages.at(-1);
      return last && state.request
        ? { ...before, request: { ...state.request, page: last.page }, phase: 'done' }
        : { ...initialSearchState, requestId: state.requestId };
    }
    case 'restore':
      if (action.requestId !== state.requestId || state.phase !== 'idle') return state;
      return { ...state, request: action.request, pages: [action.view], phase: 'done' };
    case 'clear':
      return { ...initialSearchState, requestId: action.requestId };
  }
}

const isRunning = (state: SearchState) => state.phase === 'searching' || state.phase === 'loadingMore';

/** The view whose places and summary the popup shows: the first page of the current search. */
export const firstPage = (state: SearchState): SearchView | undefined => state.pages[0];

/** The page "More results" would ask for, or undefined when there is none (the API serves pages 0–9). */
export function nextPage(state: SearchState): number | undefined {
  const last = state.pages[state.pages.length - 1];
  if (!last || !last.moreResults || last.page >= MAX_PAGE) return undefined;
  return last.page + 1;
}
