/** FAQ (docs/api-reference.md §2 `faq`: QA `{question, answer, title, url}`) → FaqView. */
import type { FaqView } from '../../contract/view-schemas';
import { parseSnippet, snippetLine } from '../richtext/snippet';
import { safeHttpUrl } from '../../ui-safe/richtext/links';
import { optional } from './guards';
import type { WebSearchResponse } from '../api/schemas/web';
import { itemId, sectionItems, titleOf, type ItemOf } from './map-parts';

/** @internal Exported for the tests alone (tests/unit/view/map-faq.test.ts). */
export const MAX_FAQ = 10;
const ANSWER_CHARS = 1_000;

function sourceOf(item: ItemOf<'faq'>): FaqView['source'] {
  const url = safeHttpUrl(item.url);
  if (url === undefined) return undefined;
  // The link reads as the host it really goes to, never as a hostname the API claims.
  const hostname = new URL(url).hostname;
  return { title: snippetLine(item.title, 200) ?? hostname, url, hostname };
}

export function mapFaq(section: WebSearchResponse['faq']): FaqView[] {
  return sectionItems(section, MAX_FAQ).map((item, index) => {
    const source = sourceOf(item);
    return {
      id: itemId(index, item.url),
      question: titleOf([item.question, item.title], source?.url, index),
      answer: parseSnippet(item.answer, { maxChars: ANSWER_CHARS }),
      ...optional('source', source),
    };
  });
}
