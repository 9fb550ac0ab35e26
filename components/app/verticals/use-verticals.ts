/**
 * The results' tabs (All · News · Videos · Images) of a host that has them (results tab, side panel): which one is
 * shown, and each vertical's pages for the search shown, kept in the page (vertical-loads.ts). A vertical is asked
 * for once, when its tab is first chosen; a new search starts on All. A tab from the results URL (reload, Back) is
 * shown from Scout's cache alone, never billed: when the cache no longer holds it, the user's click loads it.
 */
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { send } from '@/utils/ui-safe/messaging/client';
import type { ResultsTab, Vertical } from '@/utils/ui-safe/verticals';
import type { SearchRequest } from '@/utils/contract/search-request';
import { loadsReducer, nextVerticalPage, searchIdentity } from './vertical-loads';

export function useVerticals(request: SearchRequest | undefined, onTab?: (tab: ResultsTab) => void) {
  const [tab, setTab] = useState<ResultsTab>('all');
  const [loads, dispatch] = useReducer(loadsReducer, {});
  const identity = searchIdentity(request);
  /** The search the loads belong to; a tab a URL asked for, applied when its search is shown. */
  const loadedFor = useRef<string | undefined>(undefined);
  const wanted = useRef<{ tab: ResultsTab; q: string } | undefined>(undefined);
  const latest = useRef({ request, identity });
  latest.current = { request, identity };

  const load = async (vertical: Vertical, page: number, cacheOnly: boolean) => {
    const { request: shown, identity: asked } = latest.current;
    if (!shown) return;
    dispatch({ type: 'start', vertical, more: page > 0 });
    const reply = await send('vertical.search', {
      vertical,
      search: { ...shown, page },
      ...(cacheOnly && { cacheOnly: true as const }),
    });
    // Another search is shown by now: this answer is not its.
    if (loadedFor.current !== asked) return;
    if (reply.ok) dispatch({ type: 'page', vertical, view: reply.data });
    else dispatch({ type: 'fail', vertical, error: reply.error });
  };

  const show = (next: ResultsTab, cacheOnly: boolean) => {
    setTab(next);
    if (next !== 'all' && loads[next] === undefined) void load(next, 0, cacheOnly);
  };

  useEffect(() => {
    if (identity === undefined || identity === loadedFor.current) return;
    loadedFor.current = identity;
    dispatch({ type: 'reset' });
    // A URL's tab belongs to its own query (the search shown adds the settings' filters to the URL's).
    const next = wanted.current?.q === request?.q ? (wanted.current?.tab ?? 'all') : 'all';
    wanted.current = undefined;
    setTab(next);
    if (next !== 'all') void load(next, 0, true);
  }, [identity]);

  return {
    tab,
    loads,
    /** The user chose a tab: loaded (billed unless cached) the first time only. */
    select: (next: ResultsTab) => {
      onTab?.(next);
      show(next, false);
    },
    /** The tab a results URL names, for the search it opens on (or the one shown): from the cache alone. */
    restore: (next: ResultsTab, forRequest: SearchRequest) => {
      wanted.current = { tab: next, q: forRequest.q };
      // Back to the same search (another entry of it): its loads stay, and the effect below will not run again.
      if (request?.q === forRequest.q && identity !== undefined && identity === loadedFor.current) {
        wanted.current = undefined;
        show(next, true);
      }
    },
    /** The user asked for a held tab, or to try a failed one again. */
    reload: (vertical: Vertical) => void load(vertical, loads[vertical]?.pages.length ?? 0, false),
    more: (vertical: Vertical) => {
      const page = nextVerticalPage(loads[vertical]);
      if (page !== undefined) void load(vertical, page, false);
    },
  };
}

export type Verticals = ReturnType<typeof useVerticals>;
