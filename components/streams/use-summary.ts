/** Opens the `scout.summary` stream for a search and shows the summary as it is written. */
import { useEffect, useState } from 'preact/hooks';
import { LOST_STREAM, openResumableStream } from './resumable-stream';
import { applySummaryEvent, isLastSummaryEvent, startSummary, type SummaryState } from './summary-state';

/** Mount once per search (key by searchId): the state belongs to that search alone. */
export function useSummary(searchId: string): SummaryState & { retry: () => void } {
  const [state, setState] = useState<SummaryState>(startSummary);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) setState(startSummary());
    return openResumableStream(
      'scout.summary',
      { searchId },
      {
        isLast: isLastSummaryEvent,
        onEvent: (event) => setState((current) => applySummaryEvent(current, event)),
        onLost: () => setState((current) => applySummaryEvent(current, { type: 'error', error: LOST_STREAM })),
      },
    );
  }, [searchId, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
