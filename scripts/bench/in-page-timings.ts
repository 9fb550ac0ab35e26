/**
 * The in-page features, from the context-menu click (the demo build's `scoutDemo.contextMenuClick`, the very
 * listener: tests/e2e/pages/in-page.ts) to what the page shows: the panel's host with a box, and every highlight
 * of "Find places on this page" in a 5,000-word article; and on a generated 1 MB encyclopedia-like page naming the
 * places 600 times, until every place's status in the panel says it was found and every highlight is painted; and the
 * same on real saved pages (tests/e2e/pages/real-pages.ts: news articles, and a megabyte of real pages), where the
 * budget must hold too. Each repetition reloads the page, so Scout's script is injected again, as on any page the user
 * has not asked Scout on.
 */
import type { Page } from '@playwright/test';
import { startPageServer } from '../../tests/e2e/page-server';
import { menuClick, selectHeading, tabIdOf } from '../../tests/e2e/pages/in-page';
import { readerCounts, realPages, SCRIPTLESS_CSP } from '../../tests/e2e/pages/real-pages';
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

export const BIG_PAGE_BYTES = 1_000_000;
export const BIG_PAGE_MENTIONS = 600;
const TOPICS = ['History', 'Geography', 'Economy', 'Culture', 'Transport', 'Architecture', 'Cuisine', 'Sport'];

/**
 * An encyclopedia-like article of about BIG_PAGE_BYTES of HTML: sections with headings, paragraphs with links and
 * bold words, lists and tables, naming PLACES BIG_PAGE_MENTIONS times in all, spread evenly.
 */
export function bigArticle(): { html: string; marks: number; bytes: number } {
  const blocks: string[] = [];
  let size = 0;
  for (let i = 0; size < BIG_PAGE_BYTES; i++) {
    const words = Array.from({ length: 90 }, (_, k) => FILLER[(i * 7 + k) % FILLER.length]!);
    const linked = words.map((word, k) =>
      k % 13 === 4 ? `<a href="/wiki/${word}">${word}</a>` : k % 31 === 9 ? `<b>${word}</b>` : word,
    );
    let block = `<p>${linked.join(' ')}.</p>`;
    if (i % 10 === 0) block = `<h2>${TOPICS[(i / 10) % TOPICS.length]} ${i / 10}</h2>${block}`;
    if (i % 10 === 5)
      block += `<ul><li>${words.slice(0, 8).join(' ')}</li><li>${words.slice(8, 16).join(' ')}</li></ul>`;
    if (i % 20 === 15)
      block += `<table><tr><td>${words[0]}</td><td>${i}</td></tr><tr><td>${words[1]}</td><td>${i + 1}</td></tr></table>`;
    blocks.push(block);
    size += block.length;
  }
  // Into every k-th paragraph's first word, so the mentions are spread over the whole page.
  const every = blocks.length / BIG_PAGE_MENTIONS;
  for (let n = 0; n < BIG_PAGE_MENTIONS; n++) {
    const index = Math.floor(n * every);
    blocks[index] = blocks[index]!.replace('<p>', `<p>${PLACES[n % PLACES.length]!} `);
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Coffee in Lisbon</title>${PAGE_PROBE}</head><body><main><article><h1>Coffee in Lisbon</h1>${blocks.join('')}</article></main></body></html>`;
  return { html, marks: BIG_PAGE_MENTIONS, bytes: html.length };
}

const epoch = () => performance.timeOrigin + performance.now();
const marksOf = (page: Page): Promise<ArticleMarks> => page.evaluate(() => ({ ...(window as any).__bench.marks }));

/**
 * A tab's page may ask for 2 searches at once and 1 more per second (utils/worker/background/handlers/heavy.ts, the page gate):
 * the benchmark clicks no faster than a tab is allowed to search, so no click is refused with "slow down".
 */
export const GATE_REFILL_MS = 2_100;

export async function click(browser: Browser, page: Page, info: Record<string, unknown>): Promise<number> {
  await page.waitForTimeout(GATE_REFILL_MS);
  const worker = await browser.worker();
  const tabId = await tabIdOf(worker, page);
  const at = epoch();
  await menuClick(worker, tabId, info);
  return at;
}

/** "Find places on this page" on one real page: menu click → first highlight painted, and → every status shown. */
export interface RealPageTiming {
  name: string;
  bytes: number;
  /** Occurrences a reader sees (the names' whole words in the page's innerText), all highlighted. */
  highlights: number;
  first_highlight_ms: Spread;
  last_status_ms: Spread;
}

export interface InPageTimings {
  menu_to_panel_ms: Spread;
  /** Menu click → the last highlight painted, for every mention found. */
  highlight_article_ms: Spread;
  article_words: number;
  highlights: number;
  /** Menu click → every place's status in the panel and every highlight painted, on the 1 MB page. */
  highlight_big_page_ms: Spread;
  big_page_bytes: number;
  big_page_highlights: number;
  /** Menu click → the first highlight painted, on the 1 MB page; absent from results before 2026-11-29. */
  big_page_first_highlight_ms?: Spread;
  /** The real pages; absent from results before 2026-11-29. */
  real_pages?: RealPageTiming[];
}

/** The panel's frame (an extension page inside the article). */
const panelFrame = (page: Page) => page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));

/**
 * Menu click → the first highlight painted, and → every place named on the page shows "found" in the panel and every
 * highlight is painted (ms). `marks`: how many highlights to wait for, or the page's own count of what a reader sees.
 */
async function bigPageHighlight(
  browser: Browser,
  page: Page,
  url: string,
  marks?: number,
): Promise<{ first: number; last: number; marks: number }> {
  await page.goto(url);
  await page.bringToFront();
  marks ??= (await readerCounts(page)).reduce((sum, count) => sum + count, 0);
  const findAt = await click(browser, page, { menuItemId: 'scout-find-places-page' });
  await page.waitForFunction((n) => (window as any).__bench.marks.markCount >= n, marks, { timeout: 30_000 });
  let statusAt: number | undefined;
  for (let tries = 0; statusAt === undefined && tries < 300; tries++) {
    const frameMarks = await panelFrame(page)
      ?.evaluate(() => ({ ...(window as any).__bench?.marks }))
      .catch(() => undefined);
    if ((frameMarks?.statusFound ?? 0) >= PLACES.length && frameMarks.statusAt !== undefined)
      statusAt = frameMarks.statusAt;
    else await page.waitForTimeout(50);
  }
  if (statusAt === undefined) throw new Error('the panel never showed every place as found');
  await page.waitForTimeout(300);
  const done = await marksOf(page);
  return { first: done.firstMarkAt! - findAt, last: Math.max(statusAt, done.lastMarkAt!) - findAt, marks };
}

export async function inPageTimings(browser: Browser, reps: number): Promise<InPageTimings> {
  const server = await startPageServer();
  const { html, marks } = article();
  const url = server.set('/article', html);
  const big = bigArticle();
  const bigUrl = server.set('/big-article', big.html);
  const bigPage: number[] = [];
  const bigFirst: number[] = [];
  const reals = realPages(PAGE_PROBE).map((real) => ({
    real,
    url: server.set(`/real-${real.bytes}`, real.html, { 'Content-Security-Policy': SCRIPTLESS_CSP }),
    first: [] as number[],
    last: [] as number[],
    marks: 0,
  }));
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

      const generated = await bigPageHighlight(browser, page, bigUrl, big.marks);
      bigPage.push(generated.last);
      bigFirst.push(generated.first);
      for (const timing of reals) {
        const { first, last, marks } = await bigPageHighlight(browser, page, timing.url);
        timing.first.push(first);
        timing.last.push(last);
        timing.marks = marks;
      }
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
    highlight_big_page_ms: spread(bigPage),
    big_page_bytes: big.bytes,
    big_page_highlights: big.marks,
    big_page_first_highlight_ms: spread(bigFirst),
    real_pages: reals.map(({ real, first, last, marks }) => ({
      name: real.name,
      bytes: real.bytes,
      highlights: marks,
      first_highlight_ms: spread(first),
      last_status_ms: spread(last),
    })),
  };
}
