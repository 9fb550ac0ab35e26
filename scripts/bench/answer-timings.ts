/**
 * What follows the results in the popup: places (5, 20 and 45 locations: wall time and calls per /local/*
 * endpoint, which must be ceil(N/20)), the summarizer's summary and an Answers-plan answer (stream first byte on
 * the wire → first text painted, and Enter or the "Get AI answer" click → first text).
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { arm, marksOf, waitForMark, type Browser } from './browser';
import { rawFetch, rawFetchAll } from './popup-timings';
import { spread, type Spread } from './stats';
import type { WireRecord } from './wire';
import { PopupPage } from '../../tests/e2e/pages/popup';

export const PLACE_COUNTS = [5, 20, 45] as const;

/** The emulator's other 20/s plan with places (emulator/README.md), for the bench's own round-trip fetch. */
const ROUND_TRIP_KEY = 'demo-ai';

export interface PlacesTiming {
  locations: number;
  /** Enter → every place card filled in (the Places section no longer busy). */
  enter_to_places_ms: Spread;
  /** Enter → first web result painted, in the same repetitions. */
  enter_to_result_ms: Spread;
  /**
   * One round trip: the /local calls Scout sent for the search, fetched again at once from a blank page (with another
   * key) until the last answer. A real server answers them side by side, in one round trip; the emulator, one Node
   * process, answers them one after another, so this is what its server needs for them.
   */
  round_trip_ms: Spread;
  /** A raw fetch of one of them (the last /local/pois): the round trip of a single call. */
  one_call_ms: Spread;
  /** Per repetition: places done − (first result + one round trip); the physical limit is 0. */
  over_limit_ms: Spread;
  /** Calls per repetition to each /local/* endpoint (the same in every repetition, else the highest). */
  calls: { pois: number; descriptions: number; expected: number };
  cards_shown: number;
}

/** The per-second limit of the plan the places are measured on (`demo-pro`, emulator/README.md). */
const PLACES_PLAN_PER_SECOND = 20;

/**
 * Time between two places repetitions' Enter: each makes 1 + 2 × ceil(N/20) calls (the search, then /local/pois and
 * /local/descriptions per batch), and back to back the repetitions outran the plan's 20 a second (7 calls about every
 * 300 ms at 45 places): once the server said none was left of its window, Scout's pacer (utils/worker/api/pacing/pacer.ts)
 * rightly waited out the reset it gave in whole seconds, one repetition in three or four about 1 s longer (the
 * p90s of 1,010 to 1,116 ms in the run of 2026-11-27T14:52). Spaced so that the repetitions starting within Scout's
 * window (1 s stretched by its 1.1) leave room for the calls of one still under way, the figure is what a search
 * costs, not the bench's own rate.
 */
export const placesSpacingMs = (locations: number): number => {
  const calls = 1 + 2 * Math.ceil(locations / 20);
  return Math.ceil((1_100 * calls) / (PLACES_PLAN_PER_SECOND - calls));
};

/** Types `q` in the popup's search box and presses Enter, as the e2e tests do. */
const typeAndEnter = (page: Page, q: string) => new PopupPage(page).search(q);

const requestsTo = (emulator: RunningEmulator, key: string, endpoint: string) =>
  emulator.stats().keys[key]?.endpoints[endpoint]?.requests ?? 0;

export async function placesTimings(
  browser: Browser,
  emulator: RunningEmulator,
  wire: WireRecord[],
  key: string,
  reps: number,
): Promise<PlacesTiming[]> {
  const page = await browser.open('popup.html');
  const blank = await browser.open('blank.html');
  const out: PlacesTiming[] = [];
  try {
    for (const n of PLACE_COUNTS) {
      emulator.updateSettings({ maxLocations: n });
      let enteredAt = -Infinity;
      const times: number[] = [];
      const results: number[] = [];
      const trips: number[] = [];
      const oneCalls: number[] = [];
      const over: number[] = [];
      let pois = 0;
      let descriptions = 0;
      let cards = 0;
      for (let i = 0; i < reps; i++) {
        const before = {
          pois: requestsTo(emulator, key, 'local/pois'),
          desc: requestsTo(emulator, key, 'local/descriptions'),
        };
        await page.bringToFront();
        await arm(page, 'results', 'places');
        await page.waitForTimeout(Math.max(0, enteredAt + placesSpacingMs(n) - Date.now()));
        enteredAt = Date.now();
        await typeAndEnter(page, `restaurants berlin ${n}x${i}`);
        const marks = await waitForMark(page, 'placesDoneAt');
        await waitForMark(page, 'resultAt');
        const { resultAt } = await marksOf(page);
        cards = marks.placeCount ?? 0;
        pois = Math.max(pois, requestsTo(emulator, key, 'local/pois') - before.pois);
        descriptions = Math.max(descriptions, requestsTo(emulator, key, 'local/descriptions') - before.desc);
        // With another key of the same rate: on Scout's key, these fetches took slots of the window Scout paces itself
        // to without knowing (its 429s were retried: a /local/descriptions call more than ceil(N/20) at +0 ms).
        const sent = wire
          .filter((r) => r.arrivedAt >= enteredAt && /\/local\/(pois|descriptions)$/.test(r.path))
          .filter((r) => r.headers['x-subscription-token'] === key)
          .map((r) => ({ ...r, headers: { ...r.headers, 'x-subscription-token': ROUND_TRIP_KEY } }));
        const trip = await rawFetchAll(blank, emulator, sent);
        oneCalls.push(
          await rawFetch(
            blank,
            emulator,
            sent.findLast((r) => r.path.endsWith('/local/pois')),
          ),
        );
        times.push(marks.placesDoneAt! - marks.enterAt!);
        results.push(resultAt! - marks.enterAt!);
        trips.push(trip);
        over.push(marks.placesDoneAt! - (resultAt! + trip));
      }
      out.push({
        locations: n,
        enter_to_places_ms: spread(times),
        enter_to_result_ms: spread(results),
        round_trip_ms: spread(trips),
        one_call_ms: spread(oneCalls),
        over_limit_ms: spread(over),
        calls: { pois, descriptions, expected: Math.ceil(n / 20) },
        cards_shown: cards,
      });
    }
  } finally {
    emulator.updateSettings({ maxLocations: 50 });
    await page.close();
    await blank.close();
  }
  return out;
}

export interface StreamTiming {
  /** The stream's first body byte written by the emulator → first text painted in the popup. */
  first_byte_to_text_ms: Spread;
  /** Enter (summary) or the "Get AI answer" click (Answers) → first text painted. */
  action_to_text_ms: Spread;
}

/** The page's clock in epoch ms, to set its marks against the emulator's wire times. */
const timeOrigin = (page: Page) => page.evaluate(() => performance.timeOrigin);

function firstByteOf(wire: WireRecord[], path: string, since: number): number {
  const record = wire.find((r) => r.path.endsWith(path) && r.arrivedAt >= since && r.firstByteAt !== undefined);
  if (!record) throw new Error(`no ${path} response since the action`);
  return record.firstByteAt!;
}

/**
 * One stream, `reps` times: `act` starts it (after arming the probe), the probe marks the first text painted.
 * Returns the stream's first byte on the wire → text, and the action (`actionMark`) → text.
 */
async function streamTimings(
  browser: Browser,
  wire: WireRecord[],
  reps: number,
  stream: {
    path: string;
    actionMark: 'enterAt' | 'clickAt';
    /** Run before the probe is armed (e.g. a search whose answer is then asked for). */
    prepare?: (page: Page, i: number) => Promise<void>;
    act: (page: Page, i: number) => Promise<void>;
  },
): Promise<StreamTiming> {
  const page = await browser.open('popup.html');
  const origin = await timeOrigin(page);
  const firstByte: number[] = [];
  const action: number[] = [];
  for (let i = 0; i < reps; i++) {
    await page.bringToFront();
    await stream.prepare?.(page, i);
    await arm(page, 'summary');
    const since = performance.timeOrigin + performance.now();
    await stream.act(page, i);
    const marks = await waitForMark(page, 'summaryTextAt');
    action.push(marks.summaryTextAt! - marks[stream.actionMark]!);
    firstByte.push(origin + marks.summaryTextAt! - firstByteOf(wire, stream.path, since));
  }
  await page.close();
  return { first_byte_to_text_ms: spread(firstByte), action_to_text_ms: spread(action) };
}

/** The summarizer (a Pro AI key): Enter → summary text, and its stream's first byte → text. */
export const summaryTimings = (browser: Browser, wire: WireRecord[], reps: number): Promise<StreamTiming> =>
  streamTimings(browser, wire, reps, {
    path: '/summarizer/summary_streaming',
    actionMark: 'enterAt',
    act: (page, i) => typeAndEnter(page, `black holes event horizon s${i}`),
  });

/**
 * The Answers plan allows 2 answers a second, and its X-RateLimit-Reset counts whole seconds: clicks closer together
 * than this would measure Scout's pacer honouring the limit (up to a second's wait), not what one answer costs.
 */
export const ANSWER_SPACING_MS = 1_100;

/** Answers (a Search key plus an Answers key; each answer waits for "Get AI answer"): click → text, first byte → text. */
export function answerTimings(browser: Browser, wire: WireRecord[], reps: number): Promise<StreamTiming> {
  let clickedAt = -Infinity;
  return streamTimings(browser, wire, reps, {
    path: '/chat/completions',
    actionMark: 'clickAt',
    async prepare(page, i) {
      await arm(page, 'results');
      await typeAndEnter(page, `python virtual environment a${i}`);
      await waitForMark(page, 'resultAt');
      await page.waitForTimeout(Math.max(0, clickedAt + ANSWER_SPACING_MS - Date.now()));
    },
    async act(page) {
      clickedAt = Date.now();
      await page.getByRole('button', { name: /^Get AI answer/ }).click();
    },
  });
}
