/**
 * Typed parameters for each endpoint (docs/api-reference.md §1.1, §3.1, §4.2) and their checks. Values the server would
 * reject with 422 anyway are caught here, so a bad input costs no request and no rate-limit slot.
 */
import { ApiError } from '../errors';
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, tooManyWords } from '@/utils/ui-safe/query/limits';
import type { Country, SafeSearch } from '@/utils/ui-safe/settings/choices';
import type { Freshness } from '@/utils/ui-safe/query/freshness';

// The API's country and safe-search values are listed once, in utils/ui-safe/settings/choices.ts (plain constants).
export type { SafeSearch };

/** Note Japanese is `jp`. Typed as string too: the lists change more often than this file. */
type SearchLang = string;
type UiLang = string;
type Units = 'metric' | 'imperial';
export type ResultType =
  'discussions' | 'faq' | 'infobox' | 'news' | 'query' | 'summarizer' | 'videos' | 'web' | 'locations' | 'rich';

export interface WebSearchParams {
  /** 1–400 characters, at most 50 words. Whitespace is collapsed before sending. */
  q: string;
  country?: Country;
  search_lang?: SearchLang;
  ui_lang?: UiLang;
  /** 1–20 (web results only). */
  count?: number;
  /** 0–9, in pages of `count`. */
  offset?: number;
  safesearch?: SafeSearch;
  /** `pd`, `pw`, `pm`, `py`, or a range `YYYY-MM-DDtoYYYY-MM-DD` (checked where it comes in: utils/ui-safe/query/freshness.ts). */
  freshness?: Freshness;
  text_decorations?: boolean;
  spellcheck?: boolean;
  /** Sent comma-separated. */
  result_filter?: ResultType | readonly ResultType[];
  /** Deprecated upstream in favour of `goggles`. */
  goggles_id?: string;
  /** Each one is sent as its own `goggles=` parameter. */
  goggles?: string | readonly string[];
  units?: Units;
  extra_snippets?: boolean;
  summary?: boolean;
  enable_rich_callback?: boolean;
  include_fetch_metadata?: boolean;
  operators?: boolean;
}

export interface LocalPoisParams {
  search_lang?: SearchLang;
  ui_lang?: UiLang;
  units?: Units;
}

export interface SummarizerParams {
  entityInfo?: boolean;
  inlineReferences?: boolean;
}

const SUMMARIZER_ENDPOINTS = ['search', 'summary', 'title', 'enrichments', 'followups', 'entity_info'] as const;
export type SummarizerEndpoint = (typeof SUMMARIZER_ENDPOINTS)[number];

const MAX_SUMMARY_KEY_CHARS = 10_000;
const MAX_LOCAL_ID_CHARS = 500;

/** Trims and collapses whitespace; rejects what the API would reject. */
export function normaliseQuery(q: unknown): string {
  if (typeof q !== 'string') throw invalid('q must be text');
  const query = q.replace(/\s+/g, ' ').trim();
  if (query === '') throw invalid('q is empty');
  if (query.length > MAX_QUERY_CHARS) throw invalid(`q is longer than ${MAX_QUERY_CHARS} characters`);
  if (tooManyWords(query)) throw invalid(`q has more than ${MAX_QUERY_WORDS} words`);
  return query;
}

export function checkIntRange(name: string, value: number | undefined, min: number, max: number): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(`${name} must be an integer ${min}–${max}`);
}

export function checkSummaryKey(key: unknown): string {
  if (typeof key !== 'string' || key === '' || key.length > MAX_SUMMARY_KEY_CHARS) {
    throw invalid('summarizer key is missing or too long');
  }
  return key;
}

export function checkSummarizerEndpoint(endpoint: unknown): SummarizerEndpoint {
  if (!SUMMARIZER_ENDPOINTS.includes(endpoint as SummarizerEndpoint)) throw invalid('unknown summarizer endpoint');
  return endpoint as SummarizerEndpoint;
}

/** Trimmed, non-empty, de-duplicated ids in their original order. */
export function normaliseIds(ids: unknown): string[] {
  if (!Array.isArray(ids)) throw invalid('ids must be a list');
  const unique = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string') continue;
    const trimmed = id.trim();
    if (trimmed !== '' && trimmed.length <= MAX_LOCAL_ID_CHARS) unique.add(trimmed);
  }
  if (unique.size === 0) throw invalid('no valid ids');
  return [...unique];
}

export function invalid(detail: string): ApiError {
  return new ApiError('validation', { detail });
}
