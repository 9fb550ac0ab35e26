/** The follow-ups under a finished AI answer in the search app (popup, results tab, side panel), with their price. */
import type { SummaryView } from '@/utils/contract/view-schemas';
import { usePrices } from '@/components/common/use-prices';
import { FollowupThread } from '@/components/summary/FollowupThread';

export function AnswerFollowups({ searchId, summary }: { searchId: string; summary: SummaryView }) {
  // Its price before the Enter, as "Get AI answer" shows its own (the worker's bound for the longest message).
  const price = usePrices()?.followupCeiling;
  return (
    <FollowupThread
      key={searchId}
      searchId={searchId}
      first={summary}
      {...(price !== undefined && { priceMicros: price })}
      headingLevel={3}
      copy
      noteClass="app-note"
    />
  );
}
