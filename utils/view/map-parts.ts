/**
 * Readers shared by the mappers of result items (web results and the answer's other sections): one definition
 * of each bound, and of how a title, a thumbnail or a section's list is read from lenient API-shaped input.
 */
import type { RichNode } from './schemas';
import { parseSnippet } from '../richtext/snippet';
import { hostnameOf, safeImageUrl } from '../richtext/links';
import { isRecord, recordsOf, stringOf } from './guards';

export const TITLE_CHARS = 300;
/** "1 month ago", "June 30, 2025". */
export const AGE_CHARS = 60;
/** A publisher, creator, forum or site name. */
export const NAME_CHARS = 100;
/** A section item's description, question or answer excerpt. */
export const EXCERPT_CHARS = 400;

/** The object at `value`, or an empty one: lets mappers read optional nested fields without checks at each step. */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The object items of a section's `results` (`{results: [...]}`), at most `cap`. */
export function sectionItems(section: unknown, cap: number): Record<string, unknown>[] {
  return recordsOf(isRecord(section) ? section.results : undefined, cap);
}

/** Stable within one response: the position plus the URL as sent. */
export function itemId(index: number, url: unknown): string {
  return `${index}:${stringOf(url) ?? ''}`.slice(0, 300);
}

/** The first of `candidates` that yields text, else the URL's hostname, else `#n`: an item never lacks a title. */
export function titleOf(candidates: readonly unknown[], url: string | undefined, index: number): RichNode[] {
  for (const candidate of candidates) {
    const title = parseSnippet(candidate, { maxChars: TITLE_CHARS });
    if (title.length > 0) return title;
  }
  return [hostnameOf(url) ?? `#${index + 1}`];
}

/** A Thumbnail's `src` when it is https. */
export function thumbnailOf(thumbnail: unknown): string | undefined {
  return isRecord(thumbnail) ? safeImageUrl(thumbnail.src) : undefined;
}

/** Rich text, or undefined when there is none (for optional view fields). */
export function excerptOf(input: unknown, maxChars = EXCERPT_CHARS): RichNode[] | undefined {
  const nodes = parseSnippet(input, { maxChars });
  return nodes.length > 0 ? nodes : undefined;
}
