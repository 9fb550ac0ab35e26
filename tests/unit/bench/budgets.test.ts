/** The benchmark's arithmetic and its budget rules (scripts/bench/stats.ts, scripts/bench/budgets.ts). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spread, versus } from '../../../scripts/bench/stats';
import { verdicts, type Budgets, type Results } from '../../../scripts/bench/budgets';

describe('spread and versus', () => {
  it('takes the nearest-rank median and p90', () => {
    expect(spread([5, 1, 4, 2, 3, 10, 9, 8, 7, 6])).toEqual({ median: 5, p90: 9, n: 10 });
  });

  it('sets each repetition against its own baseline', () => {
    const v = versus([30, 40, 50], [10, 10, 20]);
    expect(v.overhead_ms.median).toBe(30);
    expect(v.ratio).toBe(4);
  });
});

describe('verdicts', () => {
  const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
  const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results;

  it('passes a figure within its budget and fails one over it', () => {
    const within = verdicts(results, budgets).find((v) => v.figure === 'popup JS+CSS, first paint, KB gzip')!;
    expect(within.pass).toBe(within.value <= budgets.popup_gzip_kb!);
    const over = verdicts({ ...results, sizes: { ...results.sizes, popup_first_paint_gzip_kb: 20.1 } }, budgets);
    expect(over.find((v) => v.figure === 'popup JS+CSS, first paint, KB gzip')!.pass).toBe(false);
  });

  it('requires billed searches to equal the distinct ones, and ceil(N/20) calls per /local/* endpoint', () => {
    const billedTwice = verdicts({ ...results, billing: { ...results.billing, billed_searches: 11 } }, budgets);
    expect(billedTwice.find((v) => v.figure.startsWith('billed searches'))!.pass).toBe(false);
    const run = results.runs[0]!;
    const extraCall = {
      ...results,
      runs: [{ ...run, places: [{ ...run.places[2]!, calls: { pois: 4, descriptions: 3, expected: 3 } }] }],
    };
    const calls = verdicts(extraCall, budgets).filter((v) => v.figure.includes('/local/'));
    expect(calls.map((v) => v.pass)).toEqual([false, true]);
  });

  it('refuses a budgets file that lacks a rule', () => {
    const { background_gzip_kb: _dropped, ...rest } = budgets;
    expect(() => verdicts(results, rest)).toThrow('background_gzip_kb');
  });
});
