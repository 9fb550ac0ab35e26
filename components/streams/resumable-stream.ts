/**
 * A stream from the background that survives one MV3 worker restart: if the port closes before the stream's last
 * event, it is opened once more and the background resumes the job from storage.session. A second early close
 * means the work is lost, and the caller is told so it can offer a retry.
 */
import { openStream } from '@/utils/ui-safe/messaging/port-client';
import type { PortEvent, PortName, PortStart } from '@/utils/contract/protocol';

export interface ResumableHandlers<N extends PortName> {
  onEvent(event: PortEvent<N>): void;
  /** Whether this event is the stream's last (after it the background closes the port, as expected). */
  isLast(event: PortEvent<N>): boolean;
  /** The port closed early again after the reconnect. */
  onLost(): void;
  /** The port closed early and the stream is being opened once more: what follows is the background's resumption. */
  onReconnect?(): void;
}

export type OpenStream = typeof openStream;

/** Returns a function that closes the stream for good (which also aborts the work behind it). */
export function openResumableStream<N extends PortName>(
  name: N,
  start: PortStart<N>,
  handlers: ResumableHandlers<N>,
  open: OpenStream = openStream,
): () => void {
  let finished = false;
  let reconnects = 1;
  let close = () => {};
  const connect = () => {
    close = open(name, start, {
      onEvent(event) {
        if (handlers.isLast(event)) finished = true;
        handlers.onEvent(event);
      },
      onClose() {
        if (finished) return;
        if (reconnects > 0) {
          reconnects -= 1;
          handlers.onReconnect?.();
          connect();
          return;
        }
        finished = true;
        handlers.onLost();
      },
    });
  };
  connect();
  return () => {
    finished = true;
    close();
  };
}

/** What a lost stream reports, in the same shape as the background's errors. */
export const LOST_STREAM = { kind: 'interrupted', message: 'The connection to Scout’s background was lost.' } as const;
