/**
 * The results tab (entrypoints/results/) against the emulator: the search in its URL, reload and back/forward
 * answered from Scout's cache (billed calls counted by the emulator), paging recorded in the URL, the side column
 * of the wide layout, the keyboard, axe in light and dark, and the popup's hand-over to a tab at no cost.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { openResultsForUser } from './pages/results';

const billed = (emulator: RunningEmulator, key: string) => emulator.stats().keys[key]?.billed ?? 0;
const params = (page: Page) => new URL(page.url()).searchParams;

test('the search lives in the URL: reload, Back and Forward show it again from the cache, and paging is recorded', async ({
  context,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/results.html`);
  const tab = new PopupPage(page);
  await expect(tab.searchbox).toBeFocused();

  await tab.search('coffee');
  await tab.waitForResults();
  await expect(page).toHaveTitle('coffee – Scout');
  expect(params(page).get('q')).toBe('coffee');
  expect(params(page).get('offset')).toBeNull();
  const firstPage = await tab.resultLinks.count();
  expect(firstPage).toBeGreaterThan(0);
  expect(billed(emulator, 'demo-pro')).toBe(1);

  await page.getByRole('button', { name: 'More results' }).click();
  await expect(tab.resultLinks.nth(firstPage)).toBeFocused();
  await expect.poll(() => params(page).get('offset')).toBe('1');
  const twoPages = await tab.resultLinks.allTextContents();
  expect(billed(emulator, 'demo-pro')).toBe(2);

  await page.reload();
  await expect(tab.resultLinks).toHaveText(twoPages);
  await expect(tab.searchbox).toHaveValue('coffee');
  expect(billed(emulator, 'demo-pro')).toBe(2);

  await tab.search('ramen tokyo');
  await tab.waitForResults();
  await expect.poll(() => params(page).get('q')).toBe('ramen tokyo');
  const ramen = await tab.resultLinks.allTextContents();
  expect(billed(emulator, 'demo-pro')).toBe(3);

  await page.goBack();
  await expect(tab.searchbox).toHaveValue('coffee');
  await expect(tab.resultLinks).toHaveText(twoPages);
  await page.goForward();
  await expect(tab.searchbox).toHaveValue('ramen tokyo');
  await expect(tab.resultLinks).toHaveText(ramen);
  expect(billed(emulator, 'demo-pro')).toBe(3);

  // A second window (or a bookmark) opens the same search, from the cache too.
  const again = await context.newPage();
  await again.goto(page.url());
  await expect(new PopupPage(again).resultLinks).toHaveText(ramen);
  expect(billed(emulator, 'demo-pro')).toBe(3);
});

test('a URL that is not a search opens an empty tab; bad filters in it are dropped, not sent', async ({
  context,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/results.html?offset=3&country=XX`);
  const tab = new PopupPage(page);
  await expect(tab.searchbox).toHaveValue('');
  await expect(page.getByText(/Type a search and press Enter/)).toBeVisible();
  // Opened for the user (A13): the page reads `coffee`, page 0, no filter, and the pass is for that.
  await openResultsForUser(page, extensionId, '?q=coffee&country=XX&freshness=yesterday&offset=99');
  await tab.waitForResults();
  await expect(tab.resultLinks.first()).toBeVisible();
  await expect(tab.page.getByRole('button', { name: 'More results' })).toBeVisible();
  expect(billed(emulator, 'demo-pro')).toBe(1);
});

test('wide: the side slots (the infobox) sit beside the main column; narrow: under it', async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openResultsForUser(page, extensionId, '?q=python+tutorial');
  const tab = new PopupPage(page);
  await tab.waitForResults();
  const main = page.locator('.app-answer-main');
  const side = page.locator('.app-answer-side');
  await expect(side.getByRole('region')).toHaveCount(1);
  const [wideMain, wideSide] = [(await main.boundingBox())!, (await side.boundingBox())!];
  expect(wideSide.x).toBeGreaterThanOrEqual(wideMain.x + wideMain.width);
  expect(wideSide.y).toBeLessThan(wideMain.y + wideMain.height / 2);

  await page.setViewportSize({ width: 600, height: 900 });
  await expect
    .poll(async () => (await side.boundingBox())!.y)
    .toBeGreaterThanOrEqual((await main.boundingBox())!.y + (await main.boundingBox())!.height);
});

test('keys: / goes to the box, arrows and j/k move through the results, Enter opens one, Esc goes back', async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  const page = await context.newPage();
  await openResultsForUser(page, extensionId, '?q=french+press+coffee');
  const tab = new PopupPage(page);
  await tab.waitForResults();
  await tab.searchbox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab.resultLinks.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(tab.resultLinks.nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(tab.resultLinks.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tab.resultLinks.nth(1)).toBeFocused();

  const href = (await tab.resultLinks.nth(1).getAttribute('href'))!;
  // The result's site, served here (this network reaches no real site).
  await context.route(`${new URL(href).origin}/**`, (route) => route.fulfill({ body: 'a result' }));
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  await (await opened).waitForURL(href);

  await page.keyboard.press('Escape');
  await expect(tab.searchbox).toBeFocused();
  await expect(tab.resultLinks).not.toHaveCount(0);
  await tab.resultLinks.nth(2).focus();
  await page.keyboard.press('/');
  await expect(tab.searchbox).toBeFocused();
  // In the box, `/`, j and k are letters.
  await page.keyboard.type('/jk');
  await expect(tab.searchbox).toHaveValue('/jk');
});

test('no axe violations with every section, places and the side column shown, the history and Copy link too, in light and dark mode', async ({
  context,
  serviceWorker,
  extensionId,
  useKey,
}) => {
  await useKey('demo-ai');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openResultsForUser(page, extensionId, '?q=coffee+in+Lisbon');
  const tab = new PopupPage(page);
  await tab.waitForResults();
  await tab.waitForFinalSummary();
  await tab.waitForPlaces();
  await page.getByText('Filters', { exact: true }).click();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(violations, `${colorScheme} mode`).toEqual([]);
  }
  await serviceWorker.evaluate(() =>
    (globalThis as any).chrome.storage.local.set({
      history: { on: true, entries: [{ q: 'coffee in Lisbon', at: Date.now() }] },
    }),
  );
  await openResultsForUser(page, extensionId, '?q=python+tutorial');
  await tab.waitForResults();
  await expect(page.locator('.app-answer-side').getByRole('region')).toHaveCount(1);
  await page.getByText('Your searches', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your recent searches' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.results-copied')).not.toBeEmpty();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => v.id),
      `${colorScheme} mode`,
    ).toEqual([]);
  }
});

test('"Open in a tab" takes the popup\'s search, its pages and its summary along, and bills nothing', async ({
  context,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee');
  await popup.waitForResults();
  await popup.waitForFinalSummary();
  const firstPage = await popup.resultLinks.count();
  await popup.page.getByRole('button', { name: 'More results' }).click();
  await expect(popup.resultLinks.nth(firstPage)).toBeFocused();
  const titles = await popup.resultLinks.allTextContents();
  const summary = await popup.summaryBody.textContent();
  expect(billed(emulator, 'demo-ai')).toBe(2);

  const opened = context.waitForEvent('page');
  await popup.page.getByRole('button', { name: 'Open in a tab' }).click();
  const tab = new PopupPage(await opened);
  await expect(tab.resultLinks).toHaveText(titles);
  expect(params(tab.page).get('q')).toBe('coffee');
  expect(params(tab.page).get('offset')).toBe('1');
  await tab.waitForFinalSummary();
  expect(await tab.summaryBody.textContent()).toBe(summary);
  expect(billed(emulator, 'demo-ai')).toBe(2);
});

test('an AI answer asked for in the popup is not offered or billed again in the tab it is handed to', async ({
  context,
  serviceWorker,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  await serviceWorker.evaluate(async (key) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ answersKey: key, settings });
  }, 'demo-answers');
  // Slow enough that the answer is still being written when the popup hands its search over.
  emulator.updateSettings({ streamItemDelayMs: 250 });
  try {
    const popup = new PopupPage(await openPopup());
    await popup.search('coffee in Lisbon');
    await popup.waitForResults();
    await popup.getAnswerButton.click();
    await expect(popup.summary).toHaveAttribute('aria-busy', 'true');
    await expect(popup.summaryBody).not.toBeEmpty();

    // Mid-answer: the popup closes behind the new tab, which cuts its answer off (as closing the popup always does).
    const opened = context.waitForEvent('page');
    await popup.page.getByRole('button', { name: 'Open in a tab' }).click();
    const tab = new PopupPage(await opened);
    await tab.waitForResults();
    await expect(tab.summary).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    expect(popup.page.isClosed()).toBe(true);
    // The tab shows the search's own answer (the same search, not a new one): asked for, so not offered again.
    await expect(tab.getAnswerButton).toHaveCount(0);
    await expect(tab.summaryBody).not.toBeEmpty();
    expect(emulator.stats().keys['demo-answers']?.answers ?? 0).toBe(1);
    expect(billed(emulator, 'demo-search')).toBe(1);
  } finally {
    emulator.updateSettings({ streamItemDelayMs: 15 });
  }
});

declare const chrome: any;
