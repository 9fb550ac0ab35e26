/** News results (docs/api-reference.md §2.3 NewsResult), as parsed → NewsView: bounded text, allow-listed URLs. */
import type { NewsView } from '../../contract/view-schemas';
import type { WebSearchResponse } from '../api/schemas/web';
import { parseSnippet, snippetLine } from '../richtext/snippet';
import { hostnameOf, safeHttpUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';
import { optional } from './guards';
import { AGE_CHARS, EXCERPT_CHARS, itemId, NAME_CHARS, sectionItems, thumbnailOf, titleOf } from './map-parts';

/** @internal Exported for the tests alone (tests/unit/view/map-news.test.ts). */
export const MAX_NEWS = 10;

/** `cap`: a web search's section shows 10; the News tab (map-vertical.ts) shows all of its page. */
export function mapNews(section: WebSearchResponse['news'], cap = MAX_NEWS): NewsView[] {
  return sectionItems(section, cap).map((item, index) => {
    const url = safeHttpUrl(item.url);
    const source =
      snippetLine(item.source, NAME_CHARS) ?? snippetLine(item.profile?.name, NAME_CHARS) ?? hostnameOf(url);
    return {
      id: itemId(index, item.url),
      title: titleOf([item.title], url, index),
      ...optional('url', url),
      ...optional('source', source),
      ...optional('age', cleanLine(item.age, AGE_CHARS)),
      ...optional('thumbnail', thumbnailOf(item.thumbnail)),
      breaking: item.breaking === true,
      description: parseSnippet(item.description, { maxChars: EXCERPT_CHARS }),
    };
  });
}
