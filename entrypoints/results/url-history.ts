/**
 * The results tab's URL (utils/ui-safe/results-url.ts) and history: a new search is a new entry (Back returns to the one
 * before), a further page replaces the entry (its URL says how far the user has read, so a reload shows as much
 * again). Loaded right after the tab's first paint (App.tsx), with the URL rules it needs.
 */
import { parseResultsQuery, resultsQuery, type ResultsTarget } from '@/utils/ui-safe/results-url';
import type { SearchRequest } from '@/utils/contract/search-request';

/** What this tab's URL asks for: a search, text for the box, or nothing. */
export const targetInUrl = (): ResultsTarget | undefined => parseResultsQuery(location.search);

export function recordInUrl(request: SearchRequest, kind: 'new' | 'more'): void {
  const query = resultsQuery({ search: request });
  if (query === location.search) return;
  if (kind === 'more') history.replaceState(null, '', query);
  else history.pushState(null, '', query);
}
