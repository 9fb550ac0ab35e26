/**
 * A search as the results tab's URL: `results.html?q=…&offset=2&country=DE&freshness=pw&resultTypes=web,news`, so
 * reload, back/forward, bookmarks and a second window all open the same search. `offset` is the last page shown (the
 * API's offset, 0–9): how far the user has read. Written by the popup (its hand-over) and the results tab; read by
 * the results tab, which drops what it cannot use (the background checks every request again).
 */
import { COUNTRIES, RESULT_SECTIONS, SAFESEARCH, SEARCH_LANGUAGES } from '@/utils/settings/choices';
import { normaliseGoggleUrl } from '@/utils/settings/goggles';
import { isFreshness } from '@/utils/query/freshness';
import { MAX_QUERY_CHARS, tooManyWords } from '@/utils/query/limits';
import type { SearchFilters, SearchRequest } from '@/utils/settings/search-request';

/** The results page, as WXT builds `entrypoints/results/`. */
export const RESULTS_PAGE = '/results.html';
const MAX_OFFSET = 9;

export function resultsQuery(request: SearchRequest | undefined): string {
  if (!request) return '';
  const { country, searchLang, safesearch, freshness, resultTypes, goggle } = request.filters;
  const params = new URLSearchParams({ q: request.q });
  const add = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  add('offset', request.page > 0 ? String(request.page) : undefined);
  add('exact', request.exact ? '1' : undefined);
  add('country', country);
  add('searchLang', searchLang);
  add('safesearch', safesearch);
  add('freshness', freshness);
  add('resultTypes', resultTypes?.join(','));
  add('goggle', goggle);
  return `?${params}`;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;
const country = oneOf(COUNTRIES);
const searchLang = oneOf(SEARCH_LANGUAGES);
const safesearch = oneOf(SAFESEARCH);

function resultTypes(value: string | null): SearchFilters['resultTypes'] {
  const types = value?.split(',') ?? [];
  const known = types.filter((type) => RESULT_SECTIONS.includes(type as never));
  const whole = types.length > 0 && known.length === types.length && new Set(types).size === types.length;
  return whole ? (known as SearchFilters['resultTypes']) : undefined;
}

/** The search in a results URL's query string, or undefined without a usable `q`. */
export function parseResultsQuery(search: string): SearchRequest | undefined {
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim() ?? '';
  if (q === '' || q.length > MAX_QUERY_CHARS || tooManyWords(q)) return undefined;
  const offset = Number(params.get('offset') ?? 0);
  const filters: SearchFilters = {
    country: country(params.get('country')),
    searchLang: searchLang(params.get('searchLang')),
    safesearch: safesearch(params.get('safesearch')),
    freshness: isFreshness(params.get('freshness'))
      ? (params.get('freshness') as SearchFilters['freshness'])
      : undefined,
    resultTypes: resultTypes(params.get('resultTypes')),
    goggle: normaliseGoggleUrl(params.get('goggle') ?? ''),
  };
  return {
    q,
    page: Number.isInteger(offset) && offset >= 0 && offset <= MAX_OFFSET ? offset : 0,
    ...(params.get('exact') === '1' && { exact: true }),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  };
}
