/** Forum threads (docs/api-reference.md §2.3 DiscussionResult and its `data`) → DiscussionView. */
import type { DiscussionView } from '../../contract/view-schemas';
import { safeHttpUrl } from '../../ui-safe/richtext/links';
import { snippetLine } from '../richtext/snippet';
import { cleanLine } from '../../ui-safe/richtext/text';
import { finiteNumber, optional } from './guards';
import type { WebSearchResponse } from '../api/schemas/web';
import { AGE_CHARS, excerptOf, itemId, NAME_CHARS, sectionItems, titleOf } from './map-parts';

/** @internal Exported for the tests alone (tests/unit/view/map-discussions.test.ts). */
export const MAX_DISCUSSIONS = 10;
const SCORE_CHARS = 12;

/** Votes as the API words them ("34", "1.2K"); a number is written out. */
function scoreOf(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? String(value) : cleanLine(value, SCORE_CHARS);
}

/** A count, sent as a number or as text: text that is a number counts too (the schema takes either). */
function answersOf(value: number | string | undefined): number | undefined {
  const count = finiteNumber(value);
  return count !== undefined && count >= 0 ? Math.round(count) : undefined;
}

export function mapDiscussions(section: WebSearchResponse['discussions']): DiscussionView[] {
  return sectionItems(section, MAX_DISCUSSIONS).map((item, index) => {
    const url = safeHttpUrl(item.url);
    const data = item.data ?? {};
    return {
      id: itemId(index, item.url),
      title: titleOf([item.title, data.title], url, index),
      ...optional('url', url),
      ...optional('forum', snippetLine(data.forum_name, NAME_CHARS)),
      ...optional('question', excerptOf(data.question)),
      ...optional('topComment', excerptOf(data.top_comment)),
      ...optional('score', scoreOf(data.score)),
      ...optional('answers', answersOf(data.num_answers)),
      ...optional('age', cleanLine(item.age, AGE_CHARS)),
    };
  });
}
