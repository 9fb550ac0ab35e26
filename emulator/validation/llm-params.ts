import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';
import { COUNTRIES_2026, SEARCH_LANGS_2026 } from './enums';
import type { Freshness } from './freshness';

const THRESHOLD_MODES = ['disabled', 'strict', 'lenient', 'balanced'] as const;

/** `/llm/context` parameters (docs/api-reference.md §8.6). */
export interface LlmParams {
  q: string;
  country: string;
  searchLang: string;
  freshness?: Freshness;
  goggles: string[];
  spellcheck: boolean;
  count: number;
  maxUrls: number;
  maxTokens: number;
  maxTokensPerUrl: number;
  maxSnippets: number;
  maxSnippetsPerUrl: number;
  threshold: (typeof THRESHOLD_MODES)[number];
  /** undefined: local recall when any X-Loc-* header is sent. */
  enableLocal?: boolean;
  sourceMetadata: boolean;
}

export type LlmParamsResult = { ok: true; params: LlmParams } | { ok: false; issues: ValidationIssue[] };

export function readLlmParams(source: ParamSource, nowMs: number): LlmParamsResult {
  const read = new FieldReader(source);
  const q = read.query('q', true);
  const params = {
    country: read.choice('country', COUNTRIES_2026, 'US'),
    searchLang: read.choice('search_lang', SEARCH_LANGS_2026, 'en'),
    freshness: read.freshness(nowMs),
    goggles: read.goggles(),
    spellcheck: read.bool('spellcheck', true),
    count: read.int('count', 1, 50, 20),
    maxUrls: read.int('maximum_number_of_urls', 1, 50, 20),
    maxTokens: read.int('maximum_number_of_tokens', 1024, 32768, 8192),
    maxTokensPerUrl: read.int('maximum_number_of_tokens_per_url', 512, 8192, 4096),
    maxSnippets: read.int('maximum_number_of_snippets', 1, 100, 50),
    maxSnippetsPerUrl: read.int('maximum_number_of_snippets_per_url', 1, 100, 50),
    threshold: read.choice('context_threshold_mode', THRESHOLD_MODES, 'balanced'),
    enableLocal: source.has('enable_local') ? read.bool('enable_local', false) : undefined,
    sourceMetadata: read.bool('enable_source_metadata', false),
  };
  if (read.issues.length > 0 || q === undefined) return { ok: false, issues: read.issues };
  return { ok: true, params: { q, ...params } };
}
