/**
 * The API's limits on a query (docs/api-reference.md §1.1: at most 400 characters and 50 words), defined once for the
 * background's checks, the popup's search box and the in-page panel. Plain constants and string code only, so any
 * UI bundle may import it without pulling in zod.
 */
import { oneLine } from '@/utils/ui-safe/richtext/text';

export const MAX_QUERY_CHARS = 400;
export const MAX_QUERY_WORDS = 50;
/** The last result page the API serves (its `offset`, 0–9; 10 and over are refused: docs/api-reference.md §1.1). */
export const MAX_PAGE = 9;

/** Whether a query has more words than the API accepts (words are runs of non-space characters). */
export const tooManyWords = (query: string): boolean => query.trim().split(/\s+/).length > MAX_QUERY_WORDS;

/**
 * Text a page hands over (a selection, a heading), cut at a word boundary to what the API accepts. Controls and bidi
 * overrides carry no meaning for a search and can disguise what is sent, so they become spaces.
 */
export function clampPageText(text: string): string {
  const words = collapseWhitespace(oneLine(text)).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  let query = '';
  for (const word of words) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > MAX_QUERY_CHARS) break;
    query = next;
  }
  return query || collapseWhitespace(oneLine(text)).slice(0, MAX_QUERY_CHARS);
}

/** Whether clamping dropped anything more than whitespace and control characters (the panel says so). */
export function wasShortened(text: string): boolean {
  return clampPageText(text) !== collapseWhitespace(oneLine(text));
}

const collapseWhitespace = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(' ');
