/**
 * What an AI answer from the Answers plan cost, as the API reported it: shown once the answer is finished, under it,
 * in the popup and the in-page panel alike. Summaries from the summarizer carry no cost and show nothing.
 */
import type { SummaryView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { formatDollars } from '../common/format';

export function AnswerCost({
  summary,
  streaming,
  class: className,
}: {
  summary: SummaryView | undefined;
  streaming: boolean;
  class: string;
}) {
  if (summary?.costUsd === undefined || streaming) return null;
  return <p class={className}>{t('answerCost', formatDollars(summary.costUsd))}</p>;
}
