import type { WebDoc } from '../world/types';
import { decorate, escapeHtml } from '../text/html';
import { bestSnippet } from '../text/sentences';
import { humanAge, isoWithoutZone } from '../text/age';
import { pageTimeMs } from '../search/engine';
import { imageUrl } from './images';
import { metaUrl, profile } from './meta-url';
import { ESCAPE_TITLES, EXTRA_SNIPPETS_MAX } from '../assumptions';

export interface WebRenderContext {
  origin: string;
  nowMs: number;
  searched: ReadonlySet<string>;
  textDecorations: boolean;
  extraSnippets: boolean;
  includeFetchMetadata: boolean;
}

function thumbnail(doc: WebDoc, origin: string) {
  return { src: imageUrl(origin, `thumb-${doc.id}`), original: `https://${doc.host}/images/${doc.id}.jpg`, logo: false };
}

/** A SearchResult (§2.2). Title plain, description HTML (escaped + <strong>), extra_snippets plain (A17). */
export function webResult(doc: WebDoc, context: WebRenderContext) {
  const pageMs = pageTimeMs(doc, context.nowMs);
  const result: Record<string, unknown> = {
    title: ESCAPE_TITLES ? escapeHtml(doc.title) : doc.title,
    url: doc.url,
    is_source_local: false,
    is_source_both: false,
    description: decorate(bestSnippet(doc.body, context.searched), context.searched, context.textDecorations),
    page_age: isoWithoutZone(pageMs),
    profile: profile(doc.siteName, doc.url, context.origin),
    language: doc.language,
    family_friendly: doc.familyFriendly,
    type: 'search_result',
    subtype: doc.subtype,
    is_live: false,
    meta_url: metaUrl(doc.url, context.origin),
    age: humanAge(pageMs, context.nowMs),
  };
  if (doc.hasThumbnail) result.thumbnail = thumbnail(doc, context.origin);
  if (doc.contentType) result.content_type = doc.contentType;
  if (context.extraSnippets && doc.extraSnippets.length > 0) result.extra_snippets = doc.extraSnippets.slice(0, EXTRA_SNIPPETS_MAX);
  if (context.includeFetchMetadata) result.fetched_content_timestamp = Math.floor((pageMs + 3_600_000) / 1000);
  return result;
}

/** A NewsResult (§2.3) for pages of news sites. */
export function newsResult(doc: WebDoc, context: WebRenderContext) {
  const pageMs = pageTimeMs(doc, context.nowMs);
  return {
    type: 'news_result',
    title: doc.title,
    url: doc.url,
    description: decorate(bestSnippet(doc.body, context.searched), context.searched, context.textDecorations),
    age: humanAge(pageMs, context.nowMs),
    page_age: isoWithoutZone(pageMs),
    meta_url: metaUrl(doc.url, context.origin),
    source: doc.siteName,
    breaking: false,
    is_live: false,
    family_friendly: doc.familyFriendly,
    ...(doc.hasThumbnail ? { thumbnail: thumbnail(doc, context.origin) } : {}),
  };
}
