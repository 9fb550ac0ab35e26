/**
 * Word splitting and a deliberately light stemmer. Latin words split on non-letters; Japanese runs split where
 * the script changes (kanji / hiragana / katakana), which is crude but lets 東京 match inside 東京のラーメン.
 */
const WORD_PATTERN = /\p{Script=Han}+|\p{Script=Hiragana}+|\p{Script=Katakana}+|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

export const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'best',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
  'vs',
  'の',
  'に',
  'は',
  'で',
  'を',
  'と',
]);

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

export function foldCase(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s$/, '');
}

/** Plural and possessive folding only: enough for museums→museum, cafés→cafe, bakeries→bakery. */
export function stem(word: string): string {
  const folded = foldCase(word);
  if (folded.length > 4 && folded.endsWith('ies')) return `${folded.slice(0, -3)}y`;
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss') && !folded.endsWith('us'))
    return folded.slice(0, -1);
  return folded;
}

export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Stems of the words of a text, stopwords included (BM25 indexing keeps document length honest). */
export function stems(text: string): string[] {
  return wordSpans(text).map((span) => stem(span.word));
}

/** Stems worth searching for: stopwords dropped, unless the query is nothing but stopwords. */
export function queryStems(text: string): string[] {
  const all = stems(text);
  const useful = all.filter((word) => !STOPWORDS.has(word));
  return [...new Set(useful.length > 0 ? useful : all)];
}
