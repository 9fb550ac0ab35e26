/**
 * The popup's timings against their baselines, repetition by repetition:
 * - open → search box focused, beside a blank extension page's load (wxt.config.ts adds it to the demo build); the
 *   same for the results page and the side panel, opened as pages. The first box focused is the one the page's HTML
 *   holds (scripts/build/search-shell.ts), which takes typing before the app starts and hands it over
 *   (tests/e2e/popup.spec.ts types there with the page's script held back);
 * - Enter → first web result painted, beside the physical limit of that: the very request Scout sent, fetched from a
 *   blank extension page and its first result's title put on that page, until the frame that paints it (timed as
 *   Scout's paint is, scripts/bench/probe.ts); also beside the raw `fetch` alone (no page drawn);
 * - the same Enter → result with the service worker stopped first (a cold start), beside the warm figure.
 * The popup is opened as a tab (Playwright cannot open the toolbar popup); it is the same page.
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { arm, waitForMark, type Browser } from './browser';
import { versus, type Versus } from './stats';
import type { WireRecord } from './wire';
import { PopupPage } from '../../tests/e2e/pages/popup';

/** Topics the emulator's world answers, none of them local (no places, no summary with a Search-plan key). */
const TOPICS = [
  'history of tea',
  'solar panels',
  'volcano types',
  'chess openings',
  'python virtual environment',
  'black holes event horizon',
  'rust ownership',
  'typescript generics',
];

/** A query no earlier repetition asked, so the background's cache cannot answer it (one billed search each). */
export const freshQuery = (label: string, i: number) => `${TOPICS[i % TOPICS.length]} ${label}${i}`;

/**
 * Opens per repetition. A page's autofocused box is focused at the page's first frame, whose phase no page controls
 * (up to 16.7 ms at 60 Hz), so each difference carries that spread; three opens per repetition keep it out of the
 * median. An open costs about a tenth of a second.
 */
export const OPENS_PER_REPETITION = 3;

/**
 * A page open → its search box focused, beside a blank extension page's first animation frame: the earliest any page
 * shows anything, and the frame at which an autofocused box is focused (HTML's "update the rendering" flushes autofocus
 * candidates before it runs animation frame callbacks). Measured on this machine, a blank page's first frame came
 * 7–12 ms after its load event, and the shell's HTML with its scripts removed was focused at about that frame. Also
 * beside the blank page's load event (`loaded`), which leaves that wait to the page measured.
 */
export interface OpenTimings {
  frame: Versus;
  loaded: Versus;
}

async function focusTime(browser: Browser, file = 'popup.html'): Promise<number> {
  const page = await browser.open(file);
  const { focusAt } = await waitForMark(page, 'focusAt');
  await page.close();
  return focusAt!;
}

/** A blank page's first frame and load event, in its own clock (ms). */
interface BlankTimes {
  frame: number;
  loaded: number;
}

async function blankTimes(browser: Browser): Promise<BlankTimes> {
  const page = await browser.open('blank.html');
  const { firstFrameAt } = await waitForMark(page, 'firstFrameAt');
  const loaded = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
  await page.close();
  return { frame: firstFrameAt!, loaded };
}

const openTimings = (page: number[], blank: BlankTimes[]): OpenTimings => ({
  frame: versus(
    page,
    blank.map((b) => b.frame),
  ),
  loaded: versus(
    page,
    blank.map((b) => b.loaded),
  ),
});

export async function popupOpen(browser: Browser, reps: number): Promise<OpenTimings> {
  const popup: number[] = [];
  const blank: BlankTimes[] = [];
  await focusTime(browser);
  for (let i = 0; i < reps * OPENS_PER_REPETITION; i++) {
    popup.push(await focusTime(browser));
    blank.push(await blankTimes(browser));
  }
  return openTimings(popup, blank);
}

/** The results page (entrypoints/results) and the side panel (entrypoints/sidepanel) opened as pages, as the popup. */
export async function pagesOpen(
  browser: Browser,
  reps: number,
): Promise<{ results: OpenTimings; sidepanel: OpenTimings }> {
  const samples = {
    results: [] as number[],
    sidepanel: [] as number[],
    blank: [] as BlankTimes[],
  };
  await focusTime(browser, 'results.html');
  await focusTime(browser, 'sidepanel.html');
  for (let i = 0; i < reps * OPENS_PER_REPETITION; i++) {
    samples.results.push(await focusTime(browser, 'results.html'));
    samples.sidepanel.push(await focusTime(browser, 'sidepanel.html'));
    samples.blank.push(await blankTimes(browser));
  }
  return {
    results: openTimings(samples.results, samples.blank),
    sidepanel: openTimings(samples.sidepanel, samples.blank),
  };
}

/** Types `q` in the popup and returns Enter → first web result painted (ms, the page's own clock). */
export async function enterToResult(page: Page, q: string): Promise<number> {
  // A tab in the background gets no animation frames: the measured page is always the one in front.
  await page.bringToFront();
  await arm(page, 'results');
  await new PopupPage(page).search(q);
  const marks = await waitForMark(page, 'resultAt');
  await idle(page);
  return marks.resultAt! - marks.enterAt!;
}

/**
 * Waits until the page has nothing left to do for now (its first idle period). Extension pages share one renderer's
 * main thread: the rest of an answer, drawn right after its first screen (components/app/first-screen.ts), would
 * otherwise run during the next figure's measurement, the blank page's fetch among them.
 */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));

/** The headers a raw request must repeat to be the same request (not the browser's own ones). */
const SAME_REQUEST_HEADERS = /^(x-|accept$|api-version$|cache-control$)/;

/** The request Scout sent that `sent` picks, as a page fetches it again: its URL and the headers it must repeat. */
function sameRequest(emulator: RunningEmulator, sent: WireRecord | undefined) {
  if (!sent) throw new Error('Scout sent no such request');
  const headers = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => SAME_REQUEST_HEADERS.test(name)));
  return { url: emulator.url + sent.url, headers };
}

/** Fetches again, from an extension page, the last request Scout sent that `sent` picks: the network's own time (ms). */
export async function rawFetch(blank: Page, emulator: RunningEmulator, sent: WireRecord | undefined): Promise<number> {
  return blank.evaluate(
    async ({ url, headers }) => {
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.json();
      return performance.now() - start;
    },
    sameRequest(emulator, sent),
  );
}

/**
 * Fetches again, from an extension page and all at once, the requests in `sent`: the network's own time (ms) until the
 * last answer is read. On the emulator, one Node process that answers one request after another, this is what the
 * same calls sent together cost the server (a real one answers them side by side: one round trip).
 */
export async function rawFetchAll(blank: Page, emulator: RunningEmulator, sent: WireRecord[]): Promise<number> {
  if (sent.length === 0) throw new Error('Scout sent no such request');
  return blank.evaluate(
    async (requests) => {
      const start = performance.now();
      await Promise.all(requests.map(async ({ url, headers }) => (await fetch(url, { headers })).json()));
      return performance.now() - start;
    },
    sent.map((record) => sameRequest(emulator, record)),
  );
}

/**
 * The physical limit of Enter → first web result painted: the same request fetched from the blank page, in front, and
 * its first result's title put in the page as text, until the first animation frame after that (the frame that paints
 * it, as the probe marks Scout's result). Any page waits for a frame to show anything; this is that wait, measured
 * beside Scout's in the same run. Returns the fetch alone (its JSON read) and fetch + paint, in ms.
 */
export async function rawFetchPainted(
  blank: Page,
  emulator: RunningEmulator,
  sent: WireRecord | undefined,
): Promise<{ fetched: number; painted: number }> {
  const request = sameRequest(emulator, sent);
  await blank.bringToFront();
  return blank.evaluate(async ({ url, headers }) => {
    const start = performance.now();
    const response = await fetch(url, { headers });
    const answer = await response.json();
    const fetched = performance.now() - start;
    const line = document.createElement('p');
    line.textContent = String(answer?.web?.results?.[0]?.title ?? '');
    document.body.replaceChildren(line);
    const painted = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    return { fetched, painted: painted - start };
  }, request);
}

/** Scout's last web search for `q`. */
const searchFor = (emulator: RunningEmulator, wire: WireRecord[], q: string) =>
  wire.findLast((r) => r.path.endsWith('/web/search') && new URL(r.url, emulator.url).searchParams.get('q') === q);

export interface SearchTimings {
  /** Beside the same request fetched and painted on a blank page (rawFetchPainted). */
  warm: Versus;
  /** The same Scout figures beside the raw fetch alone, nothing painted: the frame's wait counted as Scout's. */
  unpainted: Versus;
  cold: Versus;
}

/** Warm and cold repetitions alternate, so both see the same machine load. */
export async function searchTimings(
  browser: Browser,
  emulator: RunningEmulator,
  wire: WireRecord[],
  reps: number,
  label: string,
): Promise<SearchTimings> {
  const popup = await browser.open('popup.html');
  const blank = await browser.open('blank.html');
  const scoutWarm: number[] = [];
  const rawWarm: number[] = [];
  const rawPainted: number[] = [];
  const scoutCold: number[] = [];
  await enterToResult(popup, freshQuery(`${label}w`, 999));
  for (let i = 0; i < reps; i++) {
    const warm = freshQuery(`${label}w`, i);
    scoutWarm.push(await enterToResult(popup, warm));
    const raw = await rawFetchPainted(blank, emulator, searchFor(emulator, wire, warm));
    rawWarm.push(raw.fetched);
    rawPainted.push(raw.painted);
    await browser.stopWorker();
    scoutCold.push(await enterToResult(popup, freshQuery(`${label}c`, i)));
  }
  await popup.close();
  await blank.close();
  return {
    warm: versus(scoutWarm, rawPainted),
    unpainted: versus(scoutWarm, rawWarm),
    cold: versus(scoutCold, scoutWarm),
  };
}
