/** A research under the meter: admitted by the ceiling of its limits, settled from its <usage> or its progress. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { answerCost, researchCeiling } from '@/utils/worker/services/spending/prices';
import type { MeterRequest } from '@/utils/worker/api/endpoints/meter';

const NOV_28 = new Date(2026, 10, 28, 12).getTime();
const LIMITS = { queries: 10, iterations: 2, seconds: 120 };
const research: MeterRequest = { scope: 'answers', endpoint: 'research', question: 'x'.repeat(8), research: LIMITS };
/** $4 per 1,000 queries; (2 + 10 × 8,192 × 2) tokens in and 2 × 8,192 out at $5 per million: 40,000 + 901,130. */
const CEILING = 941_130;

function setup() {
  const store = createSpendingStore({ later: (run) => queueMicrotask(run) });
  return { store, spending: createSpending({ store, now: () => NOV_28, keepQuery: async () => false }) };
}

beforeEach(() => fakeBrowser.reset());

describe('the research ceiling', () => {
  it('is every query, twice its token allowance in, a full allowance out per iteration', () => {
    expect(researchCeiling('x'.repeat(8), LIMITS)).toBe(CEILING);
    expect(answerCost(1_000, 200, {}, 1)).toBe(4_000 + 6_000);
  });

  it('grows with each limit, and clamps limits outside the API ranges first', () => {
    const base = researchCeiling('q', LIMITS);
    expect(researchCeiling('q', { ...LIMITS, queries: 11 })).toBeGreaterThan(base);
    expect(researchCeiling('q', { ...LIMITS, iterations: 3 })).toBeGreaterThan(base);
    expect(researchCeiling('q', { ...LIMITS, queries: 5_000 })).toBe(researchCeiling('q', { ...LIMITS, queries: 50 }));
    expect(researchCeiling('q', { ...LIMITS, queries: -3 })).toBe(researchCeiling('q', { ...LIMITS, queries: 1 }));
    expect(researchCeiling('q', { ...LIMITS, iterations: Number.NaN })).toBe(base);
  });

  it("follows the user's own per-query price", () => {
    expect(researchCeiling('x'.repeat(8), LIMITS, { answers: 5_000 })).toBe(CEILING + 10 * 1_000);
  });
});

describe('a research through the meter', () => {
  it('is refused when its ceiling would pass the monthly limit, admitted when it fits', async () => {
    const { spending, store } = setup();
    await store.saveSettings({ limits: { answers: CEILING - 1 }, prices: {} });
    await expect(spending.meter.admit(research)).rejects.toMatchObject({ kind: 'overLimit' });
    expect((await store.ledger()).recent[0]).toMatchObject({ endpoint: 'research', outcome: 'refused', micros: 0 });
    await store.saveSettings({ limits: { answers: CEILING }, prices: {} });
    const ticket = await spending.meter.admit(research);
    // While it runs its whole ceiling is reserved: nothing else fits under the limit beside it.
    expect(spending.reserved('answers')).toBe(CEILING);
    ticket.settle({ billed: true, statedUsd: 0.0634, queries: 2, tokensIn: 11_000, tokensOut: 1_200 });
    expect(spending.reserved('answers')).toBe(0);
    expect((await store.ledger()).recent[0]).toMatchObject({ micros: 63_400, basis: 'usage', outcome: 'billed' });
  });

  it('the total limit refuses it too', async () => {
    const { spending, store } = setup();
    await store.saveSettings({ limits: {}, total: CEILING - 1, prices: {} });
    await expect(spending.meter.admit(research)).rejects.toMatchObject({ kind: 'overLimit' });
  });

  it('stopped before its <usage>: billed what its progress named, never more than its ceiling', async () => {
    const { spending, store } = setup();
    const settle = async (outcome: Parameters<Awaited<ReturnType<typeof spending.meter.admit>>['settle']>[0]) => {
      (await spending.meter.admit(research)).settle(outcome);
      return (await store.ledger()).recent[0]!.micros;
    };
    expect(await settle({ billed: true, queries: 2, tokensIn: 5_000, tokensOut: 0 })).toBe(8_000 + 25_000);
    // Without token counts: the ceiling of the queries it ran.
    expect(await settle({ billed: true, queries: 1 })).toBe(
      researchCeiling('', { queries: 1, iterations: 1, seconds: 1 }),
    );
    expect(await settle({ billed: true, queries: 1e9, tokensIn: 1e9, tokensOut: 1e9 })).toBe(CEILING);
    // Refused or failed before the service answered: nothing.
    expect(await settle({ billed: false, queries: 3 })).toBe(0);
  });
});
