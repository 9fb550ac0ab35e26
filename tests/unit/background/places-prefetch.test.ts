// @vitest-environment node
/** The `search` handler starts a first page's places before the UI asks, and for nothing else (handlers/heavy.ts). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveKey } from '@/utils/worker/services/key';
import { locationResult } from '../api/helpers';
import { routeAnswering, SENDERS } from './route-helpers';

const PROBE_ID = 'scout-capability-probe';

const { popup, panelFrame: panel } = SENDERS;

const answerWith = (places: number) => ({
  type: 'search',
  query: { original: 'restaurants' },
  web: { type: 'search', results: [{ title: 'Food', url: 'https://food.example/', description: 'Eat' }] },
  ...(places > 0 && {
    locations: { type: 'locations', results: Array.from({ length: places }, (_, i) => locationResult(`p${i}`)) },
  }),
});

/**
 * The /local/* calls made for places (their answers here are the web answer, which fails their schema: only the calls
 * count); not the plan's probe with a made-up id (services/plan-probe.ts), for a first answer without places.
 */
const localCalls = (fetch: ReturnType<typeof routeAnswering>['fetch']) =>
  fetch.mock.calls
    .map(([url]) => new URL(url))
    .filter((url) => url.pathname.includes('/local/') && !url.searchParams.getAll('ids').includes(PROBE_ID))
    .map((url) => url.pathname);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** A plan of 50 a second, as its answers say: the calls are not spaced a second apart as before any header. */
const RATE = { 'x-ratelimit-limit': '50, 20000', 'x-ratelimit-remaining': '49, 19990' };

describe('places started with the search', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveKey('places-test-key-1234', async () => {});
  });

  it("a first page with places: each batch of 20 asked for once, before the UI's stream", async () => {
    const { route, fetch } = routeAnswering(answerWith(45), RATE);
    const reply = await route({ type: 'search', data: { q: 'restaurants', page: 0, filters: {} } }, popup);
    expect(reply).toMatchObject({ ok: true, data: { placesState: 'found' } });
    await vi.waitFor(() => expect(localCalls(fetch)).toHaveLength(6));
    expect(localCalls(fetch).sort()).toEqual([
      ...Array(3).fill('/res/v1/local/descriptions'),
      ...Array(3).fill('/res/v1/local/pois'),
    ]);
  });

  it.each([
    ['a further page', { type: 'search', data: { q: 'restaurants', page: 1, filters: {} } }, popup, 45],
    [
      "a page's search (its panel shows no places section)",
      { type: 'page.search', data: { q: 'restaurants' } },
      panel,
      45,
    ],
    ['an answer without places', { type: 'search', data: { q: 'restaurants', page: 0, filters: {} } }, popup, 0],
  ])('none for %s', async (_name, message, sender, places) => {
    const { route, fetch } = routeAnswering(answerWith(places), RATE);
    expect(await route(message, sender)).toMatchObject({ ok: true });
    await settle();
    expect(localCalls(fetch)).toEqual([]);
  });
});
