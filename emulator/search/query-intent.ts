import type { Site, WebDoc } from '../world/types';
import { TOPICS } from '../world/documents';
import { ENTITIES, type Entity } from '../world/entities';
import { SITES } from '../world/sites';
import { foldCase, queryStems, stem, stems, STOPWORDS } from '../text/tokenize';
import { HOWTO_WORDS, QUESTION_WORDS } from '../assumptions';

/** What a query asks for beyond web pages, which decides its sections (A35) and sitelinks (A41). */
export interface QueryIntent {
  /** The world topic the query is about, if any. */
  topic?: string;
  /** An entity the query names (the infobox). */
  entity?: Entity;
  /** A how-to word: videos, discussions and FAQ. */
  howto: boolean;
  /** Starts with a question word or ends in "?": discussions and FAQ. */
  question: boolean;
  /** A site the query names ("devref python"): a navigational query. */
  site?: Site;
}

const HOWTO_STEMS = new Set(HOWTO_WORDS.map(stem));
const TOPIC_STEMS = TOPICS.map((topic) => ({ topic: topic.topic, words: new Set(queryStems(topic.topic)) }));
// Longest aliases first, so "museum island berlin" names the museum, not the city.
const ENTITY_STEMS = ENTITIES.flatMap((entity) =>
  entity.aliases.map((alias) => ({ entity, words: stems(alias) })),
).sort((a, b) => b.words.length - a.words.length);

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  return words.some((_word, start) => run.every((part, offset) => words[start + offset] === part));
}

/** The topic whose name shares the most words with the query (the best ranked on a tie); else the best page's
 * topic when its title holds a query word. */
function topicOf(words: ReadonlySet<string>, ranked: readonly WebDoc[]): string | undefined {
  const rankOf = (topic: string) => {
    const index = ranked.findIndex((doc) => doc.topic === topic);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const named = TOPIC_STEMS.map((entry) => ({
    topic: entry.topic,
    shared: [...entry.words].filter((word) => words.has(word)).length,
  }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || rankOf(a.topic) - rankOf(b.topic));
  if (named[0]) return named[0].topic;
  const best = ranked[0];
  if (!best || best.topic === 'foreign') return undefined;
  return queryStems(best.title).some((word) => words.has(word) && !STOPWORDS.has(word)) ? best.topic : undefined;
}

function siteNamed(query: string): Site | undefined {
  const compact = ` ${foldCase(query).replace(/[^a-z0-9]+/g, ' ')} `;
  return Object.values(SITES).find((site) => {
    const label = site.host.split('.').at(-2) ?? '';
    const name = foldCase(site.name).replace(/[^a-z0-9]+/g, '');
    return compact.includes(` ${label} `) || (name.length >= 6 && compact.replace(/ /g, '').includes(name));
  });
}

export function readIntent(query: string, ranked: readonly WebDoc[]): QueryIntent {
  const all = stems(query);
  const words = new Set(queryStems(query));
  const entity = ENTITY_STEMS.find((entry) => containsRun(all, entry.words))?.entity;
  const topic = topicOf(words, ranked);
  const site = siteNamed(query);
  return {
    ...(topic ? { topic } : {}),
    ...(entity ? { entity } : {}),
    howto: all.some((word) => HOWTO_STEMS.has(word)),
    question: QUESTION_WORDS.includes(all[0] ?? '') || query.trim().endsWith('?'),
    ...(site ? { site } : {}),
  };
}
