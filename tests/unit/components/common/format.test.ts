import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '@/components/common/format';

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
