/**
 * HTML character references → characters, exactly once.
 *
 * Callers decode a text run once and never parse the result again, so `&amp;lt;` becomes the text `&lt;`
 * and `&lt;script&gt;` becomes the text `<script>`, which is rendered as text. Named references need their
 * `;` (legacy semicolon-less forms stay literal, which is the safe reading of `AT&T`); numeric ones follow
 * the HTML rules: the `;` is optional, out-of-range/surrogate/NUL become U+FFFD, and 0x80–0x9F map through
 * windows-1252 as browsers do.
 */
import { onFirstUse } from '@/utils/contract/on-first-use';

/** Latin-1 names in code-point order from U+00A0, so the table needs no code points. */
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml ' +
  'Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde ' +
  'Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ' +
  'ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide ' +
  'oslash ugrave uacute ucirc uuml yacute thorn yuml';

const OTHER_NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201A',
  ldquo: '\u201C',
  rdquo: '\u201D',
  bdquo: '\u201E',
  hellip: '\u2026',
  bull: '\u2022',
  trade: '\u2122',
  euro: '\u20AC',
  lsaquo: '\u2039',
  rsaquo: '\u203A',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200C',
  zwj: '\u200D',
  lrm: '\u200E',
  rlm: '\u200F',
  dagger: '\u2020',
  Dagger: '\u2021',
  permil: '\u2030',
  prime: '\u2032',
  larr: '\u2190',
  rarr: '\u2192',
};

// Built on the first named reference, not at every start of the worker (docs/decisions/cold-start.md).
const named = onFirstUse(
  (): ReadonlyMap<string, string> =>
    new Map([
      ...LATIN1_NAMES.split(' ').map((name, i): [string, string] => [name, String.fromCharCode(0xa0 + i)]),
      ...Object.entries(OTHER_NAMED),
    ]),
);

/** windows-1252 for 0x80–0x9F; its five unassigned slots keep their C1 code point, which cleanText strips. */
const CP1252 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  if (code >= 0x80 && code <= 0x9f) return CP1252.charAt(code - 0x80);
  return String.fromCodePoint(code);
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

export function decodeEntities(input: string): string {
  if (!input.includes('&')) return input;
  return input.replace(REFERENCE, (match, hex?: string, dec?: string, name?: string) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    return (name !== undefined && named().get(name)) || match;
  });
}
