/**
 * `npm run bench`: what users feel, each timing beside its physical limit measured in the same run, against the
 * emulator at 0 ms and 50 ms of added latency; sizes of the production build; billing and memory of a session.
 * Results: bench/results.json, and the table in docs/benchmarks.md (report.ts). `npm run bench:check` compares
 * them with bench/budgets.json (check.ts). BENCH_REPS sets the repetitions per figure (default 20). BENCH_ONLY=places
 * measures only the places, BENCH_ONLY=billing only the billing session, BENCH_ONLY=in-page only the in-page figures
 * (generated and real pages; `npm run bench:fresh` the fresh-session cold starts alone, fresh-starts-only.ts), on the
 * demo build already in the output folder, and prints them (results and report are left as they are): a quick A/B
 * while working on them (BENCH_ONLY=features: spending, AI, verticals and ranking, hostile answers: features.ts). On a
 * busy machine, ab.ts compares a few of these figures between two demo builds in one sitting instead.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBench } from './browser';
import { measureStoreBuild } from './store-build';
import { pagesOpen, popupOpen, searchTimings } from './popup-timings';
import { answerTimings, placesTimings, summaryTimings } from './answer-timings';
import { inPageTimings } from './in-page-timings';
import { coldStart } from './cold-start';
import { freshStarts } from './fresh-starts';
import { billing, memory, TWO_PER_SECOND_KEY } from './session';
import { writeReport } from './report';
import { featureTimings } from './features';

const OUT = path.resolve(process.env.SCOUT_OUT_DIR ?? '.output');
const REPS = Number(process.env.BENCH_REPS ?? 20);
/** Fresh browser sessions for the cold-start figure (fresh-starts.ts), and cold messages in each. */
const FRESH_SESSIONS = Number(process.env.BENCH_FRESH_SESSIONS ?? 10);
const FRESH_MESSAGES = 5;
const LATENCIES_MS = [0, 50];

function build() {
  const measured = measureStoreBuild(OUT);
  execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'ignore' });
  return measured;
}

/** Scout's demo build, which every part of the bench drives. */
const DEMO_BUILD = path.join(OUT, 'chrome-mv3-demo');
/** Emulated waits of the service (summary ready, first answer chunk) are off: what is left is Scout and the wire. */
const NO_SERVICE_WAITS = { summaryDelayMs: 0, answerDelayMs: 0, streamItemDelayMs: 15 };

const atLatency = (latencyMs: number) =>
  withBench({ ...NO_SERVICE_WAITS, latencyMs }, DEMO_BUILD, async ({ emulator, wire, browser }) => {
    const settings = { apiBaseUrl: emulator.baseUrl };
    await browser.configure({ apiKey: 'demo-pro', settings });
    const popup = await popupOpen(browser, REPS);
    const pages = await pagesOpen(browser, REPS);
    const cold_message = await coldStart(browser, REPS);
    const search = await searchTimings(browser, emulator, wire, REPS, `l${latencyMs}`);
    const places = await placesTimings(browser, emulator, wire, 'demo-pro', REPS);
    await browser.configure({ apiKey: 'demo-ai', settings });
    const summary = await summaryTimings(browser, wire, REPS);
    const in_page = await inPageTimings(browser, REPS);
    await browser.configure({ apiKey: 'demo-search', answersKey: 'demo-answers', settings });
    const answers = await answerTimings(browser, wire, REPS);
    return {
      latency_ms: latencyMs,
      popup_open: popup.frame,
      results_open: pages.results.frame,
      sidepanel_open: pages.sidepanel.frame,
      open_loaded: { popup: popup.loaded, results: pages.results.loaded, sidepanel: pages.sidepanel.loaded },
      cold_message: cold_message.cold_message_ms,
      warm_message: cold_message.warm_message_ms,
      search: search.warm,
      search_unpainted: search.unpainted,
      cold_start: search.cold,
      places,
      summary,
      answers,
      in_page,
    };
  });

const sessionFigures = () =>
  withBench(NO_SERVICE_WAITS, DEMO_BUILD, async ({ emulator, browser }) => ({
    billing: await billing(browser, emulator),
    memory: await memory(browser, emulator),
  }));

/** Places only, at each latency: the figures and the emulator's answers per /local/* endpoint (429s show there). */
async function placesOnly() {
  for (const latencyMs of LATENCIES_MS)
    await withBench({ latencyMs }, DEMO_BUILD, async ({ emulator, wire, browser }) => {
      await browser.configure({ apiKey: 'demo-pro', settings: { apiBaseUrl: emulator.baseUrl } });
      const places = await placesTimings(browser, emulator, wire, 'demo-pro', REPS);
      const endpoints = emulator.stats().keys['demo-pro']?.endpoints ?? {};
      console.log(JSON.stringify({ latency_ms: latencyMs, places, endpoints }, null, 1));
    });
}

/** The in-page figures only (generated and real pages), at 0 ms of added latency, printed. */
const inPageOnly = () =>
  withBench(NO_SERVICE_WAITS, DEMO_BUILD, async ({ emulator, browser }) => {
    await browser.configure({ apiKey: 'demo-ai', settings: { apiBaseUrl: emulator.baseUrl } });
    console.log(JSON.stringify(await inPageTimings(browser, REPS), null, 1));
  });

/** The billing session only (billed searches, and 429s on the 1 and 2 requests/s plans). */
const billingOnly = () =>
  withBench(NO_SERVICE_WAITS, DEMO_BUILD, async ({ emulator, browser }) => {
    const figures = await billing(browser, emulator);
    // Per endpoint on the 2 requests/s plan: which calls the session made (places included).
    const calls = Object.entries(emulator.stats().keys[TWO_PER_SECOND_KEY]?.endpoints ?? {}).map(
      ([endpoint, stats]) => [endpoint, stats.requests] as const,
    );
    console.log(JSON.stringify({ ...figures, two_per_second_calls: Object.fromEntries(calls) }, null, 1));
  });

const featuresOnly = async () =>
  console.log(JSON.stringify(await featureTimings(NO_SERVICE_WAITS, DEMO_BUILD, REPS), null, 1));

async function main() {
  if (process.env.BENCH_ONLY === 'features') return featuresOnly();
  if (process.env.BENCH_ONLY === 'places') return placesOnly();
  if (process.env.BENCH_ONLY === 'billing') return billingOnly();
  if (process.env.BENCH_ONLY === 'in-page') return inPageOnly();
  const { sizes, modules } = build();
  const runs = [];
  for (const latency of LATENCIES_MS) {
    console.log(`timings at ${latency} ms added latency…`);
    runs.push(await atLatency(latency));
  }
  console.log(`cold starts in ${FRESH_SESSIONS} fresh sessions…`);
  const fresh_starts = await freshStarts(DEMO_BUILD, FRESH_SESSIONS, FRESH_MESSAGES);
  console.log('billing and memory…');
  const session = await sessionFigures();
  console.log('spending, AI, verticals and ranking, hostile answers…');
  const features = await featureTimings(NO_SERVICE_WAITS, DEMO_BUILD, REPS);
  const results = {
    measured_at: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${execFileSync(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ['--version'],
    )
      .toString()
      .trim()}`,
    repetitions: REPS,
    sizes,
    modules,
    runs,
    fresh_starts,
    ...session,
    features,
  };
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeReport(results);
  console.log('written: bench/results.json, docs/benchmarks.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
