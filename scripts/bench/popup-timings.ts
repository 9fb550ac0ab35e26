/**
 * The popup's timings against their baselines, repetition by repetition:
 * - open → search box focused, beside a blank extension page's load (wxt.config.ts adds it to the demo build);
 * - Enter → first web result painted, beside a raw `fetch` of the very request Scout sent, from an extension page;
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

async function focusTime(browser: Browser): Promise<number> {
  const page = await browser.open('popup.html');
  await page.waitForFunction(() => (window as any).__bench.marks.focusAt !== undefined);
  const at = await page.evaluate(() => (window as any).__bench.marks.focusAt as number);
  await page.close();
  return at;
}

async function blankLoadTime(browser: Browser): Promise<number> {
  const page = await browser.open('blank.html');
  const at = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
  await page.close();
  return at;
}

export async function popupOpen(browser: Browser, reps: number): Promise<Versus> {
  const popup: number[] = [];
  const blank: number[] = [];
  await focusTime(browser);
  for (let i = 0; i < reps; i++) {
    popup.push(await focusTime(browser));
    blank.push(await blankLoadTime(browser));
  }
  return versus(popup, blank);
}

/** Types `q` in the popup and returns Enter → first web result painted (ms, the page's own clock). */
export async function enterToResult(page: Page, q: string): Promise<number> {
  // A tab in the background gets no animation frames: the measured page is always the one in front.
  await page.bringToFront();
  await arm(page, 'results');
  await new PopupPage(page).search(q);
  const marks = await waitForMark(page, 'resultAt');
  return marks.resultAt! - marks.enterAt!;
}

/** The headers a raw request must repeat to be the same request (not the browser's own ones). */
const SAME_REQUEST_HEADERS = /^(x-|accept$|api-version$|cache-control$)/;

/** Fetches what Scout last asked the emulator for `q`, from an extension page: the network's own time (ms). */
async function rawFetch(blank: Page, emulator: RunningEmulator, wire: WireRecord[], q: string): Promise<number> {
  const sent = wire.findLast(
    (r) => r.path.endsWith('/web/search') && new URL(r.url, emulator.url).searchParams.get('q') === q,
  );
  if (!sent) throw new Error(`Scout sent no web search for "${q}"`);
  const headers = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => SAME_REQUEST_HEADERS.test(name)));
  return blank.evaluate(
    async ({ url, headers }) => {
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.json();
      return performance.now() - start;
    },
    { url: emulator.url + sent.url, headers },
  );
}

export interface SearchTimings {
  warm: Versus;
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
  const scoutCold: number[] = [];
  await enterToResult(popup, freshQuery(`${label}w`, 999));
  for (let i = 0; i < reps; i++) {
    const warm = freshQuery(`${label}w`, i);
    scoutWarm.push(await enterToResult(popup, warm));
    rawWarm.push(await rawFetch(blank, emulator, wire, warm));
    await browser.stopWorker();
    scoutCold.push(await enterToResult(popup, freshQuery(`${label}c`, i)));
  }
  await popup.close();
  await blank.close();
  return { warm: versus(scoutWarm, rawWarm), cold: versus(scoutCold, scoutWarm) };
}
