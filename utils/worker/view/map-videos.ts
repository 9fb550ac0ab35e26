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

export function mapVideos(section: WebSearchResponse['videos']): VideoView[] {
  return sectionItems(section, MAX_VIDEOS).map((item, index) => {
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
      ...optional('age', cleanLine(item.age, AGE_CHARS)),
      description: parseSnippet(item.description, { maxChars: EXCERPT_CHARS }),
    };
  });
}
