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
