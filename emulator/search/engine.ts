import { DOCUMENTS } from '../world/documents';
import type { WebDoc } from '../world/types';
import { foldCase, queryStems, stem } from '../text/tokenize';
import { parseOperators, type ParsedOperators } from './operators';
import { spellcheck } from './spellcheck';
import { applyGoggles, hostMatchesSite, parseGoggles } from './goggles';
import { worldIndex } from './world-index';
import { resultLanguageOf, type Safesearch } from '../validation/enums';
import type { Freshness } from '../validation/freshness';

const HOUR_MS = 3_600_000;
const LANGUAGE_BOOST = 1.5;

export interface SearchRequest {
  q: string;
  operators: boolean;
  spellcheck: boolean;
  safesearch: Safesearch;
  searchLang: string;
  freshness?: Freshness;
  goggles: readonly string[];
}

export interface SearchOutcome {
  /** The query actually searched (spell-corrected when spellcheck changed it). */
  effectiveQuery: string;
  altered?: string;
  /** Stems to highlight and to build summaries around. */
  searchedStems: Set<string>;
  /** Every match, best first (paging happens later). */
  ranked: WebDoc[];
  /** safesearch=strict removed something. */
  strictFiltered: boolean;
  mutatedByGoggles: boolean;
  operators: ParsedOperators;
}

export function pageTimeMs(doc: WebDoc, nowMs: number): number {
  return nowMs - doc.ageHours * HOUR_MS;
}

function passesOperators(doc: WebDoc, ops: ParsedOperators): boolean {
  const index = worldIndex();
  if (ops.sites.length > 0 && !ops.sites.some((site) => hostMatchesSite(doc.host, site))) return false;
  if (ops.excluded.some((word) => index.docStems[doc.id]?.has(stem(word)))) return false;
  const haystack = foldCase(`${doc.title} ${doc.body}`);
  if (ops.phrases.some((phrase) => !haystack.includes(foldCase(phrase)))) return false;
  if (ops.fileType !== undefined && doc.contentType !== ops.fileType) return false;
  if (ops.language !== undefined && doc.language !== resultLanguageOf(ops.language)) return false;
  return true;
}

/** Ranks the world for one query: BM25 (any word may match), then operators, freshness, safesearch, goggles. */
export function searchWorld(request: SearchRequest, nowMs: number): SearchOutcome {
  const index = worldIndex();
  const operators = request.operators
    ? parseOperators(request.q)
    : { text: request.q, sites: [], excluded: [], phrases: [], applied: false };
  const altered = request.spellcheck
    ? spellcheck(operators.text, index.words, (word) => index.stems.has(stem(word)))
    : undefined;
  const effectiveText = altered ?? operators.text;
  const words = queryStems(effectiveText);
  const rules = parseGoggles(request.goggles);
  const language = resultLanguageOf(request.searchLang);
  let strictFiltered = false;
  let mutatedByGoggles = false;
  const scored: Array<{ doc: WebDoc; score: number }> = [];
  for (const doc of DOCUMENTS) {
    let score = words.length > 0 ? index.bm25.score(doc.id, words) : operators.applied ? 1 : 0;
    if (score <= 0 || !passesOperators(doc, operators)) continue;
    const pageMs = pageTimeMs(doc, nowMs);
    if (request.freshness && (pageMs < request.freshness.fromMs || pageMs > request.freshness.toMs)) continue;
    if (request.safesearch === 'strict' && !doc.familyFriendly) {
      strictFiltered = true;
      continue;
    }
    if (doc.language === language) score *= LANGUAGE_BOOST;
    const adjusted = applyGoggles(rules, doc.host, score);
    if (adjusted !== score) mutatedByGoggles = true;
    if (adjusted === undefined) continue;
    scored.push({ doc, score: adjusted });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.id - b.doc.id);
  return {
    effectiveQuery: altered ? (request.operators ? request.q.replace(operators.text, altered) : altered) : request.q,
    ...(altered ? { altered } : {}),
    searchedStems: new Set(words),
    ranked: scored.map((entry) => entry.doc),
    strictFiltered,
    mutatedByGoggles,
    operators,
  };
}
