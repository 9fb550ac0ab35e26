/** Issue 27's before and after in docs/benchmarks.md (scripts/bench/before-after.ts). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BEFORE_FILE, beforeAfterLines } from '../../../scripts/bench/before-after';
import type { Results } from '../../../scripts/bench/budgets';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Results;
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('beforeAfterLines', () => {
  const before = read(BEFORE_FILE);
  const now = read('bench/results.json');
  const run = now.runs[0]!;
  const rows = beforeAfterLines(now).filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
  const find = (start: string) => cells(rows.find((line) => line.startsWith(`| ${start}`))!);

  it('sets the before run beside this one, under the old definition and the budget’s', () => {
    expect(find('search overhead over the raw fetch (+0 ms)')).toEqual([
      'search overhead over the raw fetch (+0 ms)',
      String(before.runs[0]!.search.overhead_ms.median),
      String(run.search_unpainted!.overhead_ms.median),
      String(run.search.overhead_ms.median),
      '≤ 15',
    ]);
    expect(find('side panel open → focused, over a blank page loaded (+0 ms)').slice(1, 4)).toEqual([
      String(before.runs[0]!.sidepanel_open.overhead_ms.median),
      String(run.open_loaded!.sidepanel.overhead_ms.median),
      String(run.sidepanel_open.overhead_ms.median),
    ]);
    expect(find('store zip, KB').slice(1, 3)).toEqual([
      String(before.sizes.store_zip_kb),
      String(now.sizes.store_zip_kb),
    ]);
  });

  it('works out places over one /local/pois call from the medians, as the before run defined it', () => {
    const p = run.places.find((q) => q.locations === 45)!;
    const expected =
      Math.round((p.enter_to_places_ms.median - p.enter_to_result_ms.median - p.one_call_ms.median) * 10) / 10;
    expect(find('45 places filled − (first result + one /local/pois call) (+0 ms)')[2]).toBe(
      `${expected} (from medians)`,
    );
  });

  it('has a row per latency for each timing, and one per size', () => {
    expect(rows.filter((line) => line.includes('(+0 ms)'))).toHaveLength(
      rows.filter((l) => l.includes('(+50 ms)')).length,
    );
    expect(rows.filter((line) => line.includes('KB'))).toHaveLength(5);
  });
});
