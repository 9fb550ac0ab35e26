/**
 * Readers shared by the mappers of result items (web results and the answer's other sections): one definition
 * of each bound, and of how a title, a thumbnail or a section's list is read. The mappers take the API answer as
 * utils/worker/api/schemas/web.ts parsed it: shapes, types and list caps are the schema's guarantee, so no mapper checks them
 * again. What the schema leaves loose is still checked here and in the mappers, each saying so: a string's content
 * (markup, invisible characters, length), a URL's scheme, a number's range.
 */
import type { RichNode } from '../../contract/view-schemas';
import type { WebSearchResponse } from '../api/schemas/web';
import { parseSnippet } from '../richtext/snippet';
import { hostnameOf, safeImageUrl } from '../../ui-safe/richtext/links';

type Sections = 'news' | 'videos' | 'discussions' | 'faq' | 'infobox';
/** One item of a section of the parsed answer. */
export type ItemOf<K extends Sections> = NonNullable<WebSearchResponse[K]>['results'][number];
export type WebResultInput = NonNullable<WebSearchResponse['web']>['results'][number];
type Thumbnail = NonNullable<WebResultInput['thumbnail']>;

export const TITLE_CHARS = 300;
/** "1 month ago", "June 30, 2025". */
export const AGE_CHARS = 60;
/** A publisher, creator, forum or site name. */
export const NAME_CHARS = 100;
/** A section item's description, question or answer excerpt. */
export const EXCERPT_CHARS = 400;

/** The first `cap` items of a section (the schema keeps up to 20; a popup shows fewer). */
export const sectionItems = <T>(section: { results: readonly T[] } | undefined, cap: number): T[] =>
  section?.results.slice(0, cap) ?? [];

/** Stable within one response: the position plus the URL as sent. */
export function itemId(index: number, url: string | undefined): string {
  return `${index}:${url ?? ''}`.slice(0, 300);
}

/** The first of `candidates` that yields text, else the URL's hostname, else `#n`: an item never lacks a title. */
export function titleOf(
  candidates: readonly (string | undefined)[],
  url: string | undefined,
  index: number,
): RichNode[] {
  for (const candidate of candidates) {
    const title = parseSnippet(candidate, { maxChars: TITLE_CHARS });
    if (title.length > 0) return title;
  }
  return [hostnameOf(url) ?? `#${index + 1}`];
}

/** A Thumbnail's `src` when it is https (the schema checks it is a string, not what it points at). */
export function thumbnailOf(thumbnail: Thumbnail | undefined): string | undefined {
  return safeImageUrl(thumbnail?.src);
}

/** Rich text, or undefined when there is none (for optional view fields). */
export function excerptOf(input: string | undefined, maxChars = EXCERPT_CHARS): RichNode[] | undefined {
  const nodes = parseSnippet(input, { maxChars });
  return nodes.length > 0 ? nodes : undefined;
}
