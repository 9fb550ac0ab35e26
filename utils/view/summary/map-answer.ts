/**
 * An Answers-plan answer → SummaryView. The API layer already turns the answer's text and tags into the
 * summarizer's message form (utils/api/answers/), so the popup and the page panel render an answer exactly like a
 * summary, without knowing which produced it. Pure and tolerant of partial input: it is called on every update.
 */
import { mapSummary } from './map-summary';
import type { SummaryStatus, SummaryView } from '../schemas';

export function mapAnswer(messages: readonly unknown[] | null | undefined, status: SummaryStatus): SummaryView {
  return mapSummary({ summary: messages, status });
}
