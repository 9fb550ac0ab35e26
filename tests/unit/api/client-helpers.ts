/** A client wired to fakes: scripted fetch, in-memory store, a scheduler that does not pace (no real waiting). */
import { createHash } from 'node:crypto';
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

/**
 * crypto.subtle.digest finishes on the thread pool, a real macrotask later and at a pace no test controls: under fake
 * timers `drive` raced fake time against it, and on a loaded machine fake time ran past a deadline before a cache key
 * was hashed (two flaky deadline tests, tests/unit/api/summarizer-client.test.ts and
 * tests/unit/services/summary-hostile.test.ts). Here the same SHA-256 comes from node:crypto in a microtask, so fake
 * time alone orders the work. Not a spy: `restoreMocks` (vitest.config.ts) would undo it after the first test.
 */
Object.defineProperty(crypto.subtle, 'digest', {
  configurable: true,
  value: async (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
    if (algorithm !== 'SHA-256') throw new Error(`client-helpers digests SHA-256 only, not ${String(algorithm)}`);
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    const digest = createHash('sha256').update(bytes).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
  },
});

/** Real macrotasks yielded per fake-time step: enough for a stream read to resolve between steps. */
const REAL_YIELDS_PER_STEP = 4;

/** Under fake timers: yields real macrotasks (a stream read may wait for one) while moving fake time on. */
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
