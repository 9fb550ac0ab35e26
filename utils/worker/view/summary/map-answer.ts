/**
 * An Answers-plan answer → SummaryView. The API layer turns the answer's tags into the summarizer's message form
 * (utils/worker/api/answers/), its text still Markdown; that is read straight into the rich-text tree (markdown-text.ts), so
 * the popup and the page panel render an answer like a summary, without knowing which produced it. Pure and tolerant
 * of partial input: it is called on every update.
 */
import { mapSummary } from './map-summary';
import { MARKDOWN_TEXT } from './markdown-text';
import type { SummaryStatus, SummaryView } from '../../../contract/view-schemas';
import type { SummaryMessage } from '../../api/schemas/summarizer';

export function mapAnswer(messages: SummaryMessage[] | undefined, status: SummaryStatus): SummaryView {
  return mapSummary({ summary: messages, status }, MARKDOWN_TEXT);
}
