/** Time, as the API layer sees it: injectable so tests drive it with fake timers and a fake clock. */

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Looks the globals up on each call, so fake timers installed after construction still apply. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * Resolves on a later task, not a microtask: a long run of work that awaits this now and then lets the worker answer
 * other messages and fire its timers (a deadline among them) in between. A message channel, because timers may be
 * clamped or faked; a timer where there is none.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      globalThis.setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
