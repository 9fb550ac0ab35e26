/**
 * "Search this site" (issue 25): the right-click item opens the results page beside the tab with `site:<host> ` in
 * its box, and the popup's "This site (host)" chip adds it to the box; neither searches (nor bills) anything.
 */
import { expect, test } from './fixtures';
import { menuClick, tabIdOf } from './pages/in-page';
import { openedTabs, recordOpenedTabs } from './pages/omnibox';
import { PopupPage } from './pages/popup';

declare const chrome: any;

const ARTICLE = '<!doctype html><title>Docs</title><h1>Tutorial</h1><p>Some text.</p>';

test('the menu item opens the results page beside the tab, prefilled with site:<host>, injecting and searching nothing', async ({
  context,
  serviceWorker,
  pages,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  const page = await context.newPage();
  await page.goto(pages.set('/docs/tutorial', ARTICLE));
  const tabId = await tabIdOf(serviceWorker, page);
  const index = await serviceWorker.evaluate(async (id) => (await chrome.tabs.get(id)).index, tabId);
  await recordOpenedTabs(serviceWorker);
  const resultsOpened = context.waitForEvent('page');
  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-search-site', pageUrl: page.url() });
  await expect.poll(() => openedTabs(serviceWorker)).not.toHaveLength(0);
  const [opened] = await openedTabs(serviceWorker);
  expect(opened!.url).toMatch(new RegExp(`^chrome-extension://${extensionId}/results\\.html\\?`));
  expect([...new URL(opened!.url).searchParams]).toEqual([['prefill', 'site:127.0.0.1 ']]);
  // Beside the page it was asked on, and in front.
  expect(opened).toMatchObject({ active: true, index: index + 1 });
  expect(await serviceWorker.evaluate(async (id) => (await chrome.tabs.get(id)).openerTabId, opened!.tabId)).toBe(
    tabId,
  );
  // Nothing was injected into the page, and nothing was asked of the API.
  expect(await page.locator('[data-scout-panel]').count()).toBe(0);
  expect(emulator.stats().totals.requests).toBe(0);

  // The results page shows the text in its box, focused, the caret at its end; it searches only when submitted.
  const results = await resultsOpened;
  const box = results.getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveValue('site:127.0.0.1 ');
  await expect(box).toBeFocused();
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('site:127.0.0.1 '.length);
  // "This site" there names the page it was opened beside, already pressed.
  await expect(results.getByRole('button', { name: 'This site (127.0.0.1)' })).toHaveAttribute('aria-pressed', 'true');
  await results.keyboard.type('tutorial');
  await expect(box).toHaveValue('site:127.0.0.1 tutorial');
  expect(emulator.stats().totals.requests).toBe(0);
  await box.press('Enter');
  await new PopupPage(results).waitForResults();
  expect(emulator.stats().keys['demo-search']?.endpoints['web/search']).toMatchObject({ requests: 1, billed: 1 });
  expect(new URL(results.url()).searchParams.get('q')).toBe('site:127.0.0.1 tutorial');
});

test('the popup’s "This site (host)" chip adds site:<host> to the box, focused, and searches only when submitted', async ({
  context,
  serviceWorker,
  pages,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  const page = await context.newPage();
  await page.goto(pages.set('/docs/start', ARTICLE));
  await page.bringToFront();
  // The popup reads the active tab of its window: opened behind the page, the page stays the active tab.
  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate(
    (url) => chrome.tabs.create({ url, active: false }),
    `chrome-extension://${extensionId}/popup.html`,
  );
  const popupPage = await opened;
  const popup = new PopupPage(popupPage);
  await popup.searchbox.fill('tutorial');
  const chip = popupPage.getByRole('button', { name: 'This site (127.0.0.1)' });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(popup.searchbox).toHaveValue('site:127.0.0.1 tutorial');
  await expect(popup.searchbox).toBeFocused();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // Editable like any text; nothing searched yet.
  await popup.searchbox.press('End');
  await popup.searchbox.pressSequentially(' basics');
  await expect(popup.searchbox).toHaveValue('site:127.0.0.1 tutorial basics');
  expect(emulator.stats().totals.requests).toBe(0);
  await popup.searchbox.press('Enter');
  await popup.waitForResults();
  expect(emulator.stats().keys['demo-search']?.endpoints['web/search']?.requests).toBe(1);
});
