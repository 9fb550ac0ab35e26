/**
 * The answer to a question about the page, as it arrives over `scout.pageAnswer` (the same summary events as an AI
 * answer). Nothing opens until `asked` is set, which only the user's confirmed click does (PanelAsk.tsx); each click
 * gets a fresh id, so a stream reopened after a worker restart is never paid for twice (the background checks it).
 */
import type { StreamReducer } from '@/components/streams/use-stream';
import { useStream } from '@/components/streams/use-stream';
import type { SummaryState } from '@/components/streams/summary';
import type { SummaryEvent } from '@/utils/contract/view-schemas';

export interface PageAsk {
  question: string;
  ask: string;
}

const startAnswer = (): SummaryState => ({ streaming: true });

const pageAnswerStream: StreamReducer<'scout.pageAnswer', SummaryState> = {
  name: 'scout.pageAnswer',
  apply(state, event: SummaryEvent) {
    if (event.type === 'summary') return { summary: event.summary, streaming: !event.final };
    if (event.type === 'error') return { ...state, streaming: false, error: event.error };
    return state;
  },
  isLast: (event) => event.type === 'error' || (event.type === 'summary' && event.final),
  restart: startAnswer,
  // A resumed stream never continues an answer (that would be billed again): what is shown stays.
  ignoreResumed: (state, event) => event.type === 'summary' && !event.final && state.summary !== undefined,
};

export function usePageAnswer(capture: string, asked: PageAsk | undefined): SummaryState {
  const start = asked && { capture, question: asked.question, ask: asked.ask };
  return useStream(pageAnswerStream, startAnswer, start, asked?.ask ?? '');
}
