import { describe, expect, it } from 'vitest';
import { addEntry, emptyLedger, monthTotals, type LedgerEntry } from '@/utils/worker/services/spending/ledger';
import { dayKey, lastDays, monthsBefore } from '@/utils/worker/services/spending/month';
import { answerBound, priceOf, PRICES } from '@/utils/worker/services/spending/prices';

const entry = (day: string, micros = 5_000): LedgerEntry => ({
  at: 0,
  day,
  plan: 'search',
  endpoint: 'web',
  surface: 'popup',
  outcome: 'billed',
  micros,
  basis: 'table',
});

describe('the ledger is bounded', () => {
  it('keeps the last 300 requests and per-day totals for 13 months', () => {
    const ledger = emptyLedger();
    for (let i = 0; i < 320; i++) addEntry(ledger, entry('2025-11-01'));
    expect(ledger.recent).toHaveLength(300);
    expect(monthTotals(ledger, '2025-11').byPlan.search).toEqual([1_600_000, 320, 0]);
    addEntry(ledger, entry('2026-11-28'));
    expect(Object.keys(ledger.days)).toEqual(['2025-11-01', '2026-11-28']);
    addEntry(ledger, entry('2026-12-01'));
    expect(Object.keys(ledger.days)).toEqual(['2026-11-28', '2026-12-01']);
  });
});

describe('months and days in the user’s time zone', () => {
  it('files an instant under its local day', () => {
    const instant = Date.UTC(2026, 10, 30, 23, 30); // 23:30 UTC on 30 November
    expect(dayKey(instant, 'UTC')).toBe('2026-11-30');
    expect(dayKey(instant, 'Europe/Berlin')).toBe('2026-12-01');
    expect(dayKey(instant, 'America/New_York')).toBe('2026-11-30');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-11', 12)).toBe('2025-11');
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('prices (docs/api-reference.md §9)', () => {
  it('one table with its sources; the user’s valid price overrides it, junk never does', () => {
    expect(PRICES.search.perRequest).toBe(5_000);
    expect(PRICES.suggest.perRequest).toBe(500);
    expect(PRICES.proAi.perRequest).toBe(9_000);
    expect(Object.values(PRICES).every((price) => price.source.includes('§9'))).toBe(true);
    expect(priceOf('search', { search: 3_000 })).toEqual({ micros: 3_000, basis: 'user' });
    for (const junk of [Number.NaN, -1, 1.5, Infinity, '5' as unknown as number])
      expect(priceOf('search', { search: junk })).toEqual({ micros: 5_000, basis: 'table' });
    expect(answerBound('abcde')).toBe(2 * 4_000 + (2 + 4_096) * 5 + 1_024 * 5);
  });
});
