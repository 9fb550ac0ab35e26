/**
 * A small, tolerant HTML tokenizer for API snippet markup. No DOM: it runs in the service worker.
 *
 * It only has to find where tags are, so that their text can be kept and the tags themselves dropped or
 * allow-listed. It follows the HTML tokenizer where that matters for safety and fidelity: quoted attribute
 * values may contain `>`, comments and `<!…>`/`<?…>` are dropped, the content of script-like elements is
 * dropped up to their end tag, and a `<` with no `>` anywhere after it is ordinary text. A tag cut off by
 * the end of input (an unclosed quote) drops the rest, as in HTML; that also keeps the scan linear.
 * Text is returned raw (entities still encoded); the caller decodes it once.
 */

export type HtmlToken =
  { kind: 'text'; text: string } | { kind: 'start'; name: string } | { kind: 'end'; name: string };

/** Elements whose content is never shown as text. */
const CONTENT_DROPPED = new Set(['script', 'style', 'template', 'iframe', 'noembed', 'noframes', 'noscript']);

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z]/.test(ch);
const isSpace = (ch: string | undefined): boolean => ch !== undefined && /[\t\n\f\r ]/.test(ch);

/** The tag name at `from` and the index just past the `>` ending the tag (the input length if it never ends). */
function endOfTag(s: string, from: number): { name: string; end: number } {
  let i = from;
  while (i < s.length && !isSpace(s[i]) && s[i] !== '/' && s[i] !== '>') i++;
  const name = s.slice(from, i).toLowerCase();
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '>') return { name, end: i + 1 };
    if (ch === '=') {
      i++;
      while (isSpace(s[i])) i++;
      const quote = s[i];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, i + 1);
        if (close < 0) return { name, end: s.length };
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  return { name, end: s.length };
}

/** Index just past `closer` searched from `from`, or the input length when it never comes. */
function skipPast(s: string, from: number, closer: string): number {
  const at = s.indexOf(closer, from);
  return at < 0 ? s.length : at + closer.length;
}

/** Start index of the end tag `</name` (followed by space, `/` or `>`), or -1. */
function findEndTag(s: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(s);
  return match ? match.index : -1;
}

export function* tokenizeHtml(s: string): Generator<HtmlToken> {
  let textStart = 0;
  let i = 0;
  const lastGt = s.lastIndexOf('>');
  const flushText = function* (upTo: number): Generator<HtmlToken> {
    if (upTo > textStart) yield { kind: 'text', text: s.slice(textStart, upTo) };
  };
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0 || lt > lastGt) break; // nothing after this can be markup
    const next = s[lt + 1];
    let resume = -1;
    let token: HtmlToken | undefined;
    if (isLetter(next)) {
      const tag = endOfTag(s, lt + 1);
      token = { kind: 'start', name: tag.name };
      resume = tag.end;
      if (CONTENT_DROPPED.has(tag.name)) {
        const close = findEndTag(s, resume, tag.name);
        resume = close < 0 ? s.length : close;
      }
    } else if (next === '/') {
      if (isLetter(s[lt + 2])) {
        const tag = endOfTag(s, lt + 2);
        token = { kind: 'end', name: tag.name };
        resume = tag.end;
      } else {
        resume = skipPast(s, lt + 2, '>'); // `</>` or a bogus comment
      }
    } else if (next === '!') {
      if (s.startsWith('<!--', lt)) {
        const body = lt + 4;
        // `<!-->` and `<!--->` are complete (empty) comments in HTML.
        resume = s.startsWith('>', body) ? body + 1 : s.startsWith('->', body) ? body + 2 : skipPast(s, body, '-->');
      } else {
        resume = skipPast(s, lt + 2, '>');
      }
    } else if (next === '?') {
      resume = skipPast(s, lt + 2, '>');
    }
    if (resume < 0) {
      i = lt + 1; // not a tag: the `<` stays in the text
      continue;
    }
    yield* flushText(lt);
    if (token) yield token;
    textStart = resume;
    i = resume;
  }
  yield* flushText(s.length);
}
