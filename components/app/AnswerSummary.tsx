/**
 * The AI summary, in a region named "Summary" above the results: text as it streams, then the final summary
 * with citations, follow-up questions (buttons that run a new search), and its sources and entities.
 *
 * Built from SummaryCard's parts rather than SummaryCard itself: SummaryCard is its own region named by its
 * heading ("Summary" until the title arrives), and nesting it here would put two regions named "Summary" on the
 * page while the text streams.
 */
import { usePrices } from '@/components/common/use-prices';
import { formatUsd } from '@/utils/ui-safe/spending';
import { CopyAnswer } from '@/components/summary/CopyAnswer';
import { AnswerFollowups } from './AnswerFollowups';
import { SummaryBlocks } from '@/components/summary/SummaryBlocks';
import { SummaryEntities, SummaryFollowups } from '@/components/summary/SummaryExtras';
import { SummarySources } from '@/components/summary/SummarySources';
import { AnswerCost } from '@/components/summary/AnswerCost';
import { t } from '@/utils/ui-safe/i18n';
import { ActionableError } from '@/components/errors/ActionableError';
import { useSummary } from '@/components/streams/summary';

export interface AnswerSummaryProps {
  searchId: string;
  /** The AI answer is billed per answer: it starts only when the user presses "Get AI answer". */
  askFirst?: boolean;
  onFollowup: (question: string) => void;
}

/** Mount with `key={searchId}`, so every search starts with its own summary. */
export function AnswerSummary({ searchId, askFirst = false, onFollowup }: AnswerSummaryProps) {
  const { summary, streaming, restartedBilled, error, retry, asked, ask } = useSummary(searchId, { askFirst });
  if (!asked) return <AskForAnswer onAsk={ask} />;
  const hasMore =
    summary !== undefined && summary.citations.length + summary.sources.length + summary.entities.length > 0;
  return (
    <section class="scout-section scout-summary app-summary" aria-label={t('summaryHeading')} aria-busy={streaming}>
      <h2>{summary?.title ? <bdi>{summary.title}</bdi> : t('summaryHeading')}</h2>
      {restartedBilled !== undefined && (
        <p class="app-note">{t(restartedBilled > 0 ? 'popup_summaryRestartedBilled' : 'popup_summaryRestartedFree')}</p>
      )}
      {summary && <SummaryBlocks blocks={summary.blocks} />}
      {streaming && (
        <p class="scout-status" role="status">
          {t('popup_writingSummary')}
        </p>
      )}
      <AnswerCost summary={summary} streaming={streaming} class="app-note" />
      {!streaming && summary?.status === 'failed' && <p class="scout-empty">{t('summaryFailed')}</p>}
      {error &&
        (error.kind === 'notInPlan' ? (
          <p class="app-note">{t('popup_summaryNotInPlan')}</p>
        ) : (
          <ActionableError error={error} onRetry={retry} billedRetry />
        ))}
      {error && summary?.source === 'answers' && <p class="app-note">{t('getAnswerNote')}</p>}
      {summary && <SummaryFollowups followups={summary.followups} onFollowup={onFollowup} headingLevel={3} />}
      {summary && hasMore && (
        // The [n] markers already link to their sources: the full lists stay one click away in a small popup.
        <details class="app-summary-more">
          <summary>{t('popup_summaryMore')}</summary>
          <SummarySources citations={summary.citations} sources={summary.sources} headingLevel={3} />
          <SummaryEntities entities={summary.entities} headingLevel={3} />
        </details>
      )}
      {!streaming &&
        summary &&
        summary.blocks.length > 0 &&
        // A finished AI answer takes follow-ups; their thread's Copy copies it all.
        (summary.source === 'answers' && summary.status === 'complete' ? (
          <AnswerFollowups searchId={searchId} summary={summary} />
        ) : (
          <CopyAnswer summary={summary} />
        ))}
    </section>
  );
}

/** "Get AI answer (≈ $0.016)": an Answers-plan answer is billed, so the user starts it, knowing its likely price. */
function AskForAnswer({ onAsk }: { onAsk: () => void }) {
  // Its price before the click, and what it holds against the limits (utils/worker/services/spending/prices.ts).
  const prices = usePrices();
  return (
    <section class="scout-section scout-summary app-summary" aria-label={t('summaryHeading')}>
      <h2>{t('summaryHeading')}</h2>
      <button
        type="button"
        class="app-button"
        onClick={onAsk}
        aria-describedby={prices ? 'app-answer-price' : undefined}
      >
        {prices ? t('getAnswerPriced', formatUsd(prices.answer)) : t('getAnswer')}
      </button>
      {prices && (
        <p id="app-answer-price" class="app-note">
          {t('getAnswerPrice', formatUsd(prices.answerCeiling))}
        </p>
      )}
      <p class="app-note">{t('getAnswerNote')}</p>
    </section>
  );
}
