/**
 * The knowledge panel (docs/api-reference.md §2.3 GraphInfobox) → InfoboxView. The service sends a list; Scout shows the
 * first entry that has a title. Subtype-specific fields (code, location, movie…) are not shown.
 */
import type { InfoboxView } from '../../contract/view-schemas';
import { parseSnippet, snippetLine } from '../richtext/snippet';
import { hostnameOf, safeHttpUrl, safeImageUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';
import type { WebSearchResponse } from '../api/schemas/web';
import { optional } from './guards';
import { NAME_CHARS, sectionItems, type ItemOf } from './map-parts';
import { ratingOf } from './place-parts';

/** The schema keeps 5 entries; only the first few are worth looking through for a title. */
const SCANNED = 5;
const MAX_FACTS = 12;
const MAX_LINKS = 8;
const MAX_RATINGS = 3;
const FACT_LABEL_CHARS = 80;
const FACT_VALUE_CHARS = 300;
const DESCRIPTION_CHARS = 1_200;

type Entry = ItemOf<'infobox'>;

/** `attributes`: `[label, value]` string pairs (the schema skips other shapes); blank ones are skipped here. */
function factsOf(attributes: Entry['attributes']): InfoboxView['facts'] {
  const facts: InfoboxView['facts'] = [];
  for (const [rawLabel, rawValue] of attributes ?? []) {
    if (facts.length >= MAX_FACTS) break;
    const label = snippetLine(rawLabel, FACT_LABEL_CHARS);
    const value = snippetLine(rawValue, FACT_VALUE_CHARS);
    if (label !== undefined && value !== undefined) facts.push({ label, value });
  }
  return facts;
}

/** The official site first, then profiles elsewhere; http(s) only, each URL once. */
function linksOf(item: Entry): InfoboxView['links'] {
  const links: InfoboxView['links'] = [];
  const seen = new Set<string>();
  const website = safeHttpUrl(item.website_url);
  if (website !== undefined) {
    links.push({ title: new URL(website).hostname, url: website, official: true });
    seen.add(website);
  }
  for (const profile of item.profiles ?? []) {
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

function ratingsOf(ratings: Entry['ratings']): InfoboxView['ratings'] {
  const out: InfoboxView['ratings'] = [];
  for (const raw of ratings ?? []) {
    if (out.length >= MAX_RATINGS) break;
    const rating = ratingOf(raw);
    if (rating !== undefined)
      out.push({ ...rating, ...optional('source', snippetLine(raw.profile?.name, NAME_CHARS)) });
  }
  return out;
}

function imageOf(item: Entry): InfoboxView['image'] {
  for (const candidate of [item.thumbnail, ...(item.images ?? []).slice(0, 5)]) {
    const src = safeImageUrl(candidate?.src);
    if (src !== undefined) return { src, alt: cleanLine(candidate?.alt, 200) ?? '' };
  }
  return undefined;
}

function mapEntry(item: Entry): InfoboxView | undefined {
  const url = safeHttpUrl(item.url);
  const title = snippetLine(item.title, 200) ?? hostnameOf(url);
  if (title === undefined) return undefined;
  // `description` is a short line ("American businessman") when `long_desc` carries the text.
  const longText = item.long_desc !== undefined && item.long_desc.trim() !== '';
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

export function mapInfobox(section: WebSearchResponse['infobox']): InfoboxView | undefined {
  for (const item of sectionItems(section, SCANNED)) {
    const view = mapEntry(item);
    if (view !== undefined) return view;
  }
  return undefined;
}
