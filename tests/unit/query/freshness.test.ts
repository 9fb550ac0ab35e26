import { describe, expect, it } from 'vitest';
import { freshnessRange, isFreshness, rangeDays, rangeProblem, utcToday } from '@/utils/ui-safe/query/freshness';

// 2026-03-15 23:30 UTC: already the 16th east of Greenwich, still the 15th for the API.
const NOW = Date.UTC(2026, 2, 15, 23, 30);

describe('rangeProblem', () => {
  it('accepts real past days in order, a single day, today (UTC) and the first day of 1990', () => {
    expect(rangeProblem('2026-01-01', '2026-02-28', NOW)).toBeUndefined();
    expect(rangeProblem('2024-02-29', '2024-02-29', NOW)).toBeUndefined();
    expect(rangeProblem('2026-03-01', '2026-03-15', NOW)).toBeUndefined();
    expect(rangeProblem('1990-01-01', '1990-12-31', NOW)).toBeUndefined();
  });

  it.each([
    ['2026-02-30', '2026-03-01'],
    ['2025-02-29', '2025-03-01'],
    ['2026-01-01', '2026-13-01'],
    ['2026-01-00', '2026-01-02'],
    ['2026-1-5', '2026-01-06'],
    ['', '2026-01-06'],
    ['yesterday', 'today'],
  ])('calls %s to %s no real dates', (from, to) => {
    expect(rangeProblem(from, to, NOW)).toBe('badDate');
  });

  it('refuses a reversed range, a future day (by UTC) and days before 1990', () => {
    expect(rangeProblem('2026-02-10', '2026-02-01', NOW)).toBe('reversed');
    expect(rangeProblem('2026-03-01', '2026-03-16', NOW)).toBe('future');
    expect(rangeProblem('2030-01-01', '2030-01-02', NOW)).toBe('future');
    expect(rangeProblem('1989-12-31', '2000-01-01', NOW)).toBe('tooEarly');
    // Years 0–99 are not read as 1900–1999.
    expect(rangeProblem('0095-01-01', '2000-01-01', NOW)).toBe('tooEarly');
  });

  it('counts today in UTC', () => {
    expect(utcToday(NOW)).toBe('2026-03-15');
  });
});

describe('isFreshness', () => {
  it('takes the periods and valid ranges', () => {
    for (const value of ['pd', 'pw', 'pm', 'py', '2026-01-01to2026-02-01'])
      expect(isFreshness(value, NOW), value).toBe(true);
  });

  it.each([
    '',
    'px',
    'PD',
    '2026-02-30to2026-03-01',
    '2026-02-10to2026-02-01',
    '2026-03-01to2026-03-20',
    '2026-01-01to2026-02-01 ',
    '2026-01-01-2026-02-01',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(isFreshness(value, NOW)).toBe(false);
  });
});

describe('range values', () => {
  it('are written and read back as YYYY-MM-DDtoYYYY-MM-DD', () => {
    expect(freshnessRange('2026-01-01', '2026-02-01')).toBe('2026-01-01to2026-02-01');
    expect(rangeDays('2026-01-01to2026-02-01')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(rangeDays('pw')).toBeUndefined();
    expect(rangeDays(undefined)).toBeUndefined();
  });
});
