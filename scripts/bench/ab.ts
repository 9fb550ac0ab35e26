/**
 * `npx tsx scripts/bench/ab.ts <demo build A> <demo build B>`: a quick A/B of a few of `npm run bench`'s figures, for
 * development on a busy machine, where only figures taken in the same sitting compare. Each round runs the chosen parts
 * against A, then B (then A, B, …), so both see the same load. Nothing is written; medians go to stdout.
 * BENCH_PARTS picks the parts (open, pages, cold, search, places; default all), BENCH_REPS the repetitions per part and round
 * (default 5), BENCH_ROUNDS the rounds (default 2), BENCH_LATENCY the emulator's added latency in ms (default 0).
 */
import { withBench } from './browser';
import { pagesOpen, popupOpen, searchTimings } from './popup-timings';
import { coldStart } from './cold-start';
import { placesTimings, type PlacesTiming } from './answer-timings';
import type { Versus } from './stats';

const REPS = Number(process.env.BENCH_REPS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 0);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'open,pages,cold,search,places').split(','));

type Figures = Record<string, Versus>;

const measure = (dir: string, round: number): Promise<{ figures: Figures; places: PlacesTiming[] }> =>
  withBench(
    { latencyMs: LATENCY_MS, summaryDelayMs: 0, answerDelayMs: 0 },
    dir,
    async ({ emulator, wire, browser }) => {
      await browser.configure({ apiKey: 'demo-pro', settings: { apiBaseUrl: emulator.baseUrl } });
      const figures: Figures = {};
      if (PARTS.has('open')) {
        const { frame, loaded } = await popupOpen(browser, REPS);
        Object.assign(figures, { popup_open: frame, popup_loaded: loaded });
      }
      if (PARTS.has('pages')) {
        const { results, sidepanel } = await pagesOpen(browser, REPS);
        Object.assign(figures, {
          results: results.frame,
          results_loaded: results.loaded,
          sidepanel: sidepanel.frame,
          sidepanel_loaded: sidepanel.loaded,
        });
      }
      if (PARTS.has('cold')) figures.cold_message = (await coldStart(browser, REPS)).cold_message_ms;
      if (PARTS.has('search')) {
        const { warm, unpainted, cold } = await searchTimings(browser, emulator, wire, REPS, `ab${round}`);
        Object.assign(figures, { search: warm, search_unpainted: unpainted, search_cold: cold });
      }
      const places = PARTS.has('places') ? await placesTimings(browser, emulator, wire, 'demo-pro', REPS) : [];
      return { figures, places };
    },
  );

const line = (name: string, v: Versus) =>
  `${name.padEnd(14)} scout ${v.scout.median} baseline ${v.baseline.median} overhead ${v.overhead_ms.median} ×${v.ratio}`;

async function main() {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: tsx scripts/bench/ab.ts <demo build> [<demo build> …]');
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, dir] of dirs.entries()) {
      const { figures, places } = await measure(dir, round * dirs.length + i);
      console.log(`round ${round} ${String.fromCharCode(65 + i)} ${dir}`);
      for (const [name, v] of Object.entries(figures)) console.log(`  ${line(name, v)}`);
      for (const p of places)
        console.log(
          `  ${`places ${p.locations}`.padEnd(14)} filled ${p.enter_to_places_ms.median} result ${p.enter_to_result_ms.median} over result + trip ${p.over_limit_ms.median} / p90 ${p.over_limit_ms.p90}`,
        );
    }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
