/**
 * Places started in the worker as soon as a search's answer is on its way (utils/worker/background/handlers/heavy.ts), so
 * the UI's `scout.places` stream, opened only once that answer is painted, finds them under way or done instead of
 * starting them then. A run is handed to one stream, which gets what it emitted so far and then follows it; a retry,
 * or a stream for a search not started here, runs anew. As before, a run ends with its stream: when the UI moves on,
 * the calls still waiting for their turn are never sent; so does a run no stream takes soon.
 */
import type { PlacesEvent } from '@/utils/contract/view-schemas';
import { ApiError } from '@/utils/worker/api/errors';

type Emit = (event: PlacesEvent) => void;

interface SharedRun {
  events: PlacesEvent[];
  listeners: Set<Emit>;
  /** Settles as the run does: rejected with its error. */
  settled: Promise<void>;
  controller: AbortController;
}

/** The UI opens its stream within milliseconds of the answer; one not taken by then is not wanted. */
const TAKEN_WITHIN_MS = 5_000;
/** Runs no stream took yet, at most (each is aborted when dropped). */
const KEPT_RUNS = 4;
const runs = new Map<string, SharedRun>();

function drop(searchId: string, shared: SharedRun): void {
  if (runs.get(searchId) === shared) runs.delete(searchId);
  shared.controller.abort();
}

/** Starts `run` for a search unless one is already kept for it; `until` ends it while no stream has taken it. */
export function startShared(
  searchId: string,
  run: (emit: Emit, signal: AbortSignal) => Promise<void>,
  until?: AbortSignal,
): void {
  if (runs.has(searchId) || until?.aborted) return;
  const controller = new AbortController();
  const shared: SharedRun = { events: [], listeners: new Set(), settled: Promise.resolve(), controller };
  shared.settled = run((event) => {
    shared.events.push(event);
    for (const listener of shared.listeners) listener(event);
  }, controller.signal);
  shared.settled.catch(() => undefined); // observed by the stream that takes it, if one does
  runs.set(searchId, shared);
  const unwanted = () => runs.get(searchId) === shared && drop(searchId, shared);
  const untaken = setTimeout(unwanted, TAKEN_WITHIN_MS);
  until?.addEventListener('abort', unwanted, { once: true });
  shared.settled
    .finally(() => {
      clearTimeout(untaken);
      until?.removeEventListener('abort', unwanted);
    })
    .catch(() => undefined);
  for (const [oldest, kept] of runs) if (runs.size > KEPT_RUNS) drop(oldest, kept);
}

/** Hands the search's started run to a stream, once: undefined when there is none. */
export function takeShared(searchId: string, emit: Emit, signal?: AbortSignal): Promise<void> | undefined {
  const shared = runs.get(searchId);
  if (!shared) return undefined;
  runs.delete(searchId);
  shared.events.forEach(emit);
  shared.listeners.add(emit);
  return new Promise<void>((resolve, reject) => {
    const leave = () => {
      shared.listeners.delete(emit);
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      leave();
      shared.controller.abort();
      reject(new ApiError('aborted'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    shared.settled.then(
      () => {
        leave();
        resolve();
      },
      (error: unknown) => {
        leave();
        reject(error);
      },
    );
  });
}
