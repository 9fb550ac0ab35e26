/**
 * AI that goes on (issue 38):
 * - a research's progress: an event's bytes written by the emulator (scripts/bench/wire.ts keeps an event stream's
 *   chunks and their times) → the frame that paints the progress it brings (the totals "n searches · m pages
 *   analysed", the searches listed) in the results tab's Research card. Events are RESEARCH_STEP_MS apart, so each
 *   one is seen on its own;
 * - "Ask about this page" (`scout-ask-page`, through the demo build's context-menu hook) on the megabyte of real pages
 *   (tests/e2e/pages/real-pages.ts): menu click → the frame that paints the characters to be sent and the price, i.e.
 *   the page's text extracted, measured and priced before anything is sent.
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { startPageServer } from '../../tests/e2e/page-server';
import { realPages, SCRIPTLESS_CSP } from '../../tests/e2e/pages/real-pages';
import { openResultsForUser } from '../../tests/e2e/pages/results';
import type { Browser } from './browser';
import { click } from './in-page-timings';
import { PAGE_PROBE, type ArticleMarks } from './probe';
import { spread, type Spread } from './stats';
import type { WireRecord } from './wire';

/** The emulator's pause between research events (its default is 60 ms). */
const RESEARCH_STEP_MS = 300;

export interface AiTimings {
  /** A research event's bytes on the wire → the progress it brings painted, over every change of every research. */
  research_progress_to_screen_ms: Spread;
  /** Menu click → characters and price painted in the panel, on the megabyte of real pages. */
  ask_page_to_price_ms: Spread;
  /** Menu click → the panel's host shown on the page (its frame opening: part of the figure above). */
  ask_page_to_panel_ms: Spread;
  ask_page_bytes: number;
}

/**
 * Records, in the page, the frame (epoch ms) that first painted each state of the research's progress: its status
 * line's totals ("n searches · m pages analysed", without the seconds, which tick on their own) and its searches.
 */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as any).__progressSeen = seen;
    new MutationObserver(() => {
      const progress = document.querySelector('.scout-research-progress');
      const text = progress?.querySelector('[role="status"]')?.textContent ?? '';
      const totals = text.match(/\d+ searches · \d+ pages analysed/)?.[0];
      if (!totals) return;
      const state = `${totals} | ${progress!.querySelectorAll('.scout-research-queries li').length}`;
      if (state in seen) return;
      seen[state] = NaN;
      requestAnimationFrame(() => (seen[state] = performance.timeOrigin + performance.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

/**
 * One research: for each progress state painted, the frame that painted it − the last event written before it (the
 * one that caused it: events are RESEARCH_STEP_MS apart, far more than the budget). The state shown at the click,
 * before any event, has none and is left out.
 */
async function researchOnce(browser: Browser, wire: WireRecord[], i: number): Promise<number[]> {
  const page = await browser.context.newPage();
  await openResultsForUser(page, browser.extensionId, `?q=${encodeURIComponent(`how do black holes form r${i}`)}`);
  const button = page.getByRole('region', { name: 'Research' }).getByRole('button', { name: 'Research', exact: true });
  await button.waitFor({ timeout: 20_000 });
  await watchProgress(page);
  const since = performance.timeOrigin + performance.now();
  await button.click();
  await page.getByRole('heading', { name: 'Blind spots' }).waitFor({ timeout: 60_000 });
  const seen = (await page.evaluate(() => (window as any).__progressSeen)) as Record<string, number>;
  await page.close();
  const stream = wire.find((r) => r.path.endsWith('/chat/completions') && r.arrivedAt >= since && r.events);
  if (!stream) throw new Error('no research stream since the click');
  const painted = Object.values(seen);
  if (painted.some(Number.isNaN)) throw new Error('a progress state was never painted');
  return painted.flatMap((at) => {
    const cause = stream.events!.findLast((event) => event.at < at);
    return cause ? [at - cause.at] : [];
  });
}

/** Menu click → the panel's host shown on the page, and → the characters and price painted in it (ms). */
async function askPageOnce(browser: Browser, page: Page, url: string): Promise<{ panel: number; price: number }> {
  await page.goto(url);
  await page.bringToFront();
  const clickedAt = await click(browser, page, { menuItemId: 'scout-ask-page', pageUrl: url });
  for (let tries = 0; tries < 400; tries++) {
    const frame = page.frames().find((f) => f.url().startsWith('chrome-extension://'));
    const priceAt = await frame?.evaluate(() => (window as any).__bench?.marks.priceAt as number | undefined);
    const { panelAt } = await page.evaluate(() => (window as any).__bench.marks as ArticleMarks);
    if (priceAt !== undefined && panelAt !== undefined)
      return { panel: panelAt - clickedAt, price: priceAt - clickedAt };
    await page.waitForTimeout(50);
  }
  throw new Error('the panel never showed the price');
}

/** Needs a Search key and an Answers key configured (research and "Ask about this page" are Answers features). */
export async function aiTimings(browser: Browser, emulator: RunningEmulator, wire: WireRecord[], reps: number) {
  emulator.updateSettings({ researchStepMs: RESEARCH_STEP_MS });
  const progress: number[] = [];
  for (let i = 0; i < reps; i++) progress.push(...(await researchOnce(browser, wire, i)));
  const server = await startPageServer();
  const megabyte = realPages(PAGE_PROBE).at(-1)!;
  const url = server.set('/ask-megabyte', megabyte.html, { 'Content-Security-Policy': SCRIPTLESS_CSP });
  const page = await browser.context.newPage();
  const ask: { panel: number; price: number }[] = [];
  try {
    for (let i = 0; i < reps; i++) ask.push(await askPageOnce(browser, page, url));
  } finally {
    await page.close();
    await server.close();
  }
  const timings: AiTimings = {
    research_progress_to_screen_ms: spread(progress),
    ask_page_to_price_ms: spread(ask.map((a) => a.price)),
    ask_page_to_panel_ms: spread(ask.map((a) => a.panel)),
    ask_page_bytes: megabyte.bytes,
  };
  return timings;
}
