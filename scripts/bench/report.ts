/** docs/benchmarks.md from a run's results: each figure beside its baseline, ratio and budget, and the size peer. */
import fs from 'node:fs';
import { ANSWER_SPACING_MS, placesSpacingMs } from './answer-timings';
import { readBudgets, verdicts, type Results } from './budgets';
import { GATE_REFILL_MS } from './in-page-timings';
import { OPENS_PER_REPETITION } from './popup-timings';
import { beforeAfterLines } from './before-after';
import type { Spread, Versus } from './stats';
import type { FeatureTimings } from './features';

const ms = (s: Spread) => `${s.median} / ${s.p90}`;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function versusRows(name: string, baseline: string, v: Versus): string[] {
  return [row([name, ms(v.scout), `${baseline}: ${ms(v.baseline)}`, ms(v.overhead_ms), `${v.ratio}×`])];
}

export function writeReport(results: Results): void {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/); `npm run bench:check` compares bench/results.json with',
    'bench/budgets.json. Timings are taken inside the pages (event time stamps, the animation frame that paints), in',
    "Debian's Chromium, headless, with the demo build (the production build plus the emulator's host permissions, the",
    'context-menu hook and a blank page); sizes are of the production build. The popup is opened as a tab. The',
    "emulator's own waits (summary ready, first answer chunk) are set to 0, so what remains is Scout and the wire.",
    `Answers are asked for at most once per ${ANSWER_SPACING_MS / 1000} s and in-page menu clicks once per ` +
      `${GATE_REFILL_MS / 1000} s, as the Answers plan and a tab allow; searches with places ${placesSpacingMs(5)} ms ` +
      `apart (45 places: ${placesSpacingMs(45)} ms), so their calls stay within the plan's 20 a second.`,
    '',
    "Each timing stands beside its physical limit measured in the same run: a blank extension page's first frame (a",
    'page shows nothing, and focuses no box, before its first frame; its load event, 7–12 ms earlier, is beside it), a raw `fetch` of',
    'the same request (for a search, also that request fetched and its first title painted on the blank page, until',
    "the frame that paints it, timed as Scout's paint is; the search's overhead budget is over this one. The blank",
    "page, idle until then, mostly gets that frame within a millisecond or two; Scout's page, just typed into, may",
    'wait longer for its frame (a page that drew a frame a moment before waits for its next one, so Scout shows',
    '"Searching…" only after 100 ms: components/app/use-search.ts), and that wait counts as Scout\'s; Scout\'s result is the',
    "first of the answer's first screen, drawn the frame before the rest (components/app/first-screen.ts), and the next",
    "figure waits until the popup is idle again), an empty extension's worker",
    '(written by scripts/bench/cold-start.ts), one round trip of the places: the /local calls Scout made for the',
    'search, fetched again at once from the blank page (with another key of the same rate: they take no slot of the',
    'window Scout paces itself to). A real server answers them side by side; the emulator, one Node process, answers',
    'them one after another, so for 45 places (six calls) at +0 ms that takes three to four times one call (beside it). The',
    'figures of record come from a quiet machine: `npm run bench && npm run bench:check` (20 repetitions;',
    `each page is opened ${OPENS_PER_REPETITION} times per repetition, as its box is focused at its first frame, whose phase no page controls (scripts/bench/popup-timings.ts);`,
    '`BENCH_REPS=n` for fewer while developing, on a busy machine only as a rough guide; `BENCH_ONLY=places` measures',
    'only the places, `BENCH_ONLY=features` the figures of spending, AI, verticals and ranking and hostile answers,',
    'on the demo build already built, and prints them).',
    '',
    `Measured ${results.measured_at} on ${results.machine}; ${results.repetitions} repetitions per figure.`,
    'Cells are median / p90 in ms.',
    '',
  ];
  for (const run of results.runs) {
    lines.push(`## Timings at +${run.latency_ms} ms of added latency`, '');
    lines.push(
      row(['figure', 'Scout', 'baseline (same run)', 'overhead', 'ratio']),
      row(['---', '---', '---', '---', '---']),
    );
    for (const [name, key] of [
      ['popup', 'popup'],
      ['results page', 'results'],
      ['side panel', 'sidepanel'],
    ] as const) {
      lines.push(
        ...versusRows(`${name} open → search box focused`, "blank extension page's first frame", run[`${key}_open`]),
      );
      // Results from before 2026-11-27 have none: the load event was then the baseline.
      const loaded = run.open_loaded?.[key];
      if (loaded) lines.push(...versusRows('same, beside the load event', 'blank extension page loaded', loaded));
    }
    lines.push(
      ...versusRows('a message to a stopped worker → answer', "an empty extension's stopped worker", run.cold_message),
    );
    lines.push(
      ...versusRows('the same message, worker running', "an empty extension's running worker", run.warm_message),
    );
    lines.push(
      ...versusRows(
        'Enter → first web result painted',
        'the same request fetched, its first title painted on a blank page',
        run.search,
      ),
    );
    // Results from before 2026-11-27 have none: the raw fetch alone was then the baseline of `search`.
    if (run.search_unpainted)
      lines.push(
        ...versusRows(
          'same, beside the fetch alone',
          'raw fetch of the same request, nothing painted',
          run.search_unpainted,
        ),
      );
    lines.push(...versusRows('same, worker stopped first (cold)', 'warm Enter → result', run.cold_start));
    lines.push('');
    lines.push(
      row([
        'places',
        'Enter → all place cards filled',
        'Enter → first result',
        'one round trip (its /local calls, raw, at once)',
        'one /local/pois alone',
        'over first result + round trip',
        '/local/pois calls',
        '/local/descriptions calls',
        'ceil(N/20)',
      ]),
    );
    lines.push(row(['---', '---', '---', '---', '---', '---', '---', '---', '---']));
    for (const p of run.places)
      lines.push(
        row([
          p.locations,
          ms(p.enter_to_places_ms),
          ms(p.enter_to_result_ms),
          ms(p.round_trip_ms),
          ms(p.one_call_ms),
          ms(p.over_limit_ms),
          p.calls.pois,
          p.calls.descriptions,
          p.calls.expected,
        ]),
      );
    lines.push('');
    lines.push(
      row(['stream', 'first byte → first text painted', 'action → first text painted']),
      row(['---', '---', '---']),
    );
    lines.push(
      row([
        'summarizer summary (action: Enter)',
        ms(run.summary.first_byte_to_text_ms),
        ms(run.summary.action_to_text_ms),
      ]),
    );
    lines.push(
      row([
        'Answers (action: "Get AI answer")',
        ms(run.answers.first_byte_to_text_ms),
        ms(run.answers.action_to_text_ms),
      ]),
    );
    lines.push('');
    lines.push(row(['in-page', 'median / p90']), row(['---', '---']));
    lines.push(row(['menu click → panel visible', ms(run.in_page.menu_to_panel_ms)]));
    lines.push(
      row([
        'menu click → every highlight painted (5,000-word article, 30 mentions)',
        ms(run.in_page.highlight_article_ms),
      ]),
    );
    lines.push(
      row([
        `menu click → every place's status and highlight (generated page, ${Math.round(run.in_page.big_page_bytes / 1000)} KB, ${run.in_page.big_page_highlights} mentions; limit 500 ms)`,
        ms(run.in_page.highlight_big_page_ms),
      ]),
    );
    if (run.in_page.big_page_first_highlight_ms)
      lines.push(
        row(['menu click → first highlight (the same generated page)', ms(run.in_page.big_page_first_highlight_ms)]),
      );
    for (const real of run.in_page.real_pages ?? []) {
      const page = `${real.name}, ${Math.round(real.bytes / 1000)} KB, ${real.highlights} mentions seen`;
      lines.push(row([`menu click → first highlight (real: ${page})`, ms(real.first_highlight_ms)]));
      lines.push(row([`menu click → every place's status (real: ${page}; limit 500 ms)`, ms(real.last_status_ms)]));
    }
    lines.push('');
  }
  const fresh = results.fresh_starts;
  if (fresh) {
    lines.push(
      `## Cold starts in fresh sessions (${fresh.sessions} sessions × ${fresh.messages_per_session} messages)`,
      '',
      'Each session a new profile with the extension just installed; before each message from its blank page the',
      'worker is stopped (CDP `ServiceWorker.stopAllWorkers`, 300 ms), from the first second on (scripts/bench/fresh-starts.ts).',
      "A stop inside the worker's install makes Chrome drop its registration for the session: its messages then fail",
      "after ~1.5 s (counted below). Cells: median / p90 over sessions of each session's median, in ms.",
      '',
      row(['extension', 'cold message', 'failed messages']),
      row(['---', '---', '---']),
      row(['Scout', ms(fresh.scout), fresh.failed.scout]),
      row(['empty extension', ms(fresh.baseline), fresh.failed.baseline]),
      row(['p90 ratio', `${fresh.ratio_p90}×`, '']),
      '',
    );
  }
  lines.push(...featureLines(results.features));
  const s = results.sizes;
  lines.push('## Sizes (KB, gzip -9 per file; the zip as the store gets it)', '');
  lines.push(row(['part', 'Scout', 'peer: Kagi extension']), row(['---', '---', '---']));
  lines.push(row(['popup, first paint (JS+CSS)', s.popup_first_paint_gzip_kb, '']));
  lines.push(row(['popup, everything it can load', s.popup_all_gzip_kb, '']));
  lines.push(row(['results page, first paint (JS+CSS)', s.results_first_paint_gzip_kb, '']));
  lines.push(row(['side panel, first paint (JS+CSS)', s.sidepanel_first_paint_gzip_kb, '']));
  lines.push(row(['options page', s.options_gzip_kb, '']));
  lines.push(row(['content script (in-page.js)', s.content_script_gzip_kb, '']));
  lines.push(row(['in-page panel (panel.html, its frame)', s.panel_gzip_kb, '']));
  lines.push(row(['background (service worker)', s.background_gzip_kb, '']));
  lines.push(row(['all JS', s.js_all_gzip_kb, '7.6 (no result list, no places, no tests)']));
  lines.push(row(['store zip', s.store_zip_kb, '13.9 all told']));
  lines.push('');
  lines.push(
    '## Where the bytes go',
    '',
    'Largest groups of modules (a package, or a source folder) by rendered size before minification; KB are that share',
    "of the file's gzip, so estimates. A cold worker parses all of background.js: MV3 service workers cannot `import()`.",
    '',
  );
  for (const [file, shares] of Object.entries(results.modules)) {
    lines.push(row([file, 'share', 'KB gzip (est.)']), row(['---', '---', '---']));
    for (const m of shares) lines.push(row([m.group, `${(m.share * 100).toFixed(1)} %`, m.gzip_kb]));
    lines.push('');
  }
  lines.push('## Billing and memory', '');
  const b = results.billing;
  const m = results.memory;
  lines.push(
    `- Scripted popup session, ${b.searches} searches of which ${b.distinct_searches} distinct (Pro AI key: places and summaries): ${b.billed_searches} billed.`,
  );
  lines.push(
    `- The same session on the Free plan (1 request/s): ${b.free_plan_429s} 429s in ${b.free_plan_requests} requests; on a Pro plan limited to 2 requests/s (places burst after their search): ${b.two_per_second_429s} 429s in ${b.two_per_second_requests} requests.`,
  );
  lines.push(
    `- Worker JS heap after a forced GC: ${m.heap_mb_after_100} MB after 100 distinct searches, ${m.heap_mb_after_200} MB after 200; storage.session ${m.session_kb_after_100} KB, then ${m.session_kb_after_200} KB.`,
  );
  lines.push('', ...beforeAfterLines(results), '## Budgets (bench/budgets.json)', '');
  lines.push(row(['figure', 'value', 'budget', 'result']), row(['---', '---', '---', '---']));
  for (const v of verdicts(results, readBudgets()))
    lines.push(row([v.figure, v.value, v.budget, v.pass ? 'pass' : '**FAIL**']));
  lines.push('');
  fs.writeFileSync('docs/benchmarks.md', lines.join('\n'));
}

/** Issues 37–39 and the hostile answer (features.ts), at +0 ms; none in results before 2026-11-29. */
function featureLines(f: FeatureTimings | undefined): string[] {
  if (!f) return [];
  const { spending, ai, results_tab: tab, hostile_answer: hostile } = f;
  return [
    '## Spending, AI, verticals and ranking (+0 ms, scripts/bench/features.ts)',
    '',
    row(['figure', 'median / p90']),
    row(['---', '---']),
    row(['spending ledger, 13 months full: limit check and record, on the reply’s path', ms(spending.record_ms)]),
    row([
      "its write, a quarter of a second after the reply: storage.local.set's call (the ledger copied)",
      ms(spending.ledger_write_call_ms),
    ]),
    row(['the same write until storage.local says it is stored', ms(spending.ledger_write_stored_ms)]),
    row(['options Spending section, 13 months: mounted → painted', ms(spending.section_mount_to_painted_ms)]),
    row(['options page navigation → the Spending section painted', ms(spending.section_navigation_to_painted_ms)]),
    row(['research progress event: bytes on the wire → on screen', ms(ai.research_progress_to_screen_ms)]),
    row([
      `ask about this page (${Math.round(ai.ask_page_bytes / 1000)} KB of real pages): click → characters and price painted`,
      ms(ai.ask_page_to_price_ms),
    ]),
    row(['the same click → the panel shown on the page (its frame opening)', ms(ai.ask_page_to_panel_ms)]),
    row(['tab of a loaded vertical (News ↔ Images): click → painted', ms(tab.loaded_vertical_switch_ms)]),
    row(['image grid: /images/search reply → first row painted', ms(tab.image_grid_after_reply_ms)]),
    row(['block a site: click → its results gone', ms(tab.block_site_ms)]),
    ...hostile.kinds.map((k) =>
      row([`hostile ${hostile.chars.toLocaleString('en')}-character answer mapped: ${k.kind}`, ms(k.ms)]),
    ),
    '',
    row(['figure', 'Scout', 'baseline (same run)', 'overhead', 'ratio']),
    row(['---', '---', '---', '---', '---']),
    ...versusRows(
      'Enter → first web result, ledger full (13 months)',
      'the same, ledger empty',
      spending.search_full_vs_empty_ledger,
    ),
    '',
  ];
}
