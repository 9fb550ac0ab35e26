/**
 * The knowledge panel (docs/api-reference.md §2.3 GraphInfobox) → InfoboxView. The service sends a list; Scout shows the
 * first entry that has a title. Subtype-specific fields (code, location, movie…) are not shown.
 */
import type { InfoboxView } from './schemas';
import { parseSnippet, snippetLine } from '../richtext/snippet';
import { hostnameOf, safeHttpUrl, safeImageUrl } from '../richtext/links';
import { cleanLine } from '../richtext/text';
import { arrayOf, isRecord, optional, recordsOf } from './guards';
import { NAME_CHARS, recordOf, sectionItems } from './map-parts';
import { ratingOf } from './place-parts';

/** The schema keeps 5 entries; only the first few are worth looking through for a title. */
const SCANNED = 5;
const MAX_FACTS = 12;
const MAX_LINKS = 8;
const MAX_RATINGS = 3;
const FACT_LABEL_CHARS = 80;
const FACT_VALUE_CHARS = 300;
const DESCRIPTION_CHARS = 1_200;

/** `attributes`: `[label, value]` string pairs; other shapes are skipped. */
function factsOf(attributes: unknown): InfoboxView['facts'] {
  const facts: InfoboxView['facts'] = [];
  for (const pair of arrayOf(attributes, MAX_FACTS * 3)) {
    if (facts.length >= MAX_FACTS) break;
    if (!Array.isArray(pair)) continue;
    const label = snippetLine(pair[0], FACT_LABEL_CHARS);
    const value = snippetLine(pair[1], FACT_VALUE_CHARS);
    if (label !== undefined && value !== undefined) facts.push({ label, value });
  }
  return facts;
}

/** The official site first, then profiles elsewhere; http(s) only, each URL once. */
function linksOf(item: Record<string, unknown>): InfoboxView['links'] {
  const links: InfoboxView['links'] = [];
  const seen = new Set<string>();
  const website = safeHttpUrl(item.website_url);
  if (website !== undefined) {
    links.push({ title: new URL(website).hostname, url: website, official: true });
    seen.add(website);
  }
  for (const profile of recordsOf(item.profiles, MAX_LINKS * 3)) {
    if (links.length >= MAX_LINKS) break;
    const url = safeHttpUrl(profile.url);
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    const title =
      snippetLine(profile.name, NAME_CHARS) ?? snippetLine(profile.long_name, NAME_CHARS) ?? new URL(url).hostname;
    links.push({ title, url, ...optional('favicon', safeImageUrl(profile.img)) });
  }
  return links;
}

function ratingsOf(ratings: unknown): InfoboxView['ratings'] {
  const out: InfoboxView['ratings'] = [];
  for (const raw of recordsOf(ratings, MAX_RATINGS * 3)) {
    if (out.length >= MAX_RATINGS) break;
    const rating = ratingOf(raw);
    if (rating !== undefined)
      out.push({ ...rating, ...optional('source', snippetLine(recordOf(raw.profile).name, NAME_CHARS)) });
  }
  return out;
}

function imageOf(item: Record<string, unknown>): InfoboxView['image'] {
  const candidates = [item.thumbnail, ...arrayOf(item.images, 5)];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    const src = safeImageUrl(candidate.src);
    if (src !== undefined) return { src, alt: cleanLine(candidate.alt, 200) ?? '' };
  }
  return undefined;
}

function mapEntry(item: Record<string, unknown>): InfoboxView | undefined {
  const url = safeHttpUrl(item.url);
  const title = snippetLine(item.title, 200) ?? hostnameOf(url);
  if (title === undefined) return undefined;
  // `description` is a short line ("American businessman") when `long_desc` carries the text.
  const longText = typeof item.long_desc === 'string' && item.long_desc.trim() !== '';
  const label =
    snippetLine(item.label, NAME_CHARS) ??
    snippetLine(item.category, NAME_CHARS) ??
    (longText ? snippetLine(item.description, NAME_CHARS) : undefined);
  return {
    title,
    ...optional('url', url),
    ...optional('label', label),
    description: parseSnippet(longText ? item.long_desc : item.description, { maxChars: DESCRIPTION_CHARS }),
    ...optional('image', imageOf(item)),
    facts: factsOf(item.attributes),
    links: linksOf(item),
    ratings: ratingsOf(item.ratings),
  };
}

export function mapInfobox(section: unknown): InfoboxView | undefined {
  for (const item of sectionItems(section, SCANNED)) {
    const view = mapEntry(item);
    if (view !== undefined) return view;
  }
  return undefined;
}
