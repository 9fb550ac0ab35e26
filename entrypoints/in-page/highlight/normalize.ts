/**
 * Text normalisation for place matching. Page text and place names reach Scout in whatever case, accents and
 * spacing their authors chose ("CAFÉ  CENTRAL", "Cafe Central"), so both sides are folded to one form before
 * comparing. Page text also keeps a map back to its source offsets, because a match found in the folded text has to
 * be wrapped in the page's own Text nodes; the map is built only for the few nodes a match lands in (text-map.ts).
 */

/** Folded text plus, per folded char, the source code-unit range of the source char that produced it. */
export interface NormalizedText {
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
const ASCII = /^[\0-\x7f]*$/;
// On ASCII text `\s` is exactly the Unicode whitespace set restricted to ASCII, so both folds agree there.
const ASCII_SPACE_RUN = /\s+/g;

/** Folds one non-ASCII code point; '' when it contributes nothing (a lone combining mark). */
function foldChar(char: string): string {
  // Lower-casing first: some capitals ('İ') lower-case into a letter plus a combining mark, which must go too.
  return char.toLowerCase().normalize('NFD').replace(MARKS, '');
}

const isAsciiSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/** Case-, accent- and whitespace-insensitive form of `source`, with the map back to `source`'s offsets. */
export function normalizeText(source: string): NormalizedText {
  let text = '';
  const starts: number[] = [];
  let inSpace = false;
  for (let index = 0; index < source.length;) {
    const code = source.charCodeAt(index);
    // Page text is mostly ASCII: it is folded by its code, without `normalize` or a regular expression.
    const char = code < 0x80 ? '' : String.fromCodePoint(source.codePointAt(index)!);
    if (code < 0x80 ? isAsciiSpace(code) : WHITESPACE.test(char)) {
      // Only the first char of a run is kept, so "a \n b" and "a b" fold alike.
      if (!inSpace) {
        text += ' ';
        starts.push(index);
        inSpace = true;
      }
    } else {
      const folded =
        code >= 0x80
          ? foldChar(char)
          : code >= 0x41 && code <= 0x5a
            ? String.fromCharCode(code + 0x20)
            : source[index]!;
      if (folded !== '') inSpace = false;
      // A char may fold to several (a Hangul syllable into its jamo); each maps back to the same source char.
      for (let k = 0; k < folded.length; k++) starts.push(index);
      text += folded;
    }
    index += code < 0x80 ? 1 : char.length;
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

const NON_ASCII = /[^\0-\x7f]/gu;
const SPACE_RUN = /\s+/g;

/**
 * Each non-ASCII char's fold as foldText may use it, or null where that would differ from normalizeText's: a fold
 * with whitespace in it (normalizeText keeps it as it is, a run collapse would not), or one that lower-casing the
 * whole string would change again (normalizeText lower-cases one char at a time). A page repeats the same few chars
 * ('ā', '–', a no-break space), so each is folded once per page.
 */
const charFolds = new Map<string, string | null>();
function quickFold(char: string): string | null {
  let fold = charFolds.get(char);
  if (fold === undefined) {
    const folded = WHITESPACE.test(char) ? ' ' : foldChar(char);
    fold = folded === ' ' || (!/\s/u.test(folded) && folded.toLowerCase() === folded) ? folded : null;
    charFolds.set(char, fold);
  }
  return fold;
}

/**
 * `normalizeText(source).text` without the maps, by the engine's own string methods: ASCII text (most of a page) at
 * once; other text with each non-ASCII char folded as normalizeText folds it, then lower-cased and its whitespace
 * runs collapsed at once (normalize.test.ts checks that both folds agree on any text).
 */
export function foldText(source: string): string {
  if (ASCII.test(source)) return source.replace(ASCII_SPACE_RUN, ' ').toLowerCase();
  let exotic = false;
  const folded = source.replace(NON_ASCII, (char) => {
    const fold = quickFold(char);
    if (fold !== null) return fold;
    exotic = true;
    return char;
  });
  return exotic ? normalizeText(source).text : folded.toLowerCase().replace(SPACE_RUN, ' ');
}
/** The folded form of a place name, without leading or trailing space; '' for a blank name. */
export function normalizeName(name: string): string {
  return foldText(name).trim();
}
