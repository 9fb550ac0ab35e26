/** A client wired to fakes: scripted fetch, in-memory store, a scheduler that does not pace (no real waiting). */
import { vi } from 'vitest';
import { createResponseCache } from '@/utils/api/cache';
import { createApiClient, type ApiClientOptions } from '@/utils/api/client';
import { createScheduler, type SchedulerOptions } from '@/utils/api/scheduler';
import { createMemoryStore } from '@/utils/api/store';
import { SECRET_KEY, scriptedFetch, type Responder } from './helpers';

export function makeClient(
  responders: Responder[],
  options: Partial<ApiClientOptions> & { schedulerOptions?: SchedulerOptions } = {},
) {
  const { fetch, calls } = scriptedFetch(...responders);
  const store = createMemoryStore();
  let key: string | undefined = SECRET_KEY;
  let time = 1_700_000_000_000;
  const now = () => time;
  const client = createApiClient({
    getKey: () => key,
    fetch,
    now,
    scheduler: createScheduler({
      now,
      spacingFactor: 0,
      random: () => 0,
      baseBackoffMs: 0,
      ...options.schedulerOptions,
    }),
    cache: createResponseCache({ store, now }),
    ...options,
  });
  return {
    client,
    calls,
    fetch,
    store,
    setKey: (next: string | undefined) => (key = next),
    advance: (ms: number) => (time += ms),
  };
}

// The first crypto.subtle digest of a process initialises the crypto library, which can take longer than the real
// macrotasks `drive` yields per step; on a slow machine fake time then ran past a deadline before the first cache key
// was hashed (a flaky "summary deadline" test). Warming it here, before any test, takes that cost out of the race.
await crypto.subtle.digest('SHA-256', new Uint8Array(1));

/** Real macrotasks yielded per fake-time step: enough for a digest or a stream read to resolve between steps. */
const REAL_YIELDS_PER_STEP = 4;

/** Under fake timers: yields real macrotasks (crypto.subtle resolves on one) while moving fake time on. */
export async function drive<T>(promise: Promise<T>, stepMs = 100, maxSteps = 1_000): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  for (let step = 0; step < maxSteps && !settled; step += 1) {
    for (let i = 0; i < REAL_YIELDS_PER_STEP && !settled; i += 1) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!settled) await vi.advanceTimersByTimeAsync(stepMs);
  }
  return tracked;
}
