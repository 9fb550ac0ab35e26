import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';

/** `country` on suggest and spellcheck: two letters or ALL, a hint, so any case (§8.1). */
const COUNTRY_HINT = /^([A-Za-z]{2}|ALL)$/;
/** `lang` (not `search_lang`): "2+ char language code", e.g. `en`, `pt-br`, `zh-hans` (§8.1). */
const LANGUAGE_HINT = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** `/suggest/search` and `/spellcheck/search` parameters (docs/api-reference.md §8.1, §8.2). */
interface HintParams {
  q: string;
  country: string;
  lang: string;
  /** Suggest only: 1–20, default 5. */
  count: number;
  /** Suggest only: entity details on entity suggestions. */
  rich: boolean;
}

export type HintParamsResult = { ok: true; params: HintParams } | { ok: false; issues: ValidationIssue[] };

export function readHintParams(source: ParamSource, endpoint: 'suggest' | 'spellcheck'): HintParamsResult {
  const read = new FieldReader(source);
  const q = read.query('q', true);
  const country = read.pattern('country', COUNTRY_HINT, 'US');
  const lang = read.pattern('lang', LANGUAGE_HINT, 'en');
  const count = endpoint === 'suggest' ? read.int('count', 1, 20, 5) : 0;
  const rich = endpoint === 'suggest' ? read.bool('rich', false) : false;
  if (read.issues.length > 0 || q === undefined) return { ok: false, issues: read.issues };
  return { ok: true, params: { q, country, lang, count, rich } };
}
