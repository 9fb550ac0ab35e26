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
    const within = verdicts(results, budgets).find((v) => v.figure === 'store zip, KB (guard)')!;
    expect(within.pass).toBe(within.value <= budgets.store_zip_kb!);
    const sizes = { ...results.sizes, background_gzip_kb: 90, store_zip_kb: 250.1 };
    const figures = verdicts({ ...results, sizes }, budgets);
    expect(figures.find((v) => v.figure === 'background, KB gzip (guard)')!.pass).toBe(true);
    expect(figures.find((v) => v.figure === 'store zip, KB (guard)')!.pass).toBe(false);
  });

  it('checks only the timings a user feels, the billing checks and two loose size guards (issue 36), and the budgets issues 37–39 name', () => {
    expect(Object.keys(budgets).sort()).toEqual([
      'ask_page_price_median_ms',
      'background_gzip_kb',
      'big_page_highlight_median_ms',
      'block_site_median_ms',
      'cold_start_vs_empty_ratio',
      'fresh_start_p90_vs_empty_ratio',
      'hostile_answer_median_ms',
      'image_grid_after_reply_median_ms',
      'loaded_vertical_switch_median_ms',
      'open_over_blank_median_ms',
      'places_over_result_plus_round_trip_median_ms',
      'real_page_highlight_median_ms',
      'research_progress_on_screen_median_ms',
      'search_overhead_median_ms',
      'self_caused_429s',
      'spending_ledger_on_reply_path_median_ms',
      'spending_section_median_ms',
      'store_zip_kb',
      'stream_first_byte_to_text_median_ms',
    ]);
  });

  it('sets each timing against its limit from the same run: the empty worker, one round trip, 500 ms', () => {
    const run = results.runs[0]!;
    const at = (cold: number, over: number, big: number) =>
      verdicts(
        {
          ...results,
          runs: [
            {
              ...run,
              cold_message: { ...run.cold_message, ratio: cold },
              places: [{ ...run.places[0]!, over_limit_ms: { ...run.places[0]!.over_limit_ms, median: over } }],
              in_page: { ...run.in_page, highlight_big_page_ms: { ...run.in_page.highlight_big_page_ms, median: big } },
            },
          ],
        },
        budgets,
      ).filter((v) => /empty extension|round trip|1 MB page/.test(v.figure));
    expect(at(2, 30, 500).map((v) => v.pass)).toEqual([true, true, true]);
    expect(at(2.01, 30.1, 501).map((v) => v.pass)).toEqual([false, false, false]);
  });

  it('sets the fresh-session cold start against the empty worker in the same sessions, and fails a result without it', () => {
    const spreadOf = (p90: number) => ({ median: p90, p90, n: 10 });
    const fresh = (ratio: number) => ({
      sessions: 10,
      messages_per_session: 5,
      scout: spreadOf(40),
      baseline: spreadOf(20),
      ratio_p90: ratio,
      failed: { scout: 0, baseline: 0 },
      samples: [],
    });
    const verdict = (r: Results) => verdicts(r, budgets).find((v) => v.figure.includes('fresh sessions'))!;
    expect(verdict({ ...results, fresh_starts: fresh(2) }).pass).toBe(true);
    expect(verdict({ ...results, fresh_starts: fresh(2.01) }).pass).toBe(false);
    expect(verdict({ ...results, fresh_starts: undefined }).pass).toBe(false);
  });

  it('allows no 429 Scout caused, on the 1 req/s plan nor on the 2 req/s one', () => {
    const tooMany = verdicts({ ...results, billing: { ...results.billing, two_per_second_429s: 1 } }, budgets);
    expect(tooMany.filter((v) => v.figure.startsWith('429s')).map((v) => v.pass)).toEqual([true, false]);
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
