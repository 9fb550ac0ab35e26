/** A summary (or AI answer) as it arrives over the `scout.summary` stream: text so far, then the final one or an error. */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useState } from 'preact/hooks';
import type { SummaryEvent, SummaryView } from '@/utils/contract/view-schemas';
import { useStream, type StreamReducer } from './use-stream';

export interface SummaryState {
  summary?: SummaryView;
  /** Until the final summary or an error arrives. */
  streaming: boolean;
  /** Set when the summary had expired and the background searched again; how many billed searches that cost. */
  restartedBilled?: number;
  error?: PlainError;
}

const startSummary = (): SummaryState => ({ streaming: true });

const summaryStream: StreamReducer<'scout.summary', SummaryState> = {
  name: 'scout.summary',
  apply(state: SummaryState, event: SummaryEvent): SummaryState {
    switch (event.type) {
      case 'summary':
        return { ...state, summary: event.summary, streaming: !event.final, error: undefined };
      case 'restarted':
        return { ...state, restartedBilled: event.billedSearches };
      case 'error':
        return { ...state, streaming: false, error: event.error };
    }
  },
  isLast: (event) => event.type === 'error' || (event.type === 'summary' && event.final),
  restart: startSummary,
  // After a worker restart an AI answer is never continued (that would be a second billed answer): the background
  // sends the part it last saved, which is at most what this UI already shows, then the error.
  ignoreResumed: (state, event) => event.type === 'summary' && !event.final && state.summary?.source === 'answers',
};

interface SummaryControls {
  /** False while an answer that waits for the user (`askFirst`) has not been asked for. */
  asked: boolean;
  /** The user asks for the AI answer (billed per answer by the Answers plan). */
  ask: () => void;
  /** Runs it again; for an AI answer that is a new request, and billed again, as the user asked. */
  retry: () => void;
}

/**
 * Opens the `scout.summary` stream for a search. Mount once per search (key by searchId). `askFirst`: the answer
 * starts only on `ask()`. Each request of the user gets a fresh id, which the background uses to tell a reconnect
 * (same id: never billed twice) from a new request.
 */
export function useSummary(searchId: string, { askFirst = false } = {}): SummaryState & SummaryControls {
  const [request, setRequest] = useState<{ attempt: number; askId?: string }>({ attempt: 0 });
  const asked = !askFirst || request.askId !== undefined;
  const start = asked ? { searchId, ...(request.askId !== undefined && { ask: request.askId }) } : undefined;
  const state = useStream(summaryStream, startSummary, start, `${request.attempt}`);
  const newRequest = () => setRequest((current) => ({ attempt: current.attempt + 1, askId: crypto.randomUUID() }));
  return { ...state, asked, ask: newRequest, retry: newRequest };
}
