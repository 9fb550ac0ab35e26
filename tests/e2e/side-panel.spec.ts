/**
 * The side panel page (entrypoints/sidepanel/), opened as a page in a tab of the same window (Playwright cannot open
 * Chrome's side panel): it opens on the popup's search at no cost, is told to show a search the popup hands over,
 * opens results in the active tab beside it (a new tab on a modifier or middle click) and keeps them, and its page
 * actions work on the active tab. Chrome's own `sidePanel` calls are unit-tested (tests/unit/side-panel.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { ARTICLE } from './pages/articles';

const billed = (emulator: RunningEmulator, key: string) => emulator.stats().keys[key]?.billed ?? 0;

async function openSidePanel(context: BrowserContext, extensionId: string): Promise<PopupPage> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  return new PopupPage(page);
}

/**
 * Where a tab Scout opened went: its history entry (a tab created by the extension starts loading before Playwright
 * can route it, so on this network it shows Chrome's error page, whose entry still names the address).
 */
async function addressOf(context: BrowserContext, page: Page): Promise<string | undefined> {
  // Callers poll: while the tab swaps to the error page its target may be detached, which reads as "not yet".
  try {
    const cdp = await context.newCDPSession(page);
    const { entries, currentIndex } = await cdp.send('Page.getNavigationHistory');
    await cdp.detach().catch(() => undefined);
    return entries[currentIndex]?.url;
  } catch {
    return undefined;
  }
}

/** Makes `page` the window's active tab, as the page beside the side panel. */
async function activate(page: Page): Promise<void> {
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe('visible');
}

test("opens on the popup's search with nothing billed, and shows a search the popup hands over", async ({
  context,
  extensionId,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee');
  await popup.waitForResults();
  const coffee = await popup.resultLinks.allTextContents();

  const panel = await openSidePanel(context, extensionId);
  await expect(panel.searchbox).toHaveValue('coffee');
  await expect(panel.resultLinks).toHaveText(coffee);
  expect(billed(emulator, 'demo-pro')).toBe(1);

  // Open already: "Open in the side panel" tells it to show the popup's new search, which it asks the background for.
  await popup.search('ramen tokyo');
  await popup.waitForResults();
  const ramen = await popup.resultLinks.allTextContents();
  await popup.page.getByRole('button', { name: 'Open in the side panel' }).click();
  await expect(panel.searchbox).toHaveValue('ramen tokyo');
  await expect(panel.resultLinks).toHaveText(ramen);
  expect(billed(emulator, 'demo-pro')).toBe(2);
});

test('a result opens in the active tab beside the panel, which keeps its results; Ctrl or middle click: a new tab', async ({
  context,
  extensionId,
  pages,
  useKey,
}) => {
  await useKey('demo-pro');
  const panel = await openSidePanel(context, extensionId);
  await panel.search('french press coffee');
  await panel.waitForResults();
  const titles = await panel.resultLinks.allTextContents();
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (n) => (await panel.resultLinks.nth(n).getAttribute('href'))!),
  );
  await context.route(`${new URL(first!).origin}/**`, (route) => route.fulfill({ body: 'a result' }));

  const beside = await context.newPage();
  await beside.goto(pages.set('/beside', '<!doctype html><title>Beside</title><p>The page beside the panel.</p>'));
  await activate(beside);
  await panel.resultLinks.nth(0).click();
  await beside.waitForURL(first!);
  await expect(panel.resultLinks).toHaveText(titles);
  expect(panel.page.url()).toMatch(/\/sidepanel\.html$/);

  const tabs = context.pages().length;
  const byCtrl = context.waitForEvent('page');
  await panel.resultLinks.nth(1).click({ modifiers: ['Control'] });
  await expect.poll(async () => addressOf(context, await byCtrl)).toBe(second);
  const byMiddle = context.waitForEvent('page');
  await panel.resultLinks.nth(2).click({ button: 'middle' });
  await expect.poll(async () => addressOf(context, await byMiddle)).toBe(third);
  expect(context.pages()).toHaveLength(tabs + 2);
  expect(beside.url()).toBe(first);
  await expect(panel.resultLinks).toHaveText(titles);
});

test('"Highlight on this page" and "Find places on this page" act on the active tab, and the panel stays', async ({
  context,
  extensionId,
  pages,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const panel = await openSidePanel(context, extensionId);
  const article = await context.newPage();
  await article.goto(pages.set('/side-panel-article', ARTICLE));
  await activate(article);
  await panel.search('coffee in Lisbon');
  await panel.waitForPlaces();
  expect(billed(emulator, 'demo-ai')).toBe(1);

  await panel.places.getByRole('button', { name: 'Highlight on this page' }).click();
  await expect.poll(() => article.locator('mark[data-scout-place]').count()).toBeGreaterThan(0);
  expect(billed(emulator, 'demo-ai')).toBe(1);
  expect(panel.page.isClosed()).toBe(false);
  await expect(panel.places).toBeVisible();

  await article.reload();
  await expect(article.locator('mark[data-scout-place]')).toHaveCount(0);
  await panel.page.getByRole('button', { name: 'Find places on this page' }).click();
  // The in-page panel searches the page's heading (billed: the user asked), and marks the places it finds.
  await expect.poll(() => article.locator('mark[data-scout-place]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(billed(emulator, 'demo-ai')).toBe(2);
  await expect(panel.places).toBeVisible();
});

test('no axe violations with results, places and the filters shown, in light and dark mode', async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  const panel = await openSidePanel(context, extensionId);
  await panel.page.setViewportSize({ width: 400, height: 900 });
  await panel.search('coffee in Lisbon');
  await panel.waitForResults();
  await panel.waitForPlaces();
  await panel.page.getByText('Filters', { exact: true }).click();
  for (const colorScheme of ['light', 'dark'] as const) {
    await panel.page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page: panel.page }).analyze();
    const violations = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(violations, `${colorScheme} mode`).toEqual([]);
  }
});
