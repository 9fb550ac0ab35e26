/**
 * The results page's address: one contract for everything that opens the page (the address bar's Enter, "Search this
 * site", the popup's "Open in a tab") and for the page itself (entrypoints/results/url-history.ts). Exactly one of:
 *
 *   /results.html?q=<query>[&offset=2&exact=1&country=DE&freshness=pw&resultTypes=web,news&goggle=…][&tab=news][&pass=<id>]
 *       the search: shown from Scout's cache when it is there (reload, back/forward, a bookmark), searched (billed)
 *       only with a `pass`, a one-time id the background wrote when it opened the tab for the user's own action
 *       (Enter in the address bar, the popup's "Open in a tab": utils/worker/background/results-pass.ts); otherwise
 *       the page waits for the user's click (docs/security-plan.md A13). Anyone can open this address: another
 *       extension with no permission at all. `offset` is the last page shown (the API's offset, 0–9): how far the
 *       user has read, shown again only as far as the cache holds it. `tab` is the tab shown (news, videos, images;
 *       absent: All), shown again from the cache alone (components/app/verticals/use-verticals.ts).
 *   /results.html?prefill=<text>
 *       puts <text> in the search box, focused, the caret at its end, and searches nothing until the user submits
 *       ("Search this site": `prefill=site:<host> `).
 *
 * Values are encoded by URLSearchParams (`+` for spaces). The page drops what it cannot use (the background checks
 * every request again). Zod-free and layer-free, for the background and the UIs alike.
 */
import { browser } from 'wxt/browser';
import { COUNTRIES, RESULT_SECTIONS, SAFESEARCH, SEARCH_LANGUAGES } from '@/utils/ui-safe/settings/choices';
import { normaliseGoggleUrl } from '@/utils/ui-safe/settings/goggles';
import { isFreshness } from '@/utils/ui-safe/query/freshness';
import { MAX_PAGE, MAX_QUERY_CHARS, tooManyWords } from '@/utils/ui-safe/query/limits';
import type { SearchFilters, SearchRequest } from '@/utils/contract/search-request';
import { isVertical, type Vertical } from './verticals';

/** What a results URL asks for: a search (with the pass that lets it run at once, if any), or text to put in the box. */
export type ResultsTarget = { search: SearchRequest; pass?: string; tab?: Vertical } | { prefill: string };

/** The results page, as WXT builds `entrypoints/results/`. */
const RESULTS_PAGE = '/results.html';
/**
 * A pass is a UUID (crypto.randomUUID, utils/worker/background/results-pass.ts); anything else in its place is dropped
 * here, and refused by the protocol.
 */
export const RESULTS_PASS = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The query string (with its `?`) of a results URL. */
export function resultsQuery(target: ResultsTarget): string {
  if ('prefill' in target) return `?${new URLSearchParams({ prefill: target.prefill })}`;
  const { q, page, exact, filters } = target.search;
  const { country, searchLang, safesearch, freshness, resultTypes, goggle } = filters;
  const params = new URLSearchParams({ q });
  const add = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  add('offset', page > 0 ? String(page) : undefined);
  add('exact', exact ? '1' : undefined);
  add('country', country);
  add('searchLang', searchLang);
  add('safesearch', safesearch);
  add('freshness', freshness);
  add('resultTypes', resultTypes?.join(','));
  add('goggle', goggle);
  add('tab', target.tab);
  add('pass', target.pass);
  return `?${params}`;
}

/** The whole address of the results page for `target`. */
export function resultsPageUrl(target: ResultsTarget): string {
  // WXT's list of known paths takes no query string.
  return (browser.runtime.getURL as (path: string) => string)(RESULTS_PAGE) + resultsQuery(target);
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

function searchIn(params: URLSearchParams): SearchRequest | undefined {
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
    page: Number.isInteger(offset) && offset >= 0 && offset <= MAX_PAGE ? offset : 0,
    ...(params.get('exact') === '1' && { exact: true }),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  };
}

/**
 * What a results URL's query string asks for: its search when `q` is usable, else its `prefill` (cut to a query's
 * length), else nothing.
 */
export function parseResultsQuery(query: string): ResultsTarget | undefined {
  const params = new URLSearchParams(query);
  const search = searchIn(params);
  const pass = params.get('pass') ?? '';
  const tab = params.get('tab');
  if (search) return { search, ...(RESULTS_PASS.test(pass) && { pass }), ...(isVertical(tab) && { tab }) };
  const prefill = params.get('prefill');
  return prefill === null ? undefined : { prefill: prefill.slice(0, MAX_QUERY_CHARS) };
}
