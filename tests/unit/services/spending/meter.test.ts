import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { monthTotals } from '@/utils/worker/services/spending/ledger';
import { isApiError } from '@/utils/worker/api/errors';
import type { MeterRequest } from '@/utils/worker/api/endpoints/meter';

const NOV_28 = new Date(2026, 10, 28, 12).getTime();
const web: MeterRequest = { scope: 'search', endpoint: 'web', asker: { surface: 'popup', q: 'cats' } };

function setup(now = () => NOV_28, keepQuery = async () => false) {
  const store = createSpendingStore({ later: (run) => queueMicrotask(run) });
  return { store, spending: createSpending({ store, now, keepQuery }) };
}

async function billedSearch(spending: ReturnType<typeof setup>['spending'], request = web) {
  const ticket = await spending.meter.admit(request);
  ticket.settle({ billed: true });
}

beforeEach(() => fakeBrowser.reset());

describe('the ledger through the meter', () => {
  it('three searches and a repeat: $0.015 for Search, 3 billed, 1 from the cache', async () => {
    const { spending, store } = setup();
    for (let i = 0; i < 3; i++) await billedSearch(spending);
    spending.meter.served(web);
    await store.flushed();
    const { byPlan, total } = monthTotals(await store.ledger(), '2026-11');
    expect(byPlan.search).toEqual([15_000, 3, 1]);
    expect(total).toBe(15_000);
    // Written to storage.local, without the query (the history is off).
    const stored = (await fakeBrowser.storage.local.get('spending')).spending as { recent: { q?: string }[] };
    expect(stored.recent).toHaveLength(4);
    expect(stored.recent.every((entry) => entry.q === undefined)).toBe(true);
  });

  it('keeps the query only while the history is on', async () => {
    const { spending, store } = setup(undefined, async () => true);
    await billedSearch(spending);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.flushed();
    const stored = (await fakeBrowser.storage.local.get('spending')).spending as { recent: { q?: string }[] };
    expect(stored.recent[0]?.q).toBe('cats');
  });

  it('a failed or refused request costs nothing ("only successful requests are billed")', async () => {
    const { spending, store } = setup();
    const ticket = await spending.meter.admit(web);
    ticket.settle({ billed: false });
    ticket.settle({ billed: true }); // settled once only
    expect(monthTotals(await store.ledger(), '2026-11').total).toBe(0);
    expect((await store.ledger()).recent[0]?.outcome).toBe('failed');
  });
});

describe('monthly limits', () => {
  it('with a Search limit of $0.02 the fourth search goes and the fifth is refused before it leaves', async () => {
    const { spending, store } = setup();
    await store.saveSettings({ limits: { search: 20_000 }, prices: {} });
    for (let i = 0; i < 4; i++) await billedSearch(spending);
    const refused = await spending.meter.admit(web).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.toPlain()).toMatchObject({
      kind: 'overLimit',
      limit: { plan: 'search', micros: 20_000 },
    });
    // A cache hit is still served (the client checks the cache before it asks the meter).
    spending.meter.served(web);
    const { byPlan } = monthTotals(await store.ledger(), '2026-11');
    expect(byPlan.search).toEqual([20_000, 4, 1]);
    expect((await store.ledger()).recent[1]?.outcome).toBe('refused');
  });

  it('two surfaces racing to the last cent: one is admitted, the limit is never passed', async () => {
    const { spending, store } = setup();
    await store.saveSettings({ limits: { search: 10_000 }, prices: {} });
    const asks = Array.from({ length: 6 }, (_, i) =>
      spending.meter.admit({ ...web, asker: { surface: i % 2 ? 'sidePanel' : 'popup' } }),
    );
    const results = await Promise.allSettled(asks);
    const admitted = results.filter((r) => r.status === 'fulfilled');
    expect(admitted).toHaveLength(2);
    expect(spending.reserved('search')).toBe(10_000);
    for (const r of admitted)
      (r as PromiseFulfilledResult<{ settle: (o: { billed: boolean }) => void }>).value.settle({ billed: true });
    expect(spending.reserved('search')).toBe(0);
    expect(monthTotals(await store.ledger(), '2026-11').total).toBe(10_000);
    // Settled, the spend is counted: a further request is refused still.
    await expect(spending.meter.admit(web)).rejects.toMatchObject({ kind: 'overLimit' });
  });

  it('the total limit holds across plans', async () => {
    const { spending, store } = setup();
    await store.saveSettings({ limits: {}, total: 5_500, prices: {} });
    await billedSearch(spending);
    await expect(spending.meter.admit({ scope: 'suggest', endpoint: 'suggest' })).resolves.toBeDefined();
    await expect(spending.meter.admit({ scope: 'suggest', endpoint: 'suggest' })).rejects.toMatchObject({
      limit: { plan: 'all', micros: 5_500 },
    });
  });

  it('a limit changed takes effect on the next request', async () => {
    const { spending, store } = setup();
    await billedSearch(spending);
    await store.saveSettings({ limits: { search: 5_000 }, prices: {} });
    await expect(spending.meter.admit(web)).rejects.toMatchObject({ kind: 'overLimit' });
    await store.saveSettings({ limits: {}, prices: {} });
    await expect(spending.meter.admit(web)).resolves.toBeDefined();
  });

  it('an answer reserves its ceiling before it is asked (2 searches, question + 4,096 context tokens, output cap) and is billed as stated', async () => {
    const { spending, store } = setup();
    const question = 'x'.repeat(10); // 3 tokens
    // Ceiling: 2 × $0.004 + (3 + 4,096) × $0.000005 + 1,024 × $0.000005 = 33,615 micro-dollars.
    await store.saveSettings({ limits: { answers: 33_614 }, prices: {} });
    await expect(spending.meter.admit({ scope: 'answers', endpoint: 'answer', question })).rejects.toMatchObject({
      kind: 'overLimit',
    });
    await store.saveSettings({ limits: { answers: 33_615 }, prices: {} });
    const ticket = await spending.meter.admit({ scope: 'answers', endpoint: 'answer', question });
    ticket.settle({ billed: true, statedUsd: 0.0061 });
    expect((await store.ledger()).recent[0]).toMatchObject({ micros: 6_100, basis: 'usage' });
  });

  it('a <usage> missing or hostile: tokens if given, else the ceiling (never NaN, never negative)', async () => {
    const { spending, store } = setup();
    for (const statedUsd of [Number.NaN, -1, Infinity, 1e12, undefined]) {
      const ticket = await spending.meter.admit({ scope: 'answers', endpoint: 'answer', question: 'why' });
      ticket.settle({ billed: true, statedUsd });
    }
    const ticket = await spending.meter.admit({ scope: 'answers', endpoint: 'answer', question: 'why' });
    ticket.settle({ billed: true, tokensIn: 100, tokensOut: 200 });
    const micros = (await store.ledger()).recent.map((entry) => entry.micros);
    expect(micros).toEqual([5_500, 33_605, 33_605, 33_605, 33_605, 33_605]);
  });

  it('answers racing under a limit: one in flight at a time, so the limit is passed by at most one answer beyond its ceiling', async () => {
    const { spending, store } = setup();
    const answer: MeterRequest = { scope: 'answers', endpoint: 'answer', question: 'why', asker: { surface: 'popup' } };
    const ceiling = 33_605;
    // Room for two ceilings: without waiting, both answers would be admitted at once.
    const limit = 2 * ceiling;
    await store.saveSettings({ limits: { answers: limit }, prices: {} });
    let secondAdmitted = false;
    const first = await spending.meter.admit(answer);
    const second = spending.meter.admit({ ...answer, asker: { surface: 'sidePanel' } }).then((ticket) => {
      secondAdmitted = true;
      return ticket;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(secondAdmitted).toBe(false); // waits for the first to settle at its real cost
    // The first answer's searches brought far more context than reserved: it costs 60,000, not 33,605.
    const real = 60_000;
    first.settle({ billed: true, statedUsd: real / 1_000_000 });
    await expect(second).rejects.toMatchObject({ kind: 'overLimit', limit: { plan: 'answers', micros: limit } });
    const { total } = monthTotals(await store.ledger(), '2026-11');
    // Passed by nothing here; in general by at most one answer's cost beyond its ceiling.
    expect(total).toBe(real);
    expect(total - limit).toBeLessThanOrEqual(real - ceiling);
  });

  it('the one answer in flight is the only one that can pass the limit, and by its cost beyond its ceiling', async () => {
    const { spending, store } = setup();
    const answer: MeterRequest = { scope: 'answers', endpoint: 'answer', question: 'why' };
    const ceiling = 33_605;
    const limit = 40_000;
    await store.saveSettings({ limits: { answers: limit }, prices: {} });
    const asks = [spending.meter.admit(answer), spending.meter.admit(answer), spending.meter.admit(answer)];
    const first = await asks[0]!;
    first.settle({ billed: true, statedUsd: 0.05 }); // 50,000: 16,395 beyond its ceiling
    const rest = await Promise.allSettled(asks.slice(1));
    expect(rest.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const { total } = monthTotals(await store.ledger(), '2026-11');
    expect(total - limit).toBe(10_000);
    expect(total - limit).toBeLessThanOrEqual(50_000 - ceiling);
  });

  it('places go through the meter: counted in the ledger as not billed, refused once the month is past the limit', async () => {
    const { spending, store } = setup();
    const pois: MeterRequest = { scope: 'search', endpoint: 'pois', asker: { surface: 'popup' } };
    const ticket = await spending.meter.admit(pois);
    expect(spending.reserved('search')).toBe(0);
    ticket.settle({ billed: true });
    expect((await store.ledger()).recent[0]).toMatchObject({ endpoint: 'pois', outcome: 'free', micros: 0 });
    expect(monthTotals(await store.ledger(), '2026-11').byPlan.search).toEqual([0, 0, 0]);
    // At the limit they still go (they cost nothing); past it (the limit lowered), they are refused like the rest.
    await billedSearch(spending);
    await store.saveSettings({ limits: { search: 5_000 }, prices: {} });
    await expect(spending.meter.admit(pois)).resolves.toBeDefined();
    await store.saveSettings({ limits: { search: 4_000 }, prices: {} });
    await expect(spending.meter.admit({ ...pois, endpoint: 'descriptions' })).rejects.toMatchObject({
      kind: 'overLimit',
    });
  });
});

describe('the clock and the month', () => {
  it('a request is filed under the day the clock read; a month is the sum of its days', async () => {
    let now = new Date(2026, 10, 30, 23, 59).getTime();
    const { spending, store } = setup(() => now);
    await store.saveSettings({ limits: { search: 5_000 }, prices: {} });
    await billedSearch(spending);
    now = new Date(2026, 11, 1, 0, 1).getTime(); // a new month: the limit starts again
    await billedSearch(spending);
    now = new Date(2026, 10, 15).getTime(); // the clock jumps back into November: its limit is spent
    await expect(spending.meter.admit(web)).rejects.toMatchObject({ kind: 'overLimit' });
    const ledger = await store.ledger();
    expect(monthTotals(ledger, '2026-11').total).toBe(5_000);
    expect(monthTotals(ledger, '2026-12').total).toBe(5_000);
  });
});

describe('faults', () => {
  it('storage full: the request was answered, the write fails with a warning, nothing throws', async () => {
    const warn = vi.fn();
    const store = createSpendingStore({ later: (run) => queueMicrotask(run), warn });
    const spending = createSpending({ store, now: () => NOV_28, keepQuery: async () => false });
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await billedSearch(spending);
    await store.flushed();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be written'), expect.any(Error));
    // Still counted in this worker, so a limit keeps holding.
    expect(monthTotals(await store.ledger(), '2026-11').total).toBe(5_000);
  });

  it('a worker stopped between the reply and the write loses only the entries not yet written', async () => {
    const deferred: (() => void)[] = [];
    const store = createSpendingStore({ later: (run) => deferred.push(run) });
    const spending = createSpending({ store, now: () => NOV_28, keepQuery: async () => false });
    await billedSearch(spending);
    deferred.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deferred).toEqual([]);
    await billedSearch(spending); // answered; its write is still waiting when the worker stops
    const restarted = createSpendingStore();
    expect(monthTotals(await restarted.ledger(), '2026-11').byPlan.search).toEqual([5_000, 1, 0]);
  });

  it('a damaged ledger or settings in storage: dropped, never NaN', async () => {
    await fakeBrowser.storage.local.set({
      spending: { days: { '2026-11-28': { search: [5_000, 1, 0], answers: ['x', 1, 0] }, junk: {} }, recent: [1, {}] },
      spendingSettings: { limits: { search: 'lots', answers: -1, nope: 5 }, total: NaN, prices: { search: 1.5 } },
    });
    const { spending, store } = setup();
    const ledger = await store.ledger();
    expect(ledger.days).toEqual({ '2026-11-28': { search: [5_000, 1, 0] } });
    expect(ledger.recent).toEqual([]);
    expect(await store.settings()).toEqual({ limits: {}, prices: {} });
    await expect(spending.meter.admit(web)).resolves.toBeDefined();
  });
});
