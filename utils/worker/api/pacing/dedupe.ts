/**
 * In-flight de-duplication: identical requests made at the same time share one underlying call. The call is
 * aborted only when every caller waiting on it has aborted (reference count), so a popup closing does not
 * cancel the content script's identical search.
 */
import { ApiError } from '../errors';

interface InflightResult<T> {
  value: T;
  /** True for callers that joined a call someone else started (and so did not cause a billed request). */
  shared: boolean;
}

export interface Inflight {
  run<T>(key: string, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<InflightResult<T>>;
  /** Number of distinct calls in flight. */
  size(): number;
}

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export function createInflight(): Inflight {
  const entries = new Map<string, Entry>();

  function start(key: string, task: (signal: AbortSignal) => Promise<unknown>): Entry {
    const controller = new AbortController();
    const entry: Entry = { controller, waiting: 0, promise: Promise.resolve() };
    entry.promise = (async () => {
      try {
        return await task(controller.signal);
      } finally {
        if (entries.get(key) === entry) entries.delete(key);
      }
    })();
    entry.promise.catch(() => undefined); // every caller observes it; an all-aborted call must not be unhandled
    entries.set(key, entry);
    return entry;
  }

  function run<T>(
    key: string,
    task: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<InflightResult<T>> {
    if (signal?.aborted) return Promise.reject(new ApiError('aborted'));
    const existing = entries.get(key);
    const shared = existing !== undefined;
    const entry = existing ?? start(key, task);
    entry.waiting += 1;
    return new Promise<InflightResult<T>>((resolve, reject) => {
      let settled = false;
      const leave = () => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        leave();
        entry.waiting -= 1;
        if (entry.waiting === 0) {
          if (entries.get(key) === entry) entries.delete(key);
          entry.controller.abort();
        }
        reject(new ApiError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (value) => {
          if (settled) return;
          leave();
          resolve({ value: value as T, shared });
        },
        (error: unknown) => {
          if (settled) return;
          leave();
          reject(error);
        },
      );
    });
  }

  return { run, size: () => entries.size };
}
