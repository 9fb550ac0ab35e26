/**
 * The one hook for the background's streams (places, summary): opens the stream for a search, folds each event into
 * the state with the stream's reducer, survives one worker restart (resumable-stream.ts) and reports a second early
 * close as the stream's own error event. A new `attempt` opens it again, from the reducer's `restart` state.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PortEvent, PortName, PortStart } from '@/utils/contract/protocol';
import { LOST_STREAM, openResumableStream } from './resumable-stream';

export interface StreamReducer<N extends PortName, S> {
  name: N;
  apply(state: S, event: PortEvent<N>): S;
  /** After this event the background closes the stream, as expected. */
  isLast(event: PortEvent<N>): boolean;
  /** What a new attempt starts from, given what the last one left. */
  restart(state: S): S;
  /** An event the background resumed after a worker restart that must not replace what is shown. */
  ignoreResumed?(state: S, event: PortEvent<N>): boolean;
}

/** Events that carry an error: the lost stream is reported as one of them. */
type ErrorEvent = { type: 'error'; error: typeof LOST_STREAM };

/**
 * Mount once per search (key by searchId). `start` undefined: not opened yet (an answer waiting to be asked for);
 * `attempt` changes: opened again. `beforePaint`: opened as the component is put in the page, not after the frame
 * that paints it (for a stream whose work has started already, whose events are only waiting for it).
 */
export function useStream<N extends PortName, S>(
  reducer: StreamReducer<N, S>,
  initial: () => S,
  start: PortStart<N> | undefined,
  attempt: string,
  { beforePaint = false } = {},
): S {
  const [state, setState] = useState<S>(initial);
  const opened = useRef(0);
  (beforePaint ? useLayoutEffect : useEffect)(() => {
    if (start === undefined) return;
    if (opened.current++ > 0) setState(reducer.restart);
    let resumed = false;
    return openResumableStream(reducer.name, start, {
      isLast: reducer.isLast,
      onEvent: (event) =>
        setState((current) =>
          resumed && reducer.ignoreResumed?.(current, event) ? current : reducer.apply(current, event),
        ),
      onReconnect: () => {
        resumed = true;
      },
      onLost: () =>
        setState((current) =>
          reducer.apply(current, { type: 'error', error: LOST_STREAM } satisfies ErrorEvent as PortEvent<N>),
        ),
    });
    // `attempt` names the request; `start` is rebuilt on every render from the same values.
  }, [attempt, start === undefined]);
  return state;
}
