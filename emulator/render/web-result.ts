import type { WebDoc } from '../world/types';
import { escapeHtml } from '../text/html';
import { bestSnippet } from '../text/sentences';
import { pageTimeMs } from '../search/engine';
import { thumbnail } from './images';
import { resultBase } from './result-base';
import { deepResults } from './deep-results';
import { ESCAPE_TITLES, EXTRA_SNIPPETS_MAX } from '../assumptions';

export interface WebRenderContext {
  origin: string;
  nowMs: number;
  searched: ReadonlySet<string>;
  textDecorations: boolean;
  extraSnippets: boolean;
  includeFetchMetadata: boolean;
  /** The page whose result gets a navigational query's sitelinks (A41). */
  navigationalDocId?: number;
}

/** A SearchResult (§2.2). Title plain, description HTML (escaped + <strong>), extra_snippets plain (A17). */
export function webResult(doc: WebDoc, context: WebRenderContext) {
  const result: Record<string, unknown> = {
    ...resultBase(
      {
        title: ESCAPE_TITLES ? escapeHtml(doc.title) : doc.title,
        url: doc.url,
        description: bestSnippet(doc.body, context.searched),
        siteName: doc.siteName,
        familyFriendly: doc.familyFriendly,
        ageHours: doc.ageHours,
        language: doc.language,
      },
      context,
    ),
    type: 'search_result',
    subtype: doc.subtype,
    is_live: false,
  };
  const deep = deepResults(doc, context.navigationalDocId);
  if (deep) result.deep_results = deep;
  if (doc.hasThumbnail)
    result.thumbnail = {
      ...thumbnail(context.origin, `thumb-${doc.id}`, `https://${doc.host}/images/${doc.id}.jpg`),
      logo: false,
    };
  if (doc.contentType) result.content_type = doc.contentType;
  if (context.extraSnippets && doc.extraSnippets.length > 0)
    result.extra_snippets = doc.extraSnippets.slice(0, EXTRA_SNIPPETS_MAX);
  if (context.includeFetchMetadata)
    result.fetched_content_timestamp = Math.floor((pageTimeMs(doc, context.nowMs) + 3_600_000) / 1000);
  return result;
}
