// @vitest-environment node
/**
 * The background's handlers and streams against the real emulator over HTTP: what a user's session costs in
 * billed searches, and what each plan gives.
 */
import type { PlacesEvent, SummaryEvent } from '@/utils/contract/view-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { enrichPlaces } from '@/utils/worker/services/places';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { billed, startTestEmulator, useEmulator } from './emulator-fixture';

const popup = { id: 'scout', url: 'chrome-extension://scout/popup.html', origin: 'chrome-extension://scout' };
const search = (q: string, page = 0) => ({ q, page, filters: {} });

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());

function setup() {
  const access = createApiAccess();
  return { access, handlers: createHeavyHandlers(access) };
}

// First: a later test would count the places an earlier test's search started as it ended.
describe('places start as the answer leaves (demo-pro)', () => {
  const local = (endpoint: string) => emulator.stats().keys['demo-pro']?.endpoints[`local/${endpoint}`]?.requests ?? 0;
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('before any stream asks; the stream then takes them: one call per 20 places to each endpoint', async () => {
    await useEmulator(emulator, 'demo-pro');
    const { access, handlers } = setup();
    const view = await handlers.search(search('coffee in Lisbon'), popup);
    expect(view.placesState).toBe('found');
    await until(() => local('descriptions') > 0);
    expect(local('pois')).toBeGreaterThan(0);
    const events: PlacesEvent[] = [];
    await enrichPlaces(access, view.searchId, (e) => events.push(e));
    expect(events.flatMap((e) => (e.type === 'places' ? e.places : [])).length).toBe(view.places.length);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const batches = Math.ceil(view.places.length / 20);
    expect([local('pois'), local('descriptions')]).toEqual([batches, batches]);
  });

  it('not for a further page, whose places no UI shows', async () => {
    await useEmulator(emulator, 'demo-pro');
    const { handlers } = setup();
    const further = await handlers.search(search('coffee in Lisbon', 1), popup);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(further.placesState === 'found' ? local('pois') : 0).toBe(0);
  });
});

describe('a scripted session with repeats (demo-ai)', () => {
  it('bills one call per distinct search, and nothing for places and summaries', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { access, handlers } = setup();

    const lisbon = await handlers.search(search('coffee in Lisbon'), popup);
    expect(lisbon.results.length).toBeGreaterThan(0);
    expect(lisbon.placesState).toBe('found');
    expect(lisbon.summaryState).toBe('available');
    expect(lisbon.fromCache).toBe(false);

    const again = await handlers.search(search('coffee in Lisbon'), popup);
    expect(again.fromCache).toBe(true);
    await handlers.search(search('ramen tokyo'), popup);
    await handlers.search(search('coffee in Lisbon', 1), popup);
    await handlers.search(search('ramen tokyo'), popup);
    expect(billed(emulator, 'demo-ai')).toBe(3);

    const places: PlacesEvent[] = [];
    await enrichPlaces(access, lisbon.searchId, (e) => places.push(e));
    const enriched = places.flatMap((e) => (e.type === 'places' ? e.places : []));
    expect(enriched.length).toBe(lisbon.places.length);
    expect(enriched.every((p) => p.enriched)).toBe(true);
    expect(enriched.some((p) => p.description && p.description.length > 0)).toBe(true);
    expect(places.at(-1)).toEqual({ type: 'done' });

    const summary: SummaryEvent[] = [];
    await runSummaryJob(access, { searchId: lisbon.searchId }, (e) => summary.push(e));
    const last = summary.at(-1);
    expect(last).toMatchObject({ type: 'summary', final: true });
    expect(last?.type === 'summary' && last.summary.blocks.length).toBeGreaterThan(0);
    expect(summary.filter((e) => e.type === 'summary' && !e.final).length).toBeGreaterThan(0);

    expect(billed(emulator, 'demo-ai')).toBe(3);
  });

  it('reopening shows the last search without a new call', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { handlers } = setup();
    const first = await handlers.search(search('museums berlin'), popup);
    const last = await handlers['search.last']({}, popup);
    expect(last).toMatchObject({
      request: { q: 'museums berlin' },
      view: { searchId: first.searchId, fromCache: true },
    });
    expect(billed(emulator, 'demo-ai')).toBe(1);
  });
});

describe('plans', () => {
  it('demo-free: web results, and once verified, a plan without places or summary', async () => {
    await useEmulator(emulator, 'demo-free');
    const { handlers } = setup();
    const verified = await handlers['key.verify']({ which: 'search' }, popup);
    expect(verified.capabilities).toEqual({ web: true, places: false, summary: false });
    expect(verified.billedSearches).toBe(1);
    expect(verified.rate?.perSecond?.limit).toBe(1);
    const view = await handlers.search(search('coffee in Lisbon'), popup);
    expect(view.results.length).toBeGreaterThan(0);
    expect(view.placesState).toBe('notInPlan');
    expect(view.summaryState).toBe('notInPlan');
    expect(billed(emulator, 'demo-free')).toBe(2);
  });

  it('demo-pro: places but no summarizer', async () => {
    await useEmulator(emulator, 'demo-pro');
    const { handlers } = setup();
    const verified = await handlers['key.verify']({ which: 'search' }, popup);
    expect(verified.capabilities).toEqual({ web: true, places: true, summary: false });
  });

  it('demo-ai: everything, with an uncapped month', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { handlers } = setup();
    const verified = await handlers['key.verify']({ which: 'search' }, popup);
    expect(verified.capabilities).toEqual({ web: true, places: true, summary: true });
    expect(verified.rate?.monthly?.uncapped).toBe(true);
  });

  it.each([
    ['demo-capped', 'spendCap'],
    ['not-a-key', 'invalidKey'],
  ])('%s: the search fails with %s and nothing is billed', async (key, kind) => {
    await useEmulator(emulator, key);
    const { handlers } = setup();
    await expect(handlers.search(search('coffee in Lisbon'), popup)).rejects.toMatchObject({ kind });
    expect(emulator.stats().totals.billed).toBe(0);
  });
});

describe('searches on behalf of a page', () => {
  // Scout's panel frame in a news page (sender-policy.ts): what a page can cause goes through it.
  const contentScript = {
    id: 'scout',
    url: 'chrome-extension://scout/panel.html',
    origin: 'chrome-extension://scout',
    tab: { id: 9 },
    frameId: 2,
  };

  it('a page asking 200 times in a burst causes at most 2 requests (A9)', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { handlers } = setup();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => handlers['page.search']({ q: `heron ${i}` }, contentScript)),
    );
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { kind?: string }).kind === 'slowDown',
    );
    expect(refused.length).toBeGreaterThanOrEqual(198);
    expect(emulator.stats().totals.requests).toBeLessThanOrEqual(2);
  });

  it('does not replace the popup’s last search', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { handlers } = setup();
    await handlers.search(search('museums berlin'), popup);
    await handlers['page.search']({ q: 'ramen tokyo' }, contentScript);
    expect(await handlers['search.last']({}, popup)).toMatchObject({ request: { q: 'museums berlin' } });
  });
});

describe('a summary the summarizer cannot write', () => {
  it('ends as summaryFailed at once, without restarting the (billed) search (C5)', async () => {
    await useEmulator(emulator, 'demo-ai');
    const { access, handlers } = setup();
    const view = await handlers.search(search('unsummarizable coffee in Lisbon'), popup);
    expect(view.summaryState).toBe('available');
    const events: SummaryEvent[] = [];
    await runSummaryJob(access, { searchId: view.searchId }, (e) => events.push(e));
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { kind: 'summaryFailed' } });
    expect(events.some((e) => e.type === 'restarted')).toBe(false);
    expect(billed(emulator, 'demo-ai')).toBe(1);
  });
});
