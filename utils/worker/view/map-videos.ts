/** Video results (docs/api-reference.md §2.3 VideoResult) → VideoView: links to the video's page, never an embed. */
import type { VideoView } from '../../contract/view-schemas';
import { parseSnippet, snippetLine } from '../richtext/snippet';
import { safeHttpUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';
import { optional } from './guards';
import type { WebSearchResponse } from '../api/schemas/web';
import { AGE_CHARS, EXCERPT_CHARS, itemId, NAME_CHARS, sectionItems, thumbnailOf, titleOf } from './map-parts';

/** @internal Exported for the tests alone (tests/unit/view/map-videos.test.ts). */
export const MAX_VIDEOS = 10;
/** Shown over the thumbnail: "1:02:03" fits, a sentence does not. */
const DURATION_CHARS = 12;

/** `cap`: a web search's section shows 10; the Videos tab (map-vertical.ts) shows all of its page. */
/** A count as digits (the UI formats it), a worded one ("1.2K") as it is; a negative or odd number is dropped. */
function viewsOf(views: number | string | undefined): string | undefined {
  if (typeof views === 'number') return Number.isSafeInteger(views) && views >= 0 ? String(views) : undefined;
  return cleanLine(views, DURATION_CHARS);
}

export function mapVideos(section: WebSearchResponse['videos'], cap = MAX_VIDEOS): VideoView[] {
  return sectionItems(section, cap).map((item, index) => {
    const url = safeHttpUrl(item.url);
    // Real answers often send `video: {}`; the result's own thumbnail and profile fill in.
    const video = item.video ?? {};
    return {
      id: itemId(index, item.url),
      title: titleOf([item.title], url, index),
      ...optional('url', url),
      ...optional('thumbnail', thumbnailOf(item.thumbnail) ?? thumbnailOf(video.thumbnail)),
      ...optional('duration', cleanLine(video.duration, DURATION_CHARS)),
      ...optional('creator', snippetLine(video.creator, NAME_CHARS)),
      ...optional('publisher', snippetLine(video.publisher, NAME_CHARS) ?? snippetLine(item.profile?.name, NAME_CHARS)),
      ...optional('views', viewsOf(video.views)),
      ...optional('age', cleanLine(item.age, AGE_CHARS)),
      description: parseSnippet(item.description, { maxChars: EXCERPT_CHARS }),
    };
  });
}
