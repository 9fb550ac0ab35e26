/**
 * The summary of the text the user selected, as it streams (the same SummaryCard as everywhere: citations, entities,
 * follow-ups). Where the API gives no summary for it (not eligible, not in the plan, or the summary failed), the top
 * web results stand in, with one sentence saying why.
 */
import { ErrorRemedy } from '@/components/errors/ErrorRemedy';
import { SummaryCard } from '@/components/summary/SummaryCard';
import { useSummary } from '@/components/streams/summary';
import { WebResultList } from '@/components/sections/WebResultList';
import { AnswerCost } from '@/components/summary/AnswerCost';
import { FollowupThread } from '@/components/summary/FollowupThread';
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { ErrorKind } from '@/utils/ui-safe/error-kinds';
import { guardBilled } from './click-guard';
import { usePrices } from '@/components/common/use-prices';
import { formatUsd } from '@/utils/ui-safe/spending';

/** Enough to judge a text by, in a panel beside it. */
const TOP_RESULTS = 5;

/** Why there is no summary, when the stream ends in one of these. */
const NO_SUMMARY: Partial<Record<ErrorKind, MessageKey>> = {
  notInPlan: 'page_summaryNotInPlan',
  summaryUnavailable: 'page_summaryIneligible',
  summaryFailed: 'page_summaryIneligible',
};

export interface PanelSummaryProps {
  view: PageSearchView;
  onFollowup: (question: string, event: Event) => void;
}

export function PanelSummary({ view, onFollowup }: PanelSummaryProps) {
  if (view.summaryState !== 'available' && view.summaryState !== 'onRequest') {
    return (
      <TopResults
        view={view}
        reason={view.summaryState === 'notInPlan' ? 'page_summaryNotInPlan' : 'page_summaryIneligible'}
      />
    );
  }
  return <StreamedSummary view={view} onFollowup={onFollowup} />;
}

function StreamedSummary({ view, onFollowup }: PanelSummaryProps) {
  const { summary, streaming, error, retry, asked, ask } = useSummary(view.searchId, {
    askFirst: view.summaryState === 'onRequest',
  });
  // Its likely price on the button (`spending.prices`, which the panel's frame may ask: prices only).
  const prices = usePrices();
  if (!asked) {
    return (
      <div class="scout-panel-actions">
        {/* Billed per answer: only a real user's click starts one, and only one the page did not steer. */}
        <button type="button" onClick={(event) => event.isTrusted && void guardBilled(ask)}>
          {prices ? t('getAnswerPriced', formatUsd(prices.answer)) : t('getAnswer')}
        </button>
        <p class="scout-panel-note">{t('getAnswerNote')}</p>
      </div>
    );
  }
  const reason = error ? NO_SUMMARY[error.kind] : summary?.status === 'failed' ? 'page_summaryIneligible' : undefined;
  if (reason) return <TopResults view={view} reason={reason} />;
  return (
    <>
      <SummaryCard summary={summary} streaming={streaming} onFollowup={onFollowup} headingLevel={3} />
      <AnswerCost summary={summary} streaming={streaming} class="scout-panel-note" />
      {!streaming && summary?.source === 'answers' && summary.status === 'complete' && (
        <FollowupThread
          key={view.searchId}
          searchId={view.searchId}
          first={summary}
          guard={(event, send) => event.isTrusted && void guardBilled(send)}
          {...(prices && { priceMicros: prices.followupCeiling })}
          headingLevel={3}
          noteClass="scout-panel-note"
        />
      )}
      {error && <ErrorRemedy error={error} onRetry={() => void guardBilled(retry)} billedRetry trustedOnly />}
    </>
  );
}

function TopResults({ view, reason }: { view: PageSearchView; reason: MessageKey }) {
  return (
    <>
      <p class="scout-panel-note">{t(reason)}</p>
      <WebResultList results={view.results.slice(0, TOP_RESULTS)} headingLevel={3} />
    </>
  );
}
