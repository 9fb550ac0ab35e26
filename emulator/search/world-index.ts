import { Bm25Index } from './bm25';
import { DOCUMENTS } from '../world/documents';
import { PLACES } from '../world/places';
import { CATEGORY_WORDS, CITIES } from '../world/cities';
import { foldCase, stem, wordSpans } from '../text/tokenize';

/** The corpus index and spellcheck vocabularies, built once on first use (a few ms). */
export interface WorldIndex {
  bm25: Bm25Index;
  /** Surface words (folded) → how often they occur. */
  words: ReadonlyMap<string, number>;
  /** Stems the corpus knows: a word whose stem is known is never "corrected". */
  stems: ReadonlySet<string>;
  /** Stems of each document's title and body, for exclusions. */
  docStems: ReadonlyArray<ReadonlySet<string>>;
}

let built: WorldIndex | undefined;

function countWords(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const span of wordSpans(text)) {
      const word = foldCase(span.word);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

function* allTexts(): Generator<string> {
  for (const doc of DOCUMENTS) yield `${doc.title} ${doc.body} ${doc.extraSnippets.join(' ')}`;
  for (const place of PLACES) yield `${place.name} ${place.categories.join(' ')} ${place.blurb} ${place.district}`;
  for (const words of Object.values(CATEGORY_WORDS)) yield words.join(' ');
  for (const city of CITIES) yield city.aliases.join(' ');
}

export function worldIndex(): WorldIndex {
  if (!built) {
    const words = countWords(allTexts());
    built = {
      bm25: new Bm25Index(DOCUMENTS),
      words,
      stems: new Set([...words.keys()].map(stem)),
      docStems: DOCUMENTS.map((doc) => new Set(wordSpans(`${doc.title} ${doc.body}`).map((span) => stem(span.word)))),
    };
  }
  return built;
}
