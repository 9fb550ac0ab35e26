import { describe, expect, it, vi } from 'vitest';
import { formatUsd, monthLabel, parseUsd } from '@/utils/ui-safe/spending';

describe('formatUsd: integer micro-dollars, never float sums', () => {
  it('under $1 to the tenth of a cent, from $1 in cents', () => {
    expect(formatUsd(15_000)).toBe('$0.015');
    expect(formatUsd(20_000)).toBe('$0.020');
    expect(formatUsd(0)).toBe('$0.000');
    expect(formatUsd(499)).toBe('$0.000');
    expect(formatUsd(500)).toBe('$0.001');
    expect(formatUsd(420_000)).toBe('$0.420');
    expect(formatUsd(1_000_000)).toBe('$1.00');
    expect(formatUsd(12_345_678)).toBe('$12.35');
    expect(formatUsd(1_234_000_000)).toBe('$1,234.00');
  });
});

describe('parseUsd: what the user typed, a clear answer for junk, never NaN', () => {
  it('reads amounts, empty as none, junk as undefined', () => {
    expect(parseUsd('0.02')).toBe(20_000);
    expect(parseUsd(' $5 ')).toBe(5_000_000);
    expect(parseUsd('3.')).toBe(3_000_000);
    expect(parseUsd('0.0000015')).toBeUndefined();
    expect(parseUsd('')).toBeNull();
    for (const junk of ['abc', '-1', '1,5', 'NaN', 'Infinity', '1e3', '0x10', '99999999'])
      expect(parseUsd(junk)).toBeUndefined();
  });
});

describe('monthLabel', () => {
  it('labels a month key in the UI language', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-01', 'de')).toBe('Januar 2026');
    expect(monthLabel('junk', 'en')).toBe('junk');
  });

  it('builds one date format per language, however often a line is drawn', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as never);
    // Languages the test above built none for; five months in one of them.
    for (let i = 1; i <= 5; i++) expect(monthLabel(`2025-0${i}`, 'fr')).toMatch(/^\p{L}+ 2025$/u);
    expect(monthLabel('2025-03', 'it')).toBe('marzo 2025');
    expect(made).toBe(2);
  });
});
