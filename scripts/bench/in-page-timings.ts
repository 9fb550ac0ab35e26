/**
 * The in-page features, from the context-menu click (the demo build's `scoutDemo.contextMenuClick`, the very
 * listener: tests/e2e/pages/in-page.ts) to what the page shows: the panel's host with a box, and every highlight
 * of "Find places on this page" in a 5,000-word article. Each repetition reloads the article, so Scout's script is
 * injected again, as on any page the user has not asked Scout on yet.
 */
import type { Page } from '@playwright/test';
import { startPageServer } from '../../tests/e2e/page-server';
import { menuClick, selectHeading, tabIdOf } from '../../tests/e2e/pages/in-page';
import type { Browser } from './browser';
import { PAGE_PROBE, type ArticleMarks } from './probe';
import { spread, type Spread } from './stats';

/** Places of the emulator's world that "Coffee in Lisbon" finds (tests/e2e/pages/articles.ts). */
const PLACES = ['Torra Roasters', 'Pastelaria Nata Dourada', 'Café Miradouro'];
const FILLER = (
  'Lisbon wakes up on coffee and most mornings start with a bica at the counter before the trams fill up ' +
  'with people on their way to work along the river where the light is soft and the hills are steep'
).split(' ');
export const ARTICLE_WORDS = 5000;
/** Each place is named this many times, spread over the article. */
const MENTIONS = 10;

/** "Coffee in Lisbon": ARTICLE_WORDS words in paragraphs of 100, naming each place MENTIONS times. */
export function article(): { html: string; marks: number } {
  const words = Array.from({ length: ARTICLE_WORDS }, (_, i) => FILLER[i % FILLER.length]!);
  const every = Math.floor(ARTICLE_WORDS / (PLACES.length * MENTIONS));
  for (let n = 0; n < PLACES.length * MENTIONS; n++) words[n * every + 7] = PLACES[n % PLACES.length]!;
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += 100) paragraphs.push(`<p>${words.slice(i, i + 100).join(' ')}.</p>`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Coffee in Lisbon</title>${PAGE_PROBE}</head><body><main><article><h1>Coffee in Lisbon</h1>${paragraphs.join('')}</article></main></body></html>`;
  return { html, marks: PLACES.length * MENTIONS };
}

const epoch = () => performance.timeOrigin + performance.now();
const marksOf = (page: Page): Promise<ArticleMarks> => page.evaluate(() => ({ ...(window as any).__bench.marks }));

/**
 * A tab's page may ask for 2 searches at once and 1 more per second (utils/background/handlers.ts, the page gate):
 * the benchmark clicks no faster than a tab is allowed to search, so no click is refused with "slow down".
 */
export const GATE_REFILL_MS = 2_100;

async function click(browser: Browser, page: Page, info: Record<string, unknown>): Promise<number> {
  await page.waitForTimeout(GATE_REFILL_MS);
  const worker = await browser.worker();
  const tabId = await tabIdOf(worker, page);
  const at = epoch();
  await menuClick(worker, tabId, info);
  return at;
}

export interface InPageTimings {
  menu_to_panel_ms: Spread;
  /** Menu click → the last highlight painted, for every mention found. */
  highlight_article_ms: Spread;
  article_words: number;
  highlights: number;
}

export async function inPageTimings(browser: Browser, reps: number): Promise<InPageTimings> {
  const server = await startPageServer();
  const { html, marks } = article();
  const url = server.set('/article', html);
  const page = await browser.context.newPage();
  const panel: number[] = [];
  const highlight: number[] = [];
  let found = 0;
  try {
    for (let i = 0; i < reps; i++) {
      await page.goto(url);
      await page.bringToFront();
      const summarizeAt = await click(browser, page, {
        menuItemId: 'scout-summarize-selection',
        selectionText: await selectHeading(page),
      });
      await page.waitForFunction(() => (window as any).__bench.marks.panelAt !== undefined, null, { timeout: 20_000 });
      panel.push((await marksOf(page)).panelAt! - summarizeAt);

      await page.goto(url);
      await page.bringToFront();
      const findAt = await click(browser, page, { menuItemId: 'scout-find-places-page' });
      await page.waitForFunction((n) => (window as any).__bench.marks.markCount >= n, marks, { timeout: 20_000 });
      // Highlights may still be arriving in later frames: settle, then take the last one's time.
      await page.waitForTimeout(300);
      const done = await marksOf(page);
      found = done.markCount;
      highlight.push(done.lastMarkAt! - findAt);
    }
  } finally {
    await page.close();
    await server.close();
  }
  return {
    menu_to_panel_ms: spread(panel),
    highlight_article_ms: spread(highlight),
    article_words: ARTICLE_WORDS,
    highlights: found,
  };
}
