import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSpending } from '@/utils/worker/services/spending/meter';
import { createSpendingStore } from '@/utils/worker/services/spending/store';
import { spendingHandlers } from '@/utils/worker/services/spending/handlers';
import { RECENT_SHOWN } from '@/utils/ui-safe/spending';

beforeEach(() => fakeBrowser.reset());

describe('spending.prices', () => {
  it('the billed buttons’ prices at the table’s, the user’s own and the search key’s plan; no spend in it', async () => {
    const store = createSpendingStore({ later: (run) => queueMicrotask(run) });
    const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
    const handlers = spendingHandlers(spending);
    // The table: a search $0.005; an answer ≈ the API's example (2 searches, 1,234 in, 300 out) and its ceiling.
    expect(await handlers['spending.prices']()).toEqual({
      search: 5_000,
      answer: 15_670,
      answerCeiling: 2 * 4_000 + 4_096 * 5 + 1_024 * 5,
      // A follow-up's: the same with its longest message (12,000 characters, 3,000 tokens) as its question.
      followupCeiling: 2 * 4_000 + (3_000 + 4_096) * 5 + 1_024 * 5,
    });
    await store.saveSettings({ limits: { search: 1 }, prices: { answers: 2_000 }, searchPlan: 'base' });
    expect(await handlers['spending.prices']()).toEqual({
      search: 3_000,
      answer: 2 * 2_000 + 1_534 * 5,
      answerCeiling: 2 * 2_000 + 5_120 * 5,
      followupCeiling: 2 * 2_000 + 8_120 * 5,
    });
  });
});

describe('spending.summary', () => {
  it('carries the last 50 requests for the options page to draw, every one kept for the CSV, none without details', async () => {
    const store = createSpendingStore({ later: (run) => queueMicrotask(run) });
    const spending = createSpending({ store, now: () => Date.now(), keepQuery: async () => false });
    const handlers = spendingHandlers(spending);
    const day = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 120; i++)
      store.record({
        at: Date.now() - (120 - i) * 1_000,
        day,
        plan: 'search',
        endpoint: 'web/search',
        surface: 'popup',
        outcome: 'billed',
        micros: 5_000,
        basis: 'table',
      });
    const shown = await handlers['spending.summary']({ details: 'shown' });
    expect(shown.recent).toHaveLength(RECENT_SHOWN);
    // Newest first: the last recorded is the first row.
    expect(shown.recent?.[0]?.at).toBe(Math.max(...(shown.recent ?? []).map((entry) => entry.at)));
    const all = await handlers['spending.summary']({ details: 'all' });
    expect(all.recent).toHaveLength(120);
    expect(all.recent?.slice(0, RECENT_SHOWN)).toEqual(shown.recent);
    expect(await handlers['spending.summary']({})).not.toHaveProperty('recent');
    // A change in the section answers with what it draws.
    expect((await handlers['spending.clear']()).recent).toEqual([]);
  });
});
