/** Opens the `scout.summary` stream for a search and shows the summary (or AI answer) as it is written. */
import { useEffect, useState } from 'preact/hooks';
import { LOST_STREAM, openResumableStream } from './resumable-stream';
import { applySummaryEvent, isLastSummaryEvent, startSummary, type SummaryState } from './summary-state';

interface SummaryControls {
  /** False while an answer that waits for the user (`askFirst`) has not been asked for. */
  asked: boolean;
  /** The user asks for the AI answer (billed per answer by the Answers plan). */
  ask: () => void;
  /** Runs it again; for an AI answer that is a new request, and billed again, as the user asked. */
  retry: () => void;
}

/**
 * Mount once per search (key by searchId): the state belongs to that search alone. `askFirst`: the answer starts
 * only on `ask()`. Each request of the user gets a fresh id, which the background uses to tell a reconnect (same id:
 * never billed twice) from a new request.
 */
export function useSummary(searchId: string, { askFirst = false } = {}): SummaryState & SummaryControls {
  const [state, setState] = useState<SummaryState>(startSummary);
  const [request, setRequest] = useState<{ attempt: number; askId?: string }>({ attempt: 0 });
  const asked = !askFirst || request.askId !== undefined;
  useEffect(() => {
    if (!asked) return;
    if (request.attempt > 0) setState(startSummary());
    // After a worker restart an AI answer is never continued (that would be a second billed answer): the background
    // sends the part it last saved, which is at most what this UI already shows, then the error.
    let resumed = false;
    return openResumableStream(
      'scout.summary',
      { searchId, ...(request.askId !== undefined && { ask: request.askId }) },
      {
        isLast: isLastSummaryEvent,
        onEvent: (event) =>
          setState((current) =>
            resumed && event.type === 'summary' && !event.final && current.summary?.source === 'answers'
              ? current
              : applySummaryEvent(current, event),
          ),
        onReconnect: () => {
          resumed = true;
        },
        onLost: () => setState((current) => applySummaryEvent(current, { type: 'error', error: LOST_STREAM })),
      },
    );
  }, [searchId, request, asked]);
  const newRequest = () => setRequest((current) => ({ attempt: current.attempt + 1, askId: crypto.randomUUID() }));
  return { ...state, asked, ask: newRequest, retry: newRequest };
}
