/**
 * Web search results (docs/api-reference.md §2.2) → WebResultView.
 *
 * Input types are structural and lenient: the API layer's zod-inferred types fit them, and so does
 * anything missing or malformed (it just yields less). Lists are capped, strings bounded, URLs allow-listed.
 */
import type { WebResultView } from './schemas';
import { parseSnippet } from '../richtext/snippet';
import { safeHttpUrl, safeImageUrl } from '../richtext/links';
import { cleanLine } from '../richtext/text';
import { isRecord, optional, recordsOf } from './guards';
import { AGE_CHARS, itemId, recordOf, thumbnailOf, TITLE_CHARS } from './map-parts';
import { MAX_WEB_RESULTS } from '../api/schemas/web';

export interface WebResultInput {
  title?: unknown;
  url?: unknown;
  description?: unknown;
  age?: unknown;
  language?: unknown;
  extra_snippets?: unknown;
  meta_url?: { hostname?: unknown; netloc?: unknown; path?: unknown; favicon?: unknown } | null;
  profile?: { img?: unknown } | null;
  thumbnail?: unknown;
  deep_results?: { buttons?: unknown } | null;
  family_friendly?: unknown;
}

interface WebMapOptions {
  /** The search ran with safe search off: results the API flags as not family-friendly get marked. */
  safesearchOff?: boolean;
}

export interface WebSearchInput {
  web?: { results?: readonly unknown[] | null } | null;
}

const MAX_EXTRA_SNIPPETS = 5;
const MAX_DEEP_LINKS = 4;
const DEEP_LINK_CHARS = 80;
const DESCRIPTION_CHARS = 800;
const SNIPPET_CHARS = 500;
const DISPLAY_URL_CHARS = 120;

function displayUrlOf(result: WebResultInput, url: string | undefined, hostname: string | undefined): string {
  const meta = isRecord(result.meta_url) ? result.meta_url : {};
  const host = cleanLine(meta.netloc, 100) ?? hostname;
  const path = cleanLine(meta.path, DISPLAY_URL_CHARS);
  if (host !== undefined) return cleanLine(path ? `${host} ${path}` : host, DISPLAY_URL_CHARS) ?? host;
  return cleanLine(url ?? result.url, DISPLAY_URL_CHARS) ?? '';
}

/** Sitelinks: titled http(s) links only, each URL once. */
function deepLinksOf(deepResults: unknown): WebResultView['deepLinks'] {
  const links: WebResultView['deepLinks'] = [];
  const seen = new Set<string>();
  for (const button of recordsOf(recordOf(deepResults).buttons, MAX_DEEP_LINKS * 5)) {
    if (links.length >= MAX_DEEP_LINKS) break;
    const url = safeHttpUrl(button.url);
    const title = cleanLine(button.title, DEEP_LINK_CHARS);
    if (url === undefined || title === undefined || seen.has(url)) continue;
    seen.add(url);
    links.push({ title, url });
  }
  return links;
}

export function mapWebResult(result: WebResultInput, index: number, options: WebMapOptions = {}): WebResultView {
  const url = safeHttpUrl(result.url);
  const meta = isRecord(result.meta_url) ? result.meta_url : {};
  const hostname = cleanLine(meta.hostname, 253) ?? (url !== undefined ? new URL(url).hostname : undefined);
  const displayUrl = displayUrlOf(result, url, hostname);
  const parsedTitle = parseSnippet(result.title, { maxChars: TITLE_CHARS });
  const title = parsedTitle.length > 0 ? parsedTitle : [hostname || displayUrl || `#${index + 1}`];
  const favicon = safeImageUrl(meta.favicon) ?? safeImageUrl(isRecord(result.profile) ? result.profile.img : undefined);
  const extra = Array.isArray(result.extra_snippets) ? result.extra_snippets.slice(0, MAX_EXTRA_SNIPPETS) : [];
  return {
    id: itemId(index, url ?? result.url),
    title,
    ...optional('url', url),
    displayUrl,
    ...optional('hostname', hostname),
    ...optional('faviconUrl', favicon),
    ...optional('age', cleanLine(result.age, AGE_CHARS)),
    description: parseSnippet(result.description, { maxChars: DESCRIPTION_CHARS }),
    extraSnippets: extra.map((s) => parseSnippet(s, { maxChars: SNIPPET_CHARS })).filter((nodes) => nodes.length > 0),
    ...optional('language', cleanLine(result.language, 16)),
    ...optional('thumbnail', thumbnailOf(result.thumbnail)),
    deepLinks: deepLinksOf(result.deep_results),
    ...(options.safesearchOff === true && result.family_friendly === false && { adult: true as const }),
  };
}

/** The web results of a search response, capped; non-object entries are skipped. */
export function mapWebResults(
  response: WebSearchInput | null | undefined,
  options: WebMapOptions = {},
): WebResultView[] {
  const web = isRecord(response) && isRecord(response.web) ? response.web : undefined;
  return recordsOf(web?.results, MAX_WEB_RESULTS).map((result, index) =>
    mapWebResult(result as WebResultInput, index, options),
  );
}
