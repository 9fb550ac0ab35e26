/**
 * Web search results (docs/api-reference.md §2.2) → WebResultView, from the answer as utils/worker/api/schemas/web.ts parsed
 * it (which caps the lists: 20 results, 5 extra snippets, 10 sitelinks). Strings are cleaned and bounded here, URLs
 * allow-listed: the schema checks their types only.
 */
import type { WebResultView } from '../../contract/view-schemas';
import type { WebSearchResponse } from '../api/schemas/web';
import { parseSnippet } from '../richtext/snippet';
import { safeHttpUrl, safeImageUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';
import { optional } from './guards';
import { AGE_CHARS, itemId, thumbnailOf, TITLE_CHARS, type WebResultInput } from './map-parts';

interface WebMapOptions {
  /** The search ran with safe search off: results the API flags as not family-friendly get marked. */
  safesearchOff?: boolean;
}

const MAX_DEEP_LINKS = 4;
const DEEP_LINK_CHARS = 80;
const DESCRIPTION_CHARS = 800;
const SNIPPET_CHARS = 500;
const DISPLAY_URL_CHARS = 120;

function displayUrlOf(result: WebResultInput, url: string | undefined, hostname: string | undefined): string {
  const host = cleanLine(result.meta_url?.netloc, 100) ?? hostname;
  const path = cleanLine(result.meta_url?.path, DISPLAY_URL_CHARS);
  if (host !== undefined) return cleanLine(path ? `${host} ${path}` : host, DISPLAY_URL_CHARS) ?? host;
  return cleanLine(url ?? result.url, DISPLAY_URL_CHARS) ?? '';
}

/** Sitelinks: titled http(s) links only, each URL once. */
function deepLinksOf(deepResults: WebResultInput['deep_results']): WebResultView['deepLinks'] {
  const links: WebResultView['deepLinks'] = [];
  const seen = new Set<string>();
  for (const button of deepResults?.buttons ?? []) {
    if (links.length >= MAX_DEEP_LINKS) break;
    const url = safeHttpUrl(button.url);
    const title = cleanLine(button.title, DEEP_LINK_CHARS);
    if (url === undefined || title === undefined || seen.has(url)) continue;
    seen.add(url);
    links.push({ title, url });
  }
  return links;
}

function mapWebResult(result: WebResultInput, index: number, options: WebMapOptions = {}): WebResultView {
  const url = safeHttpUrl(result.url);
  const hostname = cleanLine(result.meta_url?.hostname, 253) ?? (url !== undefined ? new URL(url).hostname : undefined);
  const displayUrl = displayUrlOf(result, url, hostname);
  const parsedTitle = parseSnippet(result.title, { maxChars: TITLE_CHARS });
  const title = parsedTitle.length > 0 ? parsedTitle : [hostname || displayUrl || `#${index + 1}`];
  const favicon = safeImageUrl(result.meta_url?.favicon) ?? safeImageUrl(result.profile?.img);
  return {
    id: itemId(index, url ?? result.url),
    title,
    ...optional('url', url),
    displayUrl,
    ...optional('hostname', hostname),
    ...optional('faviconUrl', favicon),
    ...optional('age', cleanLine(result.age, AGE_CHARS)),
    description: parseSnippet(result.description, { maxChars: DESCRIPTION_CHARS }),
    extraSnippets: (result.extra_snippets ?? [])
      .map((s) => parseSnippet(s, { maxChars: SNIPPET_CHARS }))
      .filter((nodes) => nodes.length > 0),
    ...optional('language', cleanLine(result.language, 16)),
    ...optional('thumbnail', thumbnailOf(result.thumbnail)),
    deepLinks: deepLinksOf(result.deep_results),
    ...(options.safesearchOff === true && result.family_friendly === false && { adult: true as const }),
  };
}

/** The web results of a parsed search answer. */
export function mapWebResults(response: Pick<WebSearchResponse, 'web'>, options: WebMapOptions = {}): WebResultView[] {
  return (response.web?.results ?? []).map((result, index) => mapWebResult(result, index, options));
}
