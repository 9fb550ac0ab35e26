import { stem, wordSpans } from './tokenize';

/** Python's html.escape(quote=True), which the real service's descriptions show (`&#x27;`, `&amp;`). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Escapes a text and, when `decorate`, wraps each word whose stem is searched for in <strong>…</strong>. */
export function decorate(text: string, searched: ReadonlySet<string>, decorateMatches: boolean): string {
  if (!decorateMatches || searched.size === 0) return escapeHtml(text);
  let html = '';
  let cursor = 0;
  for (const span of wordSpans(text)) {
    if (!searched.has(stem(span.word))) continue;
    html += `${escapeHtml(text.slice(cursor, span.start))}<strong>${escapeHtml(span.word)}</strong>`;
    cursor = span.end;
  }
  return html + escapeHtml(text.slice(cursor));
}

/** Highlight ranges ({start, end}, 0-based, end exclusive) of searched words in a plain text. */
export function matchRanges(text: string, searched: ReadonlySet<string>): Array<{ start: number; end: number }> {
  return wordSpans(text)
    .filter((span) => searched.has(stem(span.word)))
    .map((span) => ({ start: span.start, end: span.end }));
}
