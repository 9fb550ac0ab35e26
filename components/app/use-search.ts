/** Runs web searches through the background and keeps only the newest answer (see search-state.ts). */
import { useCallback, useReducer, useRef } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { SearchView } from '@/utils/worker/view/reply-schemas';
import { initialSearchState, searchReducer } from './search-state';
import type { SearchRequest } from '@/utils/worker/settings/search-request';

export type SendSearch = (request: SearchRequest) => ReturnType<typeof send<'search'>>;

const sendSearch: SendSearch = (request) => send('search', request);

export function useSearch(search: SendSearch = sendSearch) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const latest = useRef(0);

  /** Resolves to the answer shown, or undefined when the search failed or was superseded (so a caller stops there). */
  const run = useCallback(
    async (request: SearchRequest): Promise<SearchView | undefined> => {
      const requestId = ++latest.current;
      dispatch({ type: 'start', requestId, request });
      const reply = await search(request);
      if (reply.ok) dispatch({ type: 'answer', requestId, view: reply.data });
      else dispatch({ type: 'fail', requestId, error: reply.error });
      return reply.ok && latest.current === requestId ? reply.data : undefined;
    },
    [search],
  );

  const clear = useCallback(() => dispatch({ type: 'clear', requestId: ++latest.current }), []);

  /** A marker for `restore`: the last search is shown only if nothing was started since the marker was taken. */
  const mark = useCallback(() => latest.current, []);
  const restore = useCallback(
    (marker: number, request: SearchRequest, view: SearchView) =>
      dispatch({ type: 'restore', requestId: marker, request, view }),
    [],
  );

  return { state, run, clear, mark, restore };
}
