/**
 * A research over the `scout.research` stream: the offer first (the limits and the most it can cost, asked of the
 * worker), then, on `start()`, its progress and its end. Not resumable on purpose (resumable-stream.ts is for work the
 * worker keeps): a research is billed per query, so a lost port ends it as unfinished, and only a new click (a fresh
 * `ask`) starts another. `stop()` closes the port, which aborts the request at once.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import type { ResearchEvent, ResearchOffer, ResearchView } from '@/utils/contract/research-schema';
import { send } from '@/utils/ui-safe/messaging/client';
import { openStream } from '@/utils/ui-safe/messaging/port-client';
import { LOST_STREAM } from './resumable-stream';

export interface ResearchRun {
  phase: 'idle' | 'running' | 'done';
  research?: ResearchView;
  error?: PlainError;
  /** The user pressed Stop. */
  stopped?: boolean;
  /** When this run started (for the elapsed time shown while it runs). */
  startedAt?: number;
}

/** Folds one event into the run: the last event (final, or an error) ends it. @internal (exported for its tests). */
export function applyResearchEvent(run: ResearchRun, event: ResearchEvent): ResearchRun {
  if (run.phase !== 'running') return run;
  if (event.type === 'error')
    return { ...run, phase: 'done', error: event.error, research: event.research ?? unfinished(run.research) };
  return { ...run, phase: event.final ? 'done' : 'running', research: event.research };
}

const unfinished = (research: ResearchView | undefined): ResearchView | undefined =>
  research && { ...research, status: 'unfinished' };

export function useResearch(searchId: string) {
  const [offer, setOffer] = useState<ResearchOffer>();
  const [run, setRun] = useState<ResearchRun>({ phase: 'idle' });
  const close = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    let current = true;
    send('research.offer', { searchId })
      .then((reply) => {
        if (current && reply.ok) setOffer(reply.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      close.current?.();
    };
  }, [searchId]);

  const start = () => {
    if (!offer || run.phase === 'running') return;
    setRun({ phase: 'running', startedAt: Date.now() });
    let ended = false;
    close.current = openStream(
      'scout.research',
      { searchId, ask: crypto.randomUUID(), limits: offer.limits },
      {
        onEvent(event) {
          if (event.type === 'error' || event.final) ended = true;
          setRun((current) => applyResearchEvent(current, event));
        },
        onClose() {
          if (!ended) setRun((current) => applyResearchEvent(current, { type: 'error', error: LOST_STREAM }));
        },
      },
    );
  };
  const stop = () => {
    close.current?.();
    close.current = undefined;
    setRun((current) =>
      current.phase === 'running'
        ? { ...current, phase: 'done', stopped: true, research: unfinished(current.research) }
        : current,
    );
  };
  return { offer, run, start, stop };
}
