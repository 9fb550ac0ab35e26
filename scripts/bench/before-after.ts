/**
 * The "before and after" of issue 27 in docs/benchmarks.md: the first quiet run of the bench that measures each figure
 * beside its limit (bench/before-issue-27.json, 2026-11-27 12:28 UTC, commit ac97ee2, before the work that met the
 * budgets) beside this run. Three baselines were redefined since (scripts/bench/popup-timings.ts, answer-timings.ts);
 * this run's figure under the old definition stands beside the one under the budget's.
 */
import fs from 'node:fs';
import type { Results } from './budgets';
import type { PlacesTiming } from './answer-timings';

export const BEFORE_FILE = 'bench/before-issue-27.json';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const round = (x: number) => Math.round(x * 10) / 10;

/**
 * Places over first result + one /local/pois call: the definition of the before run. This run records it per
 * repetition only against all the search's /local calls, so it is worked out from the medians here.
 */
const overOneCall = (p: PlacesTiming) =>
  round(p.enter_to_places_ms.median - p.enter_to_result_ms.median - p.one_call_ms.median);

export function beforeAfterLines(now: Results): string[] {
  if (!fs.existsSync(BEFORE_FILE)) return [];
  const before = JSON.parse(fs.readFileSync(BEFORE_FILE, 'utf8')) as Results;
  const lines = [
    '## Before and after (issue 27)',
    '',
    `Before: the first quiet run measuring each figure beside its limit (${before.measured_at}, ${BEFORE_FILE}). "Same`,
    "definition\" is this run's figure measured as the before run measured it; the budget's definition is the one",
    'checked below (places: the /local calls of the search, fetched at once, as the round trip; the search: the request',
    "fetched and painted on a blank page; an open: the blank page's first frame). Medians, ms unless said.",
    '',
    row(['figure', 'before', 'now, same definition', "now, budget's definition", 'budget']),
    row(['---', '---', '---', '---', '---']),
  ];
  for (const [i, run] of now.runs.entries()) {
    const was = before.runs[i];
    if (!was || was.latency_ms !== run.latency_ms) continue;
    const at = `(+${run.latency_ms} ms)`;
    lines.push(
      row([`cold message vs empty extension's, × ${at}`, was.cold_message.ratio, run.cold_message.ratio, '', '≤ 2']),
    );
    lines.push(
      row([
        `search overhead over the raw fetch ${at}`,
        was.search.overhead_ms.median,
        run.search_unpainted?.overhead_ms.median ?? '',
        run.search.overhead_ms.median,
        '≤ 15',
      ]),
    );
    for (const [name, key] of [
      ['popup', 'popup'],
      ['results page', 'results'],
      ['side panel', 'sidepanel'],
    ] as const)
      lines.push(
        row([
          `${name} open → focused, over a blank page loaded ${at}`,
          was[`${key}_open`].overhead_ms.median,
          run.open_loaded?.[key].overhead_ms.median ?? '',
          run[`${key}_open`].overhead_ms.median,
          '≤ 15',
        ]),
      );
    for (const p of run.places) {
      const old = was.places.find((q) => q.locations === p.locations);
      if (old)
        lines.push(
          row([
            `${p.locations} places filled − (first result + one /local/pois call) ${at}`,
            old.over_limit_ms.median,
            `${overOneCall(p)} (from medians)`,
            p.over_limit_ms.median,
            '≤ 30',
          ]),
        );
    }
    lines.push(
      row([
        `1 MB page, 600 mentions: menu → every status and highlight ${at}`,
        was.in_page.highlight_big_page_ms.median,
        run.in_page.highlight_big_page_ms.median,
        '',
        '≤ 500',
      ]),
    );
  }
  const sizes = [
    ['background, KB gzip', 'background_gzip_kb', '≤ 66'],
    ['popup first paint, KB gzip', 'popup_first_paint_gzip_kb', '≤ 15'],
    ['results page first paint, KB gzip', 'results_first_paint_gzip_kb', '≤ 15'],
    ['side panel first paint, KB gzip', 'sidepanel_first_paint_gzip_kb', '≤ 15'],
    ['store zip, KB', 'store_zip_kb', '≤ 150'],
  ] as const;
  for (const [name, key, budget] of sizes) lines.push(row([name, before.sizes[key], now.sizes[key], '', budget]));
  lines.push('');
  return lines;
}
