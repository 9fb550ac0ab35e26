import type { WebDoc } from '../world/types';
import type { AnswerRequest } from '../validation/answer-body';
import type { AnswerEntity, AnswerPart, ComposedAnswer } from './types';
import { CitationBook } from './citations';
import { findSources, hits, rankedSentences, type AnswerSources } from './sources';
import { pageEntity, placeEntity } from './entities';

/** What the answer says when the world knows nothing about the question: honest, short, no citations. */
const NO_ANSWER_TEXT =
  'I could not find reliable sources about this, so I would rather not guess. ' +
  'Try rephrasing the question, or add a detail such as a place, a name or a date.';

/** "best …", "top …", "which …", "list …": questions that want a list of things. */
const LIST_LIKE = /^\s*(list|name|which|what are)\b|\b(best|top|examples of|ideas for|tips)\b/i;

interface ListBlock {
  intro: string;
  items: AnswerEntity[];
}

function listFor(
  request: AnswerRequest,
  sources: AnswerSources,
  book: CitationBook,
  origin: string,
): ListBlock | undefined {
  if (sources.local) {
    const { city, places } = sources.local;
    const intro =
      sources.docs.length > 0
        ? `Places in ${city.name} that match, best rated first:`
        : `I found no articles about this, but these places in ${city.name} match, best rated first:`;
    return { intro, items: places.map((place) => placeEntity(place, book, origin)) };
  }
  if (LIST_LIKE.test(request.question) && sources.docs.length >= 2) {
    return {
      intro: 'These pages cover it in more detail:',
      items: sources.docs.map((doc) => pageEntity(doc, book, origin)),
    };
  }
  return undefined;
}

/**
 * Builds the answer extractively, like the summarizer: two cited sentences from the two best pages, a list when the
 * question asks for one (places of the world for local questions), then a closing cited sentence from the best
 * page again, so its citation number repeats. Deterministic for a given question and clock.
 */
export function composeAnswer(request: AnswerRequest, nowMs: number, origin: string): ComposedAnswer {
  const sources = findSources(request, nowMs);
  const book = new CitationBook(origin);
  const parts: AnswerPart[] = [];
  const used = new Set<string>();
  let spoken = 0;
  const say = (doc: WebDoc | undefined, lead: string, onTopic = false): boolean => {
    const sentence = doc
      ? rankedSentences(doc, sources.searched).find(
          (candidate) => !used.has(candidate) && (!onTopic || hits(candidate, sources.searched) > 0),
        )
      : undefined;
    if (!doc || !sentence) return false;
    used.add(sentence);
    parts.push(
      { kind: 'text', text: (spoken > 0 ? lead : '') + sentence },
      { kind: 'cite', citation: book.cite(doc.url, sentence) },
    );
    spoken += 1;
    return true;
  };

  const [first, second] = sources.docs;
  say(first, '');
  say(second, ' ');
  const list = listFor(request, sources, book, origin);
  if (list)
    parts.push({ kind: 'text', text: (spoken > 0 ? '\n\n' : '') + list.intro }, { kind: 'list', items: list.items });
  // The closing sentence must hold a word of the question: the best page's second-best sentence can be off topic.
  const closing = list ? '\n\n' : ' ';
  if (!say(first, closing, true)) say(second, closing, true);
  if (parts.length === 0) parts.push({ kind: 'text', text: NO_ANSWER_TEXT });

  const contextText = [
    ...sources.docs.map((doc) => doc.body),
    ...(sources.local?.places ?? []).map((place) => place.blurb),
  ].join('\n');
  return { parts, searches: 1, contextText };
}
