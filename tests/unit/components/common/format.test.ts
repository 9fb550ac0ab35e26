import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatNumber, formatDollars } from '@/components/common/format';

afterEach(() => vi.restoreAllMocks());

describe('formatNumber', () => {
  it('formats in the UI language with the asked precision', () => {
    expect(formatNumber(4.56)).toBe(new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(4.56));
    expect(formatNumber(1234.5, 0)).toBe(new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(1234.5));
  });

  it('builds a formatter once per language and precision, not once per number (a card re-renders per batch)', () => {
    formatNumber(1, 2);
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (const value of [1, 2.5, 3.25]) formatNumber(value, 2);
    expect(built).not.toHaveBeenCalled();
  });
});

describe('formatDateTime and formatDollars', () => {
  it('build their formatter once per language, not once per row (the options list up to 50 requests)', () => {
    formatDateTime(0);
    formatDollars(0.01);
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const rows = Array.from({ length: 50 }, (_, i) => [formatDateTime(i * 60_000), formatDollars(i / 1_000)]);
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(rows[1]).toEqual([
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(60_000),
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(0.001),
    ]);
  });
});
