/**
 * One run at a time per search: two UIs (or two ports of one) asking for the same summary or AI answer at once would
 * each read "no job yet" and each start one, paying twice for an answer (docs/security-plan.md A12) or for a summary's
 * restart search. Held in this worker's memory: every port of a browser session reaches the same worker, and a
 * worker that stopped left no run under way to wait for (its jobs in storage.session say what it left).
 */
const tails = new Map<string, Promise<void>>();

/** Whether a run for this search is under way (or waiting) in this worker. */
export const isRunning = (searchId: string): boolean => tails.has(searchId);

/** Runs `task` after every run for the same search that started before it has ended. */
export async function withJobLock<T>(searchId: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(searchId) ?? Promise.resolve();
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => done);
  tails.set(searchId, tail);
  try {
    await before;
    return await task();
  } finally {
    release();
    if (tails.get(searchId) === tail) tails.delete(searchId);
  }
}
