/**
 * A client wired to fakes: scripted fetch, in-memory store, a hash settled in a microtask, a scheduler that does not
 * pace (no real waiting).
 */
import { createHash } from 'node:crypto';
import { onTestFinished, vi } from 'vitest';
import { createResponseCache } from '@/utils/worker/api/cache';
import { createApiClient, type ApiClientOptions } from '@/utils/worker/api/endpoints/client';
import type { HashText } from '@/utils/worker/api/hash';
import { createScheduler, type SchedulerOptions } from '@/utils/worker/api/pacing/scheduler';
import { createMemoryStore } from '../memory-store';
import { SECRET_KEY, scriptedFetch, type Responder } from '../helpers';

/** SHA-256 from node:crypto, settled in a microtask: no thread pool for fake time to race (utils/worker/api/hash.ts). */
export const testHash: HashText = async (text) => createHash('sha256').update(text).digest('hex');

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
    hash: testHash,
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

/**
 * Fake time for the API layer: setTimeout, clearTimeout and Date. Whatever would still run on real time fails loudly
 * instead of racing fake time now and then on a loaded machine: WebCrypto's digest (a thread pool; pass `testHash`).
 * Without a MessageChannel, the parsers' yieldToEventLoop (utils/worker/api/timers.ts) waits on a (fake) zero-delay timer.
 * Undone when the test ends.
 */
export function useFakeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(crypto.subtle, 'digest').mockImplementation(() => {
    throw new Error('crypto.subtle.digest runs on real time: give the client testHash (client-helpers.ts)');
  });
  vi.stubGlobal('MessageChannel', undefined);
  onTestFinished(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * Under useFakeTime: moves fake time on in steps until the promise settles. All the work under test settles in
 * microtasks or on fake timers, and each step lets microtasks run out first, so the outcome depends on fake time only.
 */
export async function drive<T>(promise: Promise<T>, stepMs = 100, maxSteps = 1_000): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  for (let step = 0; step < maxSteps && !settled; step += 1) await vi.advanceTimersByTimeAsync(stepMs);
  return tracked;
}
