/**
 * The results tab's URL (components/app/results-url.ts) and history: a new search is a new entry (Back returns to the
 * one before), a further page replaces the entry (its URL says how far the user has read, so a reload shows as much
 * again). Loaded right after the tab's first paint (App.tsx), with the URL rules it needs.
 */
import { parseResultsQuery, resultsQuery } from '@/components/app/results-url';
import type { SearchRequest } from '@/utils/settings/search-request';

/** The search this tab's URL names, if any. */
export const searchInUrl = (): SearchRequest | undefined => parseResultsQuery(location.search);

export function recordInUrl(request: SearchRequest, kind: 'new' | 'more'): void {
  const query = resultsQuery(request);
  if (query === location.search) return;
  if (kind === 'more') history.replaceState(null, '', query);
  else history.pushState(null, '', query);
}
