/** The follow-up thread under an AI answer, over the `scout.followup` stream (utils/contract/followup-schema.ts). */
import { useState } from 'preact/hooks';
import type { FollowupEvent, FollowupTurn } from '@/utils/contract/followup-schema';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useStream, type StreamReducer } from './use-stream';

interface FollowupState {
  /** The search's own question, first in the thread (once the worker answered). */
  question?: string;
  turns: FollowupTurn[];
  /** Until the asked turn is final. */
  streaming: boolean;
  error?: PlainError;
}

const startThread = (): FollowupState => ({ turns: [], streaming: true });

/** The turn replaces its earlier state (same ask), or joins the thread. */
const withTurn = (turns: FollowupTurn[], turn: FollowupTurn) =>
  turns.some((t) => t.askId === turn.askId) ? turns.map((t) => (t.askId === turn.askId ? turn : t)) : [...turns, turn];

const followupStream: StreamReducer<'scout.followup', FollowupState> = {
  name: 'scout.followup',
  apply(state, event: FollowupEvent): FollowupState {
    switch (event.type) {
      case 'thread':
        return { question: event.question, turns: event.turns, streaming: !event.final };
      case 'turn':
        return { ...state, turns: withTurn(state.turns, event.turn), streaming: !event.final };
      case 'error':
        return { ...state, streaming: false, error: event.error };
    }
  },
  isLast: (event) => event.type === 'error' || event.final,
  // The thread so far stays on screen while the next question opens the stream again.
  restart: (state) => ({ ...state, streaming: true, error: undefined }),
};

interface Request {
  attempt: string;
  question?: string;
  ask?: string;
  clear?: true;
}

/**
 * Opens the thread of a search (mount with `key={searchId}`). `ask(question)`: a new follow-up, billed, with a fresh
 * id, so a reconnect never pays twice; `newTopic()`: the thread is forgotten.
 */
export function useFollowups(searchId: string) {
  const [request, setRequest] = useState<Request>({ attempt: 'read' });
  const { attempt, ...rest } = request;
  const state = useStream(followupStream, startThread, { searchId, ...rest }, attempt);
  const ask = (question: string) => {
    const id = crypto.randomUUID();
    setRequest({ attempt: id, question, ask: id });
  };
  const newTopic = () => setRequest({ attempt: crypto.randomUUID(), clear: true });
  return { ...state, ask, newTopic };
}
