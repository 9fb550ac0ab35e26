/**
 * What the search app needs when it opens, all answered locally by the background (nothing billed): the default
 * filters from the options, whether a key is set, and the last search if its answer is still cached.
 */
import { send } from '@/utils/ui-safe/messaging/client';
import type { ResponseOf } from '@/utils/contract/protocol';
import type { SearchFilters, SearchRequest } from '@/utils/contract/search-request';

export interface AppStart {
  defaults: SearchFilters;
  /** False only when the background says so; unknown (no answer) counts as set, and a search will tell. */
  keySet: boolean;
  last: ResponseOf<'search.last'>;
  /** The Goggles saved in the options, for the filters. */
  goggles: string[];
}

export async function loadAppStart(): Promise<AppStart> {
  const [settings, key, last] = await Promise.all([
    send('settings.get', {}),
    send('key.status', {}),
    send('search.last', {}),
  ]);
  const defaults: SearchFilters = settings.ok
    ? { country: settings.data.country, searchLang: settings.data.searchLang, safesearch: settings.data.safesearch }
    : {};
  const goggles = (settings.ok && settings.data.goggles) || [];
  return {
    defaults,
    keySet: !key.ok || key.data.set,
    last: withSavedGoggle(last.ok ? last.data : null, goggles),
    goggles,
  };
}

/** A Goggle removed in the options since the last search is no longer offered, so its filters drop it too. */
function withSavedGoggle(last: ResponseOf<'search.last'>, goggles: readonly string[]): ResponseOf<'search.last'> {
  const goggle = last?.request.filters.goggle;
  if (!last || goggle === undefined || goggles.includes(goggle)) return last;
  const { goggle: _dropped, ...filters } = last.request.filters;
  return { ...last, request: { ...last.request, filters } };
}

type LastSearch = NonNullable<ResponseOf<'search.last'>>;

/**
 * Is `request` (its first page) the last search? Then that answer is shown as it is, with its search id, so an AI
 * answer already asked for in another host continues rather than being offered (and billed) again.
 */
export function isLastSearch(last: LastSearch, request: SearchRequest, defaults: SearchFilters): boolean {
  const { q, exact, filters } = last.request;
  return q === request.q && exact === request.exact && sameFilters({ ...defaults, ...filters }, request.filters);
}

const sameFilters = (a: SearchFilters, b: SearchFilters) => canonical(a) === canonical(b);
const canonical = (filters: SearchFilters) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
