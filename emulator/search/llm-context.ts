import type { WebDoc } from '../world/types';
import { searchWorld, type SearchOutcome } from './engine';
import { worldIndex } from './world-index';
import { sentences } from '../text/sentences';
import { stem, wordSpans } from '../text/tokenize';
import type { LlmParams } from '../validation/llm-params';
import { CHARS_PER_TOKEN, LLM_THRESHOLDS } from '../assumptions';

export interface GroundedPage {
  doc: WebDoc;
  snippets: string[];
}

function tokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** The share of the searched words a page holds: what `context_threshold_mode` compares (A51). */
function coverage(doc: WebDoc, searched: ReadonlySet<string>): number {
  if (searched.size === 0) return 1;
  const own = worldIndex().docStems[doc.id];
  return [...searched].filter((word) => own?.has(word)).length / searched.size;
}

/** A page's chunks, the ones with most searched words first (the body's sentences, then its extra snippets). */
function chunks(doc: WebDoc, searched: ReadonlySet<string>): string[] {
  const hits = (text: string) => wordSpans(text).filter((span) => searched.has(stem(span.word))).length;
  const ranked = sentences(doc.body)
    .map((text, order) => ({ text, order, hits: hits(text) }))
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((entry) => entry.text);
  return [...ranked, ...doc.extraSnippets.filter((extra) => !ranked.includes(extra))];
}

/**
 * `/llm/context`'s web part (A51): the best `count` web matches that pass the threshold, at most
 * `maximum_number_of_urls` of them, each with its chunks within the per-URL and overall snippet and token budgets
 * (tokens ≈ characters / 4, as A31). A page left without a chunk is left out.
 */
export function groundWeb(params: LlmParams, nowMs: number): { outcome: SearchOutcome; pages: GroundedPage[] } {
  const outcome = searchWorld({ ...params, operators: true, safesearch: 'moderate' }, nowMs);
  const minimum = LLM_THRESHOLDS[params.threshold];
  const docs = outcome.ranked
    .slice(0, params.count)
    .filter((doc) => coverage(doc, outcome.searchedStems) >= minimum)
    .slice(0, params.maxUrls);
  let snippetsLeft = params.maxSnippets;
  let tokensLeft = params.maxTokens;
  const pages: GroundedPage[] = [];
  for (const doc of docs) {
    let pageTokens = params.maxTokensPerUrl;
    const snippets: string[] = [];
    for (const chunk of chunks(doc, outcome.searchedStems)) {
      const cost = tokens(chunk);
      if (snippets.length >= params.maxSnippetsPerUrl || snippetsLeft === 0) break;
      if (cost > pageTokens || cost > tokensLeft) continue;
      snippets.push(chunk);
      snippetsLeft -= 1;
      pageTokens -= cost;
      tokensLeft -= cost;
    }
    if (snippets.length > 0) pages.push({ doc, snippets });
  }
  return { outcome, pages };
}
