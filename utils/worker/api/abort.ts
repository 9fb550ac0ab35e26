/** Abort helpers: every wait in the API layer ends when the caller's signal aborts, and leaves no timer behind. */
import { ApiError } from './errors';
import type { Timers } from './timers';

/** Rejects with `aborted` if the signal is already aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ApiError('aborted');
}

/**
 * Settles with the promise, or rejects with an AbortError DOMException as soon as the signal aborts, even if the
 * promise ignores the signal (a fetch that hangs, a body that never ends).
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => undefined); // the loser of the race must not become an unhandled rejection
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `ms`, or rejects with ApiError `aborted` when the signal aborts; the timer is cleared either way. */
export function sleep(ms: number, timers: Timers, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new ApiError('aborted'));
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(new ApiError('aborted'));
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** A signal for a whole flow of calls: it aborts when the caller's does, or at the flow's one deadline. */
export interface Deadline {
  signal: AbortSignal;
  /** When the deadline falls, on the clock the flow was started with. */
  endsAt: number;
  /** True once the deadline (not the caller) ended the flow. */
  expired(): boolean;
  /** Clears the timer and the link to the caller's signal. */
  dispose(): void;
}

export function startDeadline(ms: number, now: () => number, timers: Timers, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = timers.setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  parent?.addEventListener('abort', onAbort, { once: true });
  if (parent?.aborted) controller.abort();
  return {
    signal: controller.signal,
    endsAt: now() + ms,
    expired: () => expired,
    dispose: () => {
      timers.clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
}
