/**
 * The one user message of a page question (the Answers API takes one: docs/answers-api.md §1.2): an instruction, the
 * page's title and address, its readable text between fences, then the user's question. Its length bounds the price
 * (spending/prices.ts `answerBound`): the text is at most PAGE_TEXT_MAX_CHARS, the question PAGE_QUESTION_MAX_CHARS.
 */
import { PAGE_QUESTION_MAX_CHARS } from '@/utils/ui-safe/page-question';

export interface PageQuestion {
  url: string;
  title: string;
  text: string;
  /** The page's whole readable text's length, of which `text` is the start. */
  total: number;
  question: string;
}

/** The fences; the page's own text cannot close them early (a lone `>>>` in it is broken up). */
const OPEN = '<<<PAGE';
const CLOSE = 'PAGE>>>';

export function pageMessage({ url, title, text, total, question }: PageQuestion): string {
  const fenced = text.replaceAll(CLOSE, 'PAGE> >>');
  return [
    'Answer the question about the web page below from its text, and cite the page by its URL.',
    `Page title: ${title.replace(/\s+/g, ' ').trim()}`,
    `Page URL: ${url}`,
    `Page text (${text.length} of ${total} characters):`,
    OPEN,
    fenced,
    CLOSE,
    `Question: ${question.replace(/\s+/g, ' ').trim()}`,
  ].join('\n');
}

/** The longest message a capture can become: what its price ceiling counts. */
export const longestMessage = (page: Omit<PageQuestion, 'question'>): string =>
  pageMessage({ ...page, question: 'x'.repeat(PAGE_QUESTION_MAX_CHARS) });
