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

/** Under fake timers: yields real macrotasks (crypto.subtle resolves on one) while moving fake time on. */
export async function drive<T>(promise: Promise<T>, stepMs = 100, maxSteps = 1_000): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  for (let step = 0; step < maxSteps && !settled; step += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!settled) await vi.advanceTimersByTimeAsync(stepMs);
  }
  return tracked;
}
