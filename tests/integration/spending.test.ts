// @vitest-environment node
/**
 * Scout's spending ledger against the emulator's own billing (issue 37): a scripted session of searches (a repeat
 * among them), places, an answer and suggestions, from several surfaces (browser-stamped senders), then the ledger's
 * billed counts and amounts compared with the emulator's stats and its `<usage>` costs, to the tenth of a cent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createHeavyHandlers } from '@/utils/worker/background/handlers/heavy';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { apiSuggestions } from '@/utils/worker/services/suggestions';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { monthTotals } from '@/utils/worker/services/spending/ledger';
import { dayKey, monthOf } from '@/utils/worker/services/spending/month';
import { issuePass } from '@/utils/worker/background/results-pass';
import { startTestEmulator, useEmulator } from './emulator-fixture';

const EXT = 'chrome-extension://scout';
const popup = { id: 'scout', url: `${EXT}/popup.html`, origin: EXT };
const sidePanel = { id: 'scout', url: `${EXT}/sidepanel.html`, origin: EXT };
const results = { id: 'scout', url: `${EXT}/results.html`, origin: EXT, tab: { id: 4 }, frameId: 0 };
const panel = { id: 'scout', url: `${EXT}/panel.html`, origin: EXT, tab: { id: 7 }, frameId: 3 };
const search = (q: string) => ({ q, page: 0, filters: {} });
/** To the tenth of a cent, in micro-dollars. */
const mills = (micros: number) => Math.round(micros / 1_000);

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());

describe('the ledger matches the emulator’s billing', () => {
  it('after searches, a repeat, places, an answer and suggestions across surfaces', async () => {
    await useEmulator(emulator, 'demo-search');
    await saveKey('demo-answers', async () => {}, 'answers');
    await saveKey('demo-suggest', async () => {}, 'suggest');
    const store = createSpendingStore();
    const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
    const access = createApiAccess({ spending });
    const handlers = createHeavyHandlers(access);

    await handlers.search(search('coffee in Lisbon'), popup);
    await handlers.search(search('python tutorial'), sidePanel);
    await handlers.search(search('coffee in Lisbon'), results); // a repeat: from the cache
    await handlers['page.search']({ q: 'blu tack' }, panel);
    // Enter in the address bar: the worker opens the results tab with a pass saying so (omnibox.ts).
    const typed = search('heron');
    const pass = await issuePass(typed, Date.now(), 'addressBar');
    await handlers['results.open']({ search: typed, pass }, results);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the places the first search started
    const signal = new AbortController().signal;
    await apiSuggestions(access, 'cof', signal);
    await apiSuggestions(access, 'cof', signal); // remembered: free
    await apiSuggestions(access, 'pyth', signal);
    const { client } = await access.open();
    let statedUsd = 0;
    for await (const update of client.answerStream({ question: 'Who wrote Dune?' }, { asker: { surface: 'popup' } }))
      statedUsd = update.cost?.totalUsd ?? statedUsd;
    await store.flushed();

    const stats = emulator.stats().keys;
    const ledger = await store.ledger();
    const { byPlan } = monthTotals(ledger, monthOf(dayKey(Date.now())));
    // Search: each web search the emulator billed, at $5 per 1,000; the repeat from the cache; places unbilled.
    const places = ledger.recent.filter((e) => e.endpoint === 'pois' || e.endpoint === 'descriptions');
    const placesFromCache = places.filter((e) => e.outcome === 'cache');
    expect(byPlan.search?.[1]).toBe(stats['demo-search']?.billed);
    expect(byPlan.search).toEqual([4 * 5_000, 4, 1 + placesFromCache.length]);
    // Places: each look-up the emulator answered is in the ledger, not billed (prices.ts UNBILLED_ENDPOINTS)…
    const placesSent = places.filter((e) => e.outcome !== 'cache');
    const asked = (path: string) => stats['demo-search']?.endpoints[path]?.successes ?? 0;
    expect(asked('local/pois')).toBeGreaterThan(0);
    expect(placesSent).toHaveLength(asked('local/pois') + asked('local/descriptions'));
    expect(placesSent.every((e) => e.outcome === 'free' && e.micros === 0 && e.surface === 'popup')).toBe(true);
    // …and the repeat's places, answered from the cache, are in it as such, for the surface that asked.
    expect(placesFromCache.map((e) => `${e.endpoint} ${e.surface} ${e.micros}`).sort()).toEqual([
      'descriptions results 0',
      'pois results 0',
    ]);
    expect(stats['demo-search']?.endpoints['local/pois']?.billed).toBe(0);
    // Autosuggest: $5 per 10,000.
    expect(byPlan.suggest?.[1]).toBe(stats['demo-suggest']?.billed);
    expect(byPlan.suggest).toEqual([2 * 500, 2, 1]);
    // Answers: one billed answer at the cost its <usage> stated.
    expect(byPlan.answers?.[1]).toBe(stats['demo-answers']?.answers);
    expect(statedUsd).toBeGreaterThan(0);
    expect(mills(byPlan.answers?.[0] ?? 0)).toBe(mills(statedUsd * 1_000_000));
    // Which surface asked, from the senders.
    expect(
      ledger.recent
        .filter((e) => e.endpoint === 'web')
        .map((e) => `${e.surface} ${e.outcome}`)
        .reverse(),
    ).toEqual(['popup billed', 'sidePanel billed', 'results cache', 'inPage billed', 'addressBar billed']);
    expect(ledger.recent.filter((e) => e.plan === 'suggest').every((e) => e.surface === 'addressBar')).toBe(true);
  });
});
