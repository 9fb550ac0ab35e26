import { foldCase, STOPWORDS } from '../text/tokenize';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/**
 * Longer "words" are left alone: no dictionary word is this long, and edits1 of an n-letter word builds ~54·n strings
 * of n letters each — an Answers question of 100,000 x's (a long message is legal there) took the server for minutes.
 */
const MAX_CORRECTED_LETTERS = 40;

/** Every string one deletion, transposition, substitution or insertion away (Norvig's edits1). */
function edits1(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) out.add(head + letter + tail.slice(1));
      out.add(head + letter + tail);
    }
  }
  return out;
}

/**
 * Corrects words of four or more ASCII letters that the world has never seen (neither the word nor its stem),
 * to the most common known word one edit away. Returns undefined when nothing changes (so `query.altered` is only sent for a real change).
 */
export function spellcheck(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
  isKnown: (folded: string) => boolean,
): string | undefined {
  let changed = false;
  const corrected = query.replace(/[A-Za-z]{4,}/g, (word) => {
    if (word.length > MAX_CORRECTED_LETTERS) return word;
    const folded = foldCase(word);
    if (vocabulary.has(folded) || STOPWORDS.has(folded) || isKnown(folded)) return word;
    let best: string | undefined;
    let bestCount = 0;
    for (const candidate of edits1(folded)) {
      const count = vocabulary.get(candidate) ?? 0;
      if (count > bestCount || (count === bestCount && count > 0 && best !== undefined && candidate < best)) {
        best = candidate;
        bestCount = count;
      }
    }
    if (!best) return word;
    changed = true;
    return best;
  });
  return changed ? corrected : undefined;
}
