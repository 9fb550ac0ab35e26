import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';
import {
  COUNTRIES,
  SAFESEARCH,
  SEARCH_LANGS,
  UI_LANGS,
  UNITS,
  defaultUnits,
  type Safesearch,
  type Units,
} from './enums';
import type { Freshness } from './freshness';
import { RESULT_FILTER_VALUES } from '../assumptions';

export interface WebParams {
  q: string;
  country: string;
  searchLang: string;
  uiLang: string;
  count: number;
  offset: number;
  safesearch: Safesearch;
  freshness?: Freshness;
  textDecorations: boolean;
  spellcheck: boolean;
  /** undefined = every type the plan allows. */
  resultFilter?: Set<string>;
  goggles: string[];
  units: Units;
  extraSnippets: boolean;
  summary: boolean;
  enableRichCallback: boolean;
  includeFetchMetadata: boolean;
  operators: boolean;
}

export type WebParamsResult = { ok: true; params: WebParams } | { ok: false; issues: ValidationIssue[] };

/** Validates every documented web-search parameter (docs/api-reference.md §1.1); unknown parameters are ignored. */
export function readWebParams(source: ParamSource, nowMs: number): WebParamsResult {
  const read = new FieldReader(source);
  const q = read.query('q', true);
  const country = read.choice('country', COUNTRIES, 'US');
  const searchLang = read.choice('search_lang', SEARCH_LANGS, 'en');
  const uiLang = read.choice('ui_lang', UI_LANGS, 'en-US');
  const count = read.int('count', 1, 20, 20);
  const offset = read.int('offset', 0, 9, 0);
  const safesearch = read.choice('safesearch', SAFESEARCH, 'moderate');
  const units = read.choice('units', UNITS, undefined) ?? defaultUnits(country);
  const textDecorations = read.bool('text_decorations', true);
  const spellcheck = read.bool('spellcheck', true);
  const extraSnippets = read.bool('extra_snippets', false);
  const summary = read.bool('summary', false);
  const enableRichCallback = read.bool('enable_rich_callback', false);
  const includeFetchMetadata = read.bool('include_fetch_metadata', false);
  const operators = read.bool('operators', true);

  const freshness = read.freshness(nowMs);

  let resultFilter: Set<string> | undefined;
  const filterRaw = source.last('result_filter');
  if (filterRaw !== undefined && filterRaw.trim() !== '') {
    const wanted = filterRaw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => RESULT_FILTER_VALUES.includes(part));
    resultFilter = new Set(wanted);
  }

  const goggles = read.goggles();

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
      textDecorations,
      spellcheck,
      resultFilter,
      goggles,
      units,
      extraSnippets,
      summary,
      enableRichCallback,
      includeFetchMetadata,
      operators,
    },
  };
}
