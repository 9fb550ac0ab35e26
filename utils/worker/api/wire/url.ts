/**
 * Request building: query entries per endpoint, URLs, headers, and the canonical form used as cache key.
 * URLSearchParams does all encoding, so `q` and the opaque summarizer key arrive exactly as given.
 */
import { checkBaseUrl } from '@/utils/ui-safe/settings/base-url';
import { RESULTS_PER_PAGE } from '@/utils/ui-safe/settings/choices';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import { MAX_PAGE } from '@/utils/ui-safe/query/limits';
import {
  checkIntRange,
  normaliseQuery,
  type LocalPoisParams,
  type SummarizerParams,
  type WebSearchParams,
} from '../endpoints/params';

export type QueryEntries = [name: string, value: string][];

/** Booleans go out as `true`/`false`; the API's examples use both this and 1/0, and its validator takes both. */
const bool = (value: boolean): string => (value ? 'true' : 'false');

/** The base URL by the settings' rule (utils/ui-safe/settings/base-url.ts), without trailing slashes. */
export function normaliseBaseUrl(baseUrl: string): string {
  const check = checkBaseUrl(baseUrl);
  if (!check.ok)
    throw new TypeError(
      'API base URL must be https:// (or http:// on this machine), without credentials, query or fragment',
    );
  return check.url;
}

export function buildUrl(baseUrl: string, path: string, entries: QueryEntries): string {
  const search = new URLSearchParams(entries).toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export function webSearchEntries(params: WebSearchParams): QueryEntries {
  checkIntRange('count', params.count, RESULTS_PER_PAGE.min, RESULTS_PER_PAGE.max);
  checkIntRange('offset', params.offset, 0, MAX_PAGE);
  const entries: QueryEntries = [['q', normaliseQuery(params.q)]];
  const text = (name: string, value: string | undefined) => {
    if (typeof value === 'string' && value !== '') entries.push([name, value]);
  };
  const flag = (name: string, value: boolean | undefined) => {
    if (typeof value === 'boolean') entries.push([name, bool(value)]);
  };
  text('country', params.country);
  text('search_lang', params.search_lang);
  text('ui_lang', params.ui_lang);
  if (params.count !== undefined) entries.push(['count', String(params.count)]);
  if (params.offset !== undefined) entries.push(['offset', String(params.offset)]);
  text('safesearch', params.safesearch);
  text('freshness', params.freshness);
  flag('text_decorations', params.text_decorations);
  flag('spellcheck', params.spellcheck);
  const filter = typeof params.result_filter === 'string' ? [params.result_filter] : params.result_filter;
  if (filter && filter.length > 0) entries.push(['result_filter', filter.join(',')]);
  text('goggles_id', params.goggles_id);
  const goggles = typeof params.goggles === 'string' ? [params.goggles] : (params.goggles ?? []);
  for (const goggle of goggles) text('goggles', goggle);
  text('units', params.units);
  flag('extra_snippets', params.extra_snippets);
  flag('summary', params.summary);
  flag('enable_rich_callback', params.enable_rich_callback);
  flag('include_fetch_metadata', params.include_fetch_metadata);
  flag('operators', params.operators);
  return entries;
}

export function localEntries(ids: readonly string[], params: LocalPoisParams = {}): QueryEntries {
  const entries: QueryEntries = ids.map((id) => ['ids', id]);
  for (const name of ['search_lang', 'ui_lang', 'units'] as const) {
    const value = params[name];
    if (typeof value === 'string' && value !== '') entries.push([name, value]);
  }
  return entries;
}

export function summarizerEntries(key: string, params: SummarizerParams = {}): QueryEntries {
  const entries: QueryEntries = [['key', key]];
  if (params.entityInfo !== undefined) entries.push(['entity_info', bool(params.entityInfo)]);
  if (params.inlineReferences !== undefined) entries.push(['inline_references', bool(params.inlineReferences)]);
  return entries;
}

/**
 * X-Loc-* headers. Header values must be printable ASCII (fetch rejects some others and the server's decoding of
 * the rest is unknown), so values that are not are left out rather than mangled.
 */
export function locationHeaders(hints: LocationHints | undefined): Record<string, string> {
  if (!hints) return {};
  const headers: Record<string, string> = {};
  const number = (name: string, value: number | undefined, limit: number) => {
    if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit) headers[name] = String(value);
  };
  const text = (name: string, value: string | undefined, max = 100) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed !== '' && trimmed.length <= max && /^[\x20-\x7e]+$/.test(trimmed)) headers[name] = trimmed;
  };
  number('X-Loc-Lat', hints.lat, 90);
  number('X-Loc-Long', hints.long, 180);
  text('X-Loc-Timezone', hints.timezone);
  text('X-Loc-City', hints.city);
  text('X-Loc-State', hints.state, 3);
  text('X-Loc-State-Name', hints.stateName);
  text('X-Loc-Country', hints.country, 2);
  text('X-Loc-Postal-Code', hints.postalCode, 20);
  return headers;
}

/** A stable text for a request: path, sorted entries and sorted extra headers. Equal requests, equal text. */
export function canonicalRequest(path: string, entries: QueryEntries, headers: Record<string, string> = {}): string {
  const sortedEntries = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sortedHeaders = Object.entries(headers)
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(sortedEntries).toString()}#${new URLSearchParams(sortedHeaders).toString()}`;
}
