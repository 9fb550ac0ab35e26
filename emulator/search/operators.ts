/**
 * The search operators the emulator understands when `operators` is on (docs/api-reference.md §1.1): `site:`,
 * `filetype:`, `lang:`, `-word`, `+word` and `"quoted phrase"`. Anything else stays plain text.
 */
export interface ParsedOperators {
  /** The query with operators removed: what is ranked. */
  text: string;
  sites: string[];
  excluded: string[];
  phrases: string[];
  fileType?: string;
  language?: string;
  applied: boolean;
}

export function parseOperators(query: string): ParsedOperators {
  const result: ParsedOperators = { text: '', sites: [], excluded: [], phrases: [], applied: false };
  const kept: string[] = [];
  const tokens = query.match(/"[^"]*"|\S+/g) ?? [];
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (token.startsWith('"') && token.endsWith('"') && token.length > 2) {
      const phrase = token.slice(1, -1).trim();
      result.phrases.push(phrase);
      kept.push(phrase);
    } else if (lower.startsWith('site:') && token.length > 5) {
      result.sites.push(lower.slice(5));
    } else if (lower.startsWith('filetype:') && token.length > 9) {
      result.fileType = lower.slice(9);
    } else if (lower.startsWith('lang:') && token.length > 5) {
      result.language = lower.slice(5);
    } else if (token.startsWith('-') && token.length > 1) {
      result.excluded.push(token.slice(1));
    } else if (token.startsWith('+') && token.length > 1) {
      kept.push(token.slice(1));
    } else {
      kept.push(token);
      continue;
    }
    result.applied = true;
  }
  result.text = kept.join(' ');
  return result;
}
