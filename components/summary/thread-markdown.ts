/**
 * A whole follow-up thread as Markdown, for "Copy": each question as a heading, then its answer as "Copy" writes one
 * alone (answer-markdown.ts: escaped text, numbered sources with their URLs).
 */
import type { FollowupTurn } from '@/utils/contract/followup-schema';
import type { SummaryView } from '@/utils/contract/view-schemas';
import { answerMarkdown, escapeMarkdown } from './answer-markdown';

export function threadMarkdown(
  first: { question: string | undefined; summary: SummaryView },
  turns: readonly FollowupTurn[],
  sourcesHeading: string,
): string {
  const parts = [first, ...turns]
    .filter((turn): turn is { question: string; summary: SummaryView } => turn.summary !== undefined)
    .map(({ question, summary }) => {
      // The answer's own title would be a second heading for the same turn: the question names it.
      const answer = answerMarkdown({ ...summary, title: '' }, sourcesHeading);
      return question ? `### ${escapeMarkdown(question.replace(/\s+/g, ' '))}\n\n${answer}` : answer;
    });
  return parts.join('\n');
}
