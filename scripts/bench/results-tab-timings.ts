/**
 * The results tab's verticals and ranking (issue 39), on the results tab opened as the address bar opens it
 * (tests/e2e/pages/results.ts), each repetition a fresh query:
 * - the Images tab clicked for the first time: the emulator's reply to /images/search written (its first byte, so
 *   the figure is if anything long) → the frame that paints the grid's first tiles;
 * - a tab already loaded (Images ↔ News, both loaded before): the click's event time → the frame that paints it;
 * - "More actions for <site>" → "Block this site": the click's event time → the frame without any of that site's
 *   results. Each repetition starts from a fresh install (`configure`), so the site is not blocked yet.
 */
import type { Page } from '@playwright/test';
import { openResultsForUser } from '../../tests/e2e/pages/results';
import { marksOf, type Browser } from './browser';
import { spread, type Spread } from './stats';
import { watchFor, type Condition } from './watch';
import type { WireRecord } from './wire';

export interface ResultsTabTimings {
  /** /images/search's reply on the wire → the image grid's first row painted. */
  image_grid_after_reply_ms: Spread;
  /** Click on a tab already loaded → that vertical painted (News and Images in turn). */
  loaded_vertical_switch_ms: Spread;
  /** Click on "Block this site" → the frame without that site's results. */
  block_site_ms: Spread;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const shown = (vertical: string, content: string) => ({
  present: [`#scout-tab-${vertical}[aria-selected="true"]`, `#scout-panel-${vertical} ${content}`],
  absent: [`#scout-panel-${vertical}[hidden]`],
});
const IMAGES = shown('images', '.scout-image-grid li');
const NEWS = shown('news', '.scout-result');

async function openResults(browser: Browser, q: string): Promise<Page> {
  const page = await browser.context.newPage();
  await openResultsForUser(page, browser.extensionId, `?q=${encodeURIComponent(q)}`);
  await page.locator('.app-results[aria-busy="false"] .scout-result').first().waitFor({ timeout: 20_000 });
  await page.bringToFront();
  return page;
}

/** Clicks `name` once `condition` is watched; returns the click's event time → the frame that painted it (ms). */
async function clickToPaint(page: Page, name: string, condition: Condition) {
  const painted = await watchFor(page, condition);
  await tab(page, name).click();
  const at = await painted();
  return { at, fromClick: at - (await marksOf(page)).clickAt! };
}

async function verticalsOnce(browser: Browser, wire: WireRecord[], i: number, grid: number[], switches: number[]) {
  const page = await openResults(browser, `coffee v${i}`);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const since = performance.timeOrigin + performance.now();
  const images = await clickToPaint(page, 'Images', IMAGES);
  const reply = wire.find((r) => r.path.endsWith('/images/search') && r.arrivedAt >= since);
  if (reply?.firstByteAt === undefined) throw new Error('no /images/search reply since the click');
  grid.push(origin + images.at - reply.firstByteAt);
  await clickToPaint(page, 'News', NEWS);
  switches.push((await clickToPaint(page, 'Images', IMAGES)).fromClick);
  switches.push((await clickToPaint(page, 'News', NEWS)).fromClick);
  await page.close();
}

async function blockOnce(browser: Browser, settings: Record<string, unknown>, i: number): Promise<number> {
  await browser.configure({ apiKey: 'demo-pro', settings });
  const page = await openResults(browser, `coffee b${i}`);
  const host = await page.locator('.app-results .scout-result[data-site]').first().getAttribute('data-site');
  await page
    .getByRole('button', { name: `More actions for ${host}` })
    .first()
    .click();
  const gone = await watchFor(page, { absent: [`.app-results .scout-result[data-site="${host}"]`] });
  await page.getByRole('menuitemradio', { name: 'Block this site' }).click();
  const at = await gone();
  const ms = at - (await marksOf(page)).clickAt!;
  await page.close();
  return ms;
}

/** `settings`: the emulator's address; a Pro key (verticals and places). Leaves a fresh install behind. */
export async function resultsTabTimings(
  browser: Browser,
  wire: WireRecord[],
  settings: Record<string, unknown>,
  reps: number,
): Promise<ResultsTabTimings> {
  await browser.configure({ apiKey: 'demo-pro', settings });
  const grid: number[] = [];
  const switches: number[] = [];
  for (let i = 0; i < reps; i++) await verticalsOnce(browser, wire, i, grid, switches);
  const block: number[] = [];
  for (let i = 0; i < reps; i++) block.push(await blockOnce(browser, settings, i));
  return {
    image_grid_after_reply_ms: spread(grid),
    loaded_vertical_switch_ms: spread(switches),
    block_site_ms: spread(block),
  };
}
