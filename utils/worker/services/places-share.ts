/**
 * Places started in the worker as soon as a search's answer is on its way (utils/worker/background/handlers.ts), so
 * the UI's `scout.places` stream, opened only once that answer is painted, finds them under way or done instead of
 * starting them then. A run is handed to one stream, which gets what it emitted so far and then follows it; a retry,
 * or a stream for a search not started here, runs anew.
 */
import type { PlacesEvent } from '@/utils/worker/view/schemas';
import { ApiError } from '@/utils/worker/api/errors';

type Emit = (event: PlacesEvent) => void;

interface SharedRun {
  events: PlacesEvent[];
  listeners: Set<Emit>;
  /** Settles as the run does: rejected with its error. */
  settled: Promise<void>;
}

/** Runs no stream took (the popup closed first) are dropped, oldest first, beyond this many. */
const KEPT_RUNS = 4;
const runs = new Map<string, SharedRun>();

/** Starts `run` for a search unless one is already kept for it. */
export function startShared(searchId: string, run: (emit: Emit) => Promise<void>): void {
  if (runs.has(searchId)) return;
  const shared: SharedRun = { events: [], listeners: new Set(), settled: Promise.resolve() };
  shared.settled = run((event) => {
    shared.events.push(event);
    for (const listener of shared.listeners) listener(event);
  });
  shared.settled.catch(() => undefined); // observed by the stream that takes it, if one does
  runs.set(searchId, shared);
  for (const oldest of runs.keys()) if (runs.size > KEPT_RUNS) runs.delete(oldest);
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
    // The run goes on (its answers are cached); only this stream stops listening.
    const onAbort = () => {
      leave();
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
