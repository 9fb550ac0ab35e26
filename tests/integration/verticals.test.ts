// @vitest-environment node
/**
 * The verticals (News, Videos, Images) against the emulator over real HTTP: each asks its own endpoint once, through
 * the spending meter as a Search-plan request, a repeat is served from the cache and bills nothing, and the answer
 * maps to the tab's view (a news result without thumbnail or age included).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createApiClient } from '@/utils/worker/api/endpoints/client';
import type { Meter } from '@/utils/worker/api/endpoints/meter';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import { mapVertical } from '@/utils/worker/view/map-vertical';
import { VERTICALS } from '@/utils/ui-safe/verticals';
import { startTestEmulator } from './emulator-fixture';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

function setUp() {
  const settle = vi.fn();
  const meter: Meter = { admit: vi.fn(async () => ({ settle })), served: vi.fn() };
  const api = createApiClient({
    baseUrl: emulator.baseUrl,
    getKey: () => 'demo-ai',
    scheduler: createScheduler({ baseBackoffMs: 10, maxBackoffMs: 50, timeoutMs: 5_000 }),
    meter,
  });
  return { api, meter, settle };
}

const billed = () => emulator.stats().keys['demo-ai']?.billed ?? 0;

describe('verticals', () => {
  it.each(VERTICALS)('%s: one billed request through the meter, then the cache', async (vertical) => {
    const { api, meter, settle } = setUp();
    const params = { q: 'coffee', count: vertical === 'images' ? 100 : 20, safesearch: 'strict' as const };
    const first = await api.verticalSearch(vertical, params);
    expect(first).toMatchObject({ billed: true, fromCache: false });
    expect(first.data.results.length).toBeGreaterThan(0);
    expect(meter.admit).toHaveBeenCalledWith({ scope: 'search', endpoint: vertical, asker: undefined });
    expect(settle).toHaveBeenCalledWith({ billed: true });
    const again = await api.verticalSearch(vertical, params);
    expect(again).toMatchObject({ billed: false, fromCache: true });
    expect(await api.cachedVerticalSearch(vertical, params)).toMatchObject({ fromCache: true });
    expect(meter.admit).toHaveBeenCalledTimes(1);
    expect(meter.served).toHaveBeenCalledTimes(1);
    expect(billed()).toBe(1);
    expect(emulator.requests().map((entry) => entry.endpoint)).toEqual([`${vertical}/search`]);
  });

  it('images: at least 10 tiles, each with its proxied thumbnail and a size', async () => {
    // The demo build shows the emulator's own (http, loopback) pictures; any other build only https ones.
    vi.stubEnv('MODE', 'demo');
    const { api } = setUp();
    const { data } = await api.verticalSearch('images', { q: 'coffee', count: 100, safesearch: 'strict' });
    const view = mapVertical('images', data, { page: 0, fromCache: false, safesearchRaised: true });
    expect(view).toMatchObject({ vertical: 'images', moreResults: false, safesearchRaised: true });
    expect(view.items.length).toBeGreaterThanOrEqual(10);
    for (const item of view.vertical === 'images' ? view.items : []) {
      expect(item.thumbnail).toContain('/__emulator/img/');
      expect(item.width).toBeGreaterThan(0);
      expect(item.height).toBeGreaterThan(0);
    }
  });

  it('news pages by offset, and freshness reaches the API', async () => {
    const { api } = setUp();
    await api.verticalSearch('news', { q: 'coffee', count: 20, offset: 1, freshness: 'pw' });
    const { query } = emulator.requests()[0]!;
    expect(query.offset).toEqual(['1']);
    expect(query.freshness).toEqual(['pw']);
  });
});
