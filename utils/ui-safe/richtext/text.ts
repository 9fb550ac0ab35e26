/**
 * Text hygiene shared by every parser: invisible controls out, length bounded. The one definition of the characters
 * Scout drops from text it shows, sends or logs (the query clamp in utils/ui-safe/query/limits.ts and API error details in
 * utils/worker/api/errors.ts use it too).
 *
 * Removed: C0/C1 controls (except tab and newline), bidi embeddings/overrides/isolates (U+202A–202E,
 * U+2066–2069: an unbalanced U+202E can reverse the text around it), zero-width space, word joiner,
 * invisible operators, BOM and interlinear annotation marks. Kept on purpose: ZWJ/ZWNJ (needed by emoji
 * sequences and by Persian/Indic scripts) and LRM/RLM (marks without scope). Components still isolate API
 * text with `<bdi>`/`dir="auto"`, so this is a second layer, not the only one.
 */

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this regex.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/g;

export const ELLIPSIS = '\u2026';

/** Replaces every invisible or control character (as above; tab, CR and LF are the caller's) with `by`. */
const stripInvisible = (input: string, by = ''): string => input.replace(INVISIBLE, by);

/** One line of plain text: invisible characters and line breaks become spaces (a query, a log line). */
export const oneLine = (input: string): string => stripInvisible(input, ' ').replace(/[\t\n\r]/g, ' ');

/** Strips invisible/bidi controls, turns CR/CRLF into LF and replaces lone surrogates. */
export function cleanText(input: string): string {
  const wellFormed = typeof input.toWellFormed === 'function' ? input.toWellFormed() : input;
  return stripInvisible(wellFormed.replace(/\r\n?/g, '\n'));
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cutAt(input: string, max: number): string {
  if (input.length <= max) return input;
  let end = Math.max(0, max);
  const last = input.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return input.slice(0, end);
}

/** A cleaned, trimmed, length-bounded plain string from an untrusted value; undefined when empty or not a string. */
export function cleanLine(input: unknown, max: number): string | undefined {
  if (typeof input !== 'string') return undefined;
  const cleaned = cleanText(input).replace(/\s+/g, ' ').trim();
  if (cleaned === '') return undefined;
  return cleaned.length > max ? cutAt(cleaned, max - 1) + ELLIPSIS : cleaned;
}
