// @vitest-environment node
/**
 * The pacer against the emulator's sliding per-second window (emulator/limits/windows.ts), in real time: a search's
 * places burst right after its results on a 2 req/s plan, and neither the 1 nor the 2 req/s plan ever gets a 429
 * Scout caused (the bench's `self_caused_429s` budget, here as a test).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLANS, type RunningEmulator } from 'brave-search-emulator';
import { createApiClient } from '@/utils/worker/api/endpoints/client';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import { startTestEmulator } from './emulator-fixture';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.settings.plans['demo-2rps'] = { ...DEMO_PLANS['demo-pro']!, name: '2 req/s', ratePerSecond: 2 };
});

const client = (key: string) =>
  createApiClient({
    baseUrl: emulator.baseUrl,
    getKey: () => key,
    scheduler: createScheduler({ defaultPerSecond: 1 }),
  });

const tooMany = (key: string) =>
  Object.values(emulator.stats().keys[key]?.endpoints ?? {}).reduce((n, e) => n + (e.errors['429'] ?? 0), 0);

describe('pacing against the emulator', () => {
  it('1 req/s: four searches at once, no 429', async () => {
    const api = client('demo-free');
    await Promise.all(['a', 'b', 'c', 'd'].map((q) => api.webSearch({ q }, { ttlMs: 0 })));
    expect(emulator.stats().keys['demo-free']?.requests).toBe(4);
    expect(tooMany('demo-free')).toBe(0);
  }, 15_000);

  it('2 req/s: places start right after the results (descriptions wait for the window), no 429 in three searches', async () => {
    const api = client('demo-2rps');
    const gaps: number[] = [];
    for (const q of ['coffee in Lisbon', 'ramen tokyo', 'museums berlin']) {
      const search = await api.webSearch({ q }, { ttlMs: 0 });
      const ids = (search.data.locations?.results ?? []).map((place) => place.id as string);
      expect(ids.length).toBeGreaterThan(0);
      const resultsAt = Date.now();
      const started: number[] = [];
      await Promise.all([
        api.localPois(ids, {}, { ttlMs: 0 }).then(() => started.push(Date.now() - resultsAt)),
        api.localDescriptions(ids, { ttlMs: 0 }).then(() => started.push(Date.now() - resultsAt)),
      ]);
      gaps.push(Math.min(...started));
    }
    expect(tooMany('demo-2rps')).toBe(0);
    expect(emulator.stats().keys['demo-2rps']?.requests).toBe(9);
    // The window holds the search and one more: the places came without waiting for the pacer (the old even
    // spacing made them wait 550 ms).
    expect(gaps[0]).toBeLessThan(300);
  }, 20_000);
});
