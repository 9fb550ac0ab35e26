import { TOPICS } from '../world/documents';
import { ENTITIES, type Entity } from '../world/entities';
import { PLACES } from '../world/places';
import { CITIES } from '../world/cities';
import { foldCase } from '../text/tokenize';
import { HOSTILE_SUGGESTIONS } from '../world/hostile';

/** A query the world can complete to; entities carry what a rich suggestion shows. */
export interface Suggestion {
  query: string;
  entity?: Entity;
}

function normalise(text: string): string {
  return foldCase(text.normalize('NFKC'))
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Everything the world would complete to (A48): entities, topics, their follow-up questions, places, and
 * "<kind> in <city>" for every kind of place a city has. Built once. */
function buildCandidates(): Suggestion[] {
  const byQuery = new Map<string, Suggestion>();
  const add = (text: string, entity?: Entity) => {
    const query = normalise(text);
    if (query && !byQuery.has(query)) byQuery.set(query, entity ? { query, entity } : { query });
  };
  for (const entity of ENTITIES) add(entity.title, entity);
  for (const topic of TOPICS) {
    add(topic.topic);
    for (const followup of topic.followups) add(followup);
  }
  for (const place of PLACES) add(place.name);
  for (const city of CITIES) {
    for (const kind of new Set(PLACES.filter((place) => place.city.key === city.key).flatMap((p) => p.kinds)))
      add(`${kind} in ${city.name}`);
  }
  return [...byQuery.values()];
}

let candidates: Suggestion[] | undefined;

/**
 * Completions of a partial query, best first: the candidates that start with it (a trailing space counts, so
 * "how to " completes whole words), then those holding every typed word with the last one as a word's start;
 * shorter first, then alphabetical. Text starting with `hostile` gets the hostile sample, unescaped.
 */
export function suggestionsFor(partial: string, count: number): Suggestion[] {
  candidates ??= buildCandidates();
  const typed = foldCase(partial.normalize('NFKC')).replace(/\s+/g, ' ').trimStart();
  if (typed.startsWith('hostile')) return HOSTILE_SUGGESTIONS.slice(0, count).map((query) => ({ query }));
  const words = normalise(partial).split(' ').filter(Boolean);
  const last = words.at(-1) ?? '';
  const scored = candidates.flatMap((candidate) => {
    if (typed && candidate.query.startsWith(typed) && candidate.query !== typed.trim()) return [{ candidate, rank: 0 }];
    const own = candidate.query.split(' ');
    const holdsAll = words.slice(0, -1).every((word) => own.includes(word)) && own.some((w) => w.startsWith(last));
    return last && holdsAll && candidate.query !== normalise(partial) ? [{ candidate, rank: 1 }] : [];
  });
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.candidate.query.length - b.candidate.query.length ||
      a.candidate.query.localeCompare(b.candidate.query),
  );
  return scored.slice(0, count).map((entry) => entry.candidate);
}
