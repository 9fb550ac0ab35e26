/**
 * The figures of issues 37 (spending), 38 (AI that goes on) and 39 (verticals and ranking), and the hostile answer's
 * mapping time, in one browser session against a fresh emulator with no service waits and no added latency:
 * `npm run bench` records them as `features` in bench/results.json; `BENCH_ONLY=features` prints them alone.
 */
import type { createEmulator } from 'brave-search-emulator';
import { aiTimings, type AiTimings } from './ai-timings';
import { withBench } from './browser';
import { hostileAnswerTimings, type HostileAnswerTimings } from './hostile-answers';
import { resultsTabTimings, type ResultsTabTimings } from './results-tab-timings';
import { spendingTimings, type SpendingTimings } from './spending-timings';

export interface FeatureTimings {
  spending: SpendingTimings;
  ai: AiTimings;
  results_tab: ResultsTabTimings;
  hostile_answer: HostileAnswerTimings;
}

export const featureTimings = (
  options: Parameters<typeof createEmulator>[0],
  demoBuild: string,
  reps: number,
): Promise<FeatureTimings> =>
  withBench(options, demoBuild, async ({ emulator, wire, browser }) => {
    const settings = { apiBaseUrl: emulator.baseUrl };
    const spending = await spendingTimings(browser, settings, reps);
    const results_tab = await resultsTabTimings(browser, wire, settings, reps);
    await browser.configure({ apiKey: 'demo-search', answersKey: 'demo-answers', settings });
    const ai = await aiTimings(browser, emulator, wire, reps);
    return { spending, ai, results_tab, hostile_answer: hostileAnswerTimings(reps) };
  });
