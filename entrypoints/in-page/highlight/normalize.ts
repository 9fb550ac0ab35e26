/**
 * Text normalisation for place matching. Page text and place names reach Scout in whatever case, accents and
 * spacing their authors chose ("CAFÉ  CENTRAL", "Cafe Central"), so both sides are folded to one form before
 * comparing. Page text also keeps a map back to its source offsets, because a match found in the folded text has to
 * be wrapped in the page's own Text nodes.
 */

/** Folded text plus, per folded char, the source code-unit range of the source char that produced it. */
interface NormalizedText {
  text: string;
  /** Start (code-unit index in the source) of the source char that produced each folded char. */
  starts: number[];
  /**
   * Where each folded char's source stops: the start of the next source char that produced anything, or the
   * source's end. Chars that fold to nothing (combining marks, the rest of a whitespace run) thus stay with the char
   * before them, so a wrapper never cuts an accent off its letter.
   */
  ends: number[];
}

const MARKS = /\p{M}/gu;
const WHITESPACE = /^\s$/u;

/** Folds one code point; '' when it contributes nothing (a lone combining mark). */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  // Page text is mostly ASCII; skipping `normalize` for it keeps a long article's fold cheap.
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  // Lower-casing first: some capitals ('İ') lower-case into a letter plus a combining mark, which must go too.
  return char.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** Case-, accent- and whitespace-insensitive form of `source`, with the map back to `source`'s offsets. */
export function normalizeText(source: string): NormalizedText {
  let text = '';
  const starts: number[] = [];
  let inSpace = false;
  let index = 0;
  for (const char of source) {
    if (WHITESPACE.test(char)) {
      // Only the first char of a run is kept, so "a \n b" and "a b" fold alike.
      if (!inSpace) {
        text += ' ';
        starts.push(index);
        inSpace = true;
      }
    } else {
      const folded = foldChar(char);
      if (folded !== '') inSpace = false;
      // A char may fold to several (a Hangul syllable into its jamo); each maps back to the same source char.
      for (let k = 0; k < folded.length; k++) starts.push(index);
      text += folded;
    }
    index += char.length;
  }
  const ends = new Array<number>(starts.length);
  let next = source.length;
  for (let k = starts.length - 1; k >= 0; k--) {
    const start = starts[k]!;
    ends[k] = next;
    // Folded chars of one source char share its end, which is the start of the next source char that produced some.
    if (k === 0 || starts[k - 1] !== start) next = start;
  }
  return { text, starts, ends };
}

/** The folded form of a place name, without leading or trailing space; '' for a blank name. */
export function normalizeName(name: string): string {
  return normalizeText(name).text.trim();
}
