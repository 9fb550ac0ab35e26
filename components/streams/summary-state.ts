/** A summary as it arrives over the `scout.summary` stream: text so far, then the final summary or an error. */
import type { PlainError, SummaryEvent } from '@/utils/messaging/protocol';
import type { SummaryView as SummaryModel } from '@/utils/view/types';

export interface SummaryState {
  summary?: SummaryModel;
  /** Until the final summary or an error arrives. */
  streaming: boolean;
  /** Set when the summary had expired and the background searched again; how many billed searches that cost. */
  restartedBilled?: number;
  error?: PlainError;
}

export const startSummary = (): SummaryState => ({ streaming: true });

export function applySummaryEvent(state: SummaryState, event: SummaryEvent): SummaryState {
  switch (event.type) {
    case 'summary':
      return { ...state, summary: event.summary, streaming: !event.final, error: undefined };
    case 'restarted':
      return { ...state, restartedBilled: event.billedSearches };
    case 'error':
      return { ...state, streaming: false, error: event.error };
  }
}

export const isLastSummaryEvent = (event: SummaryEvent) =>
  event.type === 'error' || (event.type === 'summary' && event.final);
