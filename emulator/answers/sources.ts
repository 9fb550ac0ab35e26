import type { WebDoc } from '../world/types';
import type { AnswerRequest } from '../validation/answer-body';
import { searchWorld } from '../search/engine';
import { worldIndex } from '../search/world-index';
import { matchLocalIntent, type LocalMatch } from '../local/local-intent';
import { cityByName } from '../world/cities';
import { stem, wordSpans } from '../text/tokenize';
import { sentences } from '../text/sentences';

/** How many pages an answer may draw on, and how many places it may list. */
const MAX_SOURCES = 4;
const MAX_PLACES = 5;
/** A page is relevant when it holds half of the question's words, or at least this many of them. */
const ENOUGH_MATCHED_WORDS = 3;

export interface AnswerSources {
  /** Relevant pages, best first. */
  docs: WebDoc[];
  /** Query stems (to rank sentences). */
  searched: ReadonlySet<string>;
  /** Places for a local question ("coffee in Lisbon"), best first. */
  local?: LocalMatch;
}

function isRelevant(doc: WebDoc, searched: ReadonlySet<string>): boolean {
  const stems = worldIndex().docStems[doc.id];
  const matched = [...searched].filter((word) => stems?.has(word)).length;
  return matched > 0 && matched >= Math.min(ENOUGH_MATCHED_WORDS, Math.ceil(searched.size / 2));
}

/** The single search an answer makes (A31): the question against the world, as a web search would rank it. */
export function findSources(request: AnswerRequest, nowMs: number): AnswerSources {
  const outcome = searchWorld(
    {
      q: request.question,
      operators: false,
      spellcheck: true,
      safesearch: request.safesearch,
      searchLang: request.language,
      goggles: [],
    },
    nowMs,
  );
  const docs = outcome.ranked.filter((doc) => isRelevant(doc, outcome.searchedStems)).slice(0, MAX_SOURCES);
  const match = matchLocalIntent(
    outcome.effectiveQuery,
    request.userCity === undefined ? undefined : cityByName(request.userCity),
  );
  const local = match ? { city: match.city, places: match.places.slice(0, MAX_PLACES) } : undefined;
  return { docs, searched: outcome.searchedStems, ...(local ? { local } : {}) };
}

/** How many of the question's words a sentence holds. */
export function hits(sentence: string, searched: ReadonlySet<string>): number {
  return wordSpans(sentence).filter((span) => searched.has(stem(span.word))).length;
}

/** A page's sentences, those with the most question words first (ties keep page order). */
export function rankedSentences(doc: WebDoc, searched: ReadonlySet<string>): string[] {
  return sentences(doc.body)
    .map((sentence, index) => ({ sentence, index, score: hits(sentence, searched) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.sentence);
}
