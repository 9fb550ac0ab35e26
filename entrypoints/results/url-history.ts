/**
 * The results tab's URL (utils/ui-safe/results-url.ts) and history: a new search is a new entry (Back returns to the one
 * before), a further page replaces the entry (its URL says how far the user has read, so a reload shows as much
 * again); the tab shown replaces the entry too. Loaded right after the tab's first paint (App.tsx), with the URL rules it needs.
 */
import { parseResultsQuery, resultsQuery, type ResultsTarget } from '@/utils/ui-safe/results-url';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { ResultsTab } from '@/utils/ui-safe/verticals';

/**
 * What this tab's URL asks for: a search (with its pass, if any), text for the box, or nothing. A pass is good once,
 * so it leaves the address as it is read: a reload, Back, a bookmark, "Copy link" or a restored tab never carries it.
 */
export function targetInUrl(): ResultsTarget | undefined {
  const target = parseResultsQuery(location.search);
  if (target && 'pass' in target)
    history.replaceState(history.state, '', resultsQuery({ search: target.search, tab: target.tab }));
  return target;
}

/** The tab shown is part of its search's entry: a reload or Back shows it again (from the cache alone). */
export function recordTab(tab: ResultsTab): void {
  const target = parseResultsQuery(location.search);
  if (!target || !('search' in target)) return;
  const query = resultsQuery({ search: target.search, ...(tab !== 'all' && { tab }) });
  if (query !== location.search) history.replaceState(history.state, '', query);
}

export function recordInUrl(request: SearchRequest, kind: 'new' | 'more'): void {
  const query = resultsQuery({ search: request });
  if (query === location.search) return;
  if (kind === 'more') history.replaceState(null, '', query);
  else history.pushState(null, '', query);
}
