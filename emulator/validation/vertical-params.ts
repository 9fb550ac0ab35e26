import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';
import { COUNTRIES, SAFESEARCH, SEARCH_LANGS, UI_LANGS, type Safesearch } from './enums';
import type { Freshness } from './freshness';

/** The parameters news, videos and images search share (docs/api-reference.md §8.3, §8.4). */
export interface VerticalParams {
  q: string;
  country: string;
  searchLang: string;
  uiLang: string;
  count: number;
  offset: number;
  safesearch: Safesearch;
  freshness?: Freshness;
  spellcheck: boolean;
  extraSnippets: boolean;
  goggles: string[];
  operators: boolean;
  includeFetchMetadata: boolean;
}

/** How one endpoint's parameters differ from the others'. */
export interface VerticalRules {
  countDefault: number;
  countMax: number;
  safesearch: readonly Safesearch[];
  safesearchDefault: Safesearch;
  /** Images take no `offset` and no `freshness` (§8.4): they are ignored like any unknown parameter. */
  paged: boolean;
  /** News only: extra_snippets, goggles, operators, include_fetch_metadata. */
  newsOptions: boolean;
  /** News, and videos too (A54): inline Goggles. */
  goggles: boolean;
}

export const NEWS_RULES: VerticalRules = {
  countDefault: 20,
  countMax: 50,
  safesearch: SAFESEARCH,
  safesearchDefault: 'strict',
  paged: true,
  newsOptions: true,
  goggles: true,
};
export const VIDEOS_RULES: VerticalRules = { ...NEWS_RULES, safesearchDefault: 'moderate', newsOptions: false };
export const IMAGES_RULES: VerticalRules = {
  countDefault: 50,
  countMax: 200,
  safesearch: ['off', 'strict'],
  safesearchDefault: 'strict',
  paged: false,
  newsOptions: false,
  goggles: false,
};

export type VerticalParamsResult = { ok: true; params: VerticalParams } | { ok: false; issues: ValidationIssue[] };

/** Validates a news, videos or images search; the same 422s as web search (§1.1), by the endpoint's rules. */
export function readVerticalParams(source: ParamSource, nowMs: number, rules: VerticalRules): VerticalParamsResult {
  const read = new FieldReader(source);
  const q = read.query('q', true);
  const country = read.choice('country', COUNTRIES, 'US');
  const searchLang = read.choice('search_lang', SEARCH_LANGS, 'en');
  const uiLang = rules.paged ? read.choice('ui_lang', UI_LANGS, 'en-US') : 'en-US';
  const count = read.int('count', 1, rules.countMax, rules.countDefault);
  const offset = rules.paged ? read.int('offset', 0, 9, 0) : 0;
  const safesearch = read.choice('safesearch', rules.safesearch, rules.safesearchDefault);
  const freshness = rules.paged ? read.freshness(nowMs) : undefined;
  const spellcheck = read.bool('spellcheck', true);
  const news = rules.newsOptions;
  const extraSnippets = news ? read.bool('extra_snippets', false) : false;
  const goggles = rules.goggles ? read.goggles() : [];
  const operators = news ? read.bool('operators', true) : true;
  const includeFetchMetadata = news ? read.bool('include_fetch_metadata', false) : false;
  if (read.issues.length > 0 || q === undefined) return { ok: false, issues: read.issues };
  return {
    ok: true,
    params: {
      q,
      country,
      searchLang,
      uiLang,
      count,
      offset,
      safesearch,
      freshness,
      spellcheck,
      extraSnippets,
      goggles,
      operators,
      includeFetchMetadata,
    },
  };
}
