/**
 * A results page runs a billed search only for the user (docs/security-plan.md A13), against the emulator's request
 * log: an address opened by anyone else (another extension's `tabs.create`, a link, a bookmark, a tab restored after
 * the session and the worker are gone) bills nothing and writes nothing until one click on Search; the address bar's
 * Enter still searches at once, and a reload is answered from the cache.
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { inputEntered } from './pages/omnibox';
import { PopupPage } from './pages/popup';

declare const chrome: any;

const webSearches = (emulator: RunningEmulator) =>
  emulator.requests().filter((request) => request.endpoint === 'web/search');
const billed = (emulator: RunningEmulator) => emulator.stats().keys['demo-search']?.billed ?? 0;
const HELD = /Scout has not searched this yet/;

/** What a user sees before acting: the query in the box, the sentence, the Search button in words; no results. */
async function expectHeld(page: Page, q: string) {
  const tab = new PopupPage(page);
  await expect(page.getByText(HELD)).toBeVisible();
  await expect(tab.searchbox).toHaveValue(q);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveText('Search');
  await expect(tab.resultLinks).toHaveCount(0);
}

test('an address opened by another extension (tabs.create, no pass) or typed in bills nothing, writes no history, and one click bills one search with the user’s own SafeSearch', async ({
  context,
  serviceWorker,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  await serviceWorker.evaluate(() => chrome.storage.local.set({ history: { on: true, entries: [] } }));
  const url = `chrome-extension://${extensionId}/results.html?q=coffee&offset=9&safesearch=off&freshness=pw`;
  // As another extension does: chrome.tabs.create with Scout's address (no permission needed), with no pass.
  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate((url) => chrome.tabs.create({ url }), url);
  const page = await opened;
  await expectHeld(page, 'coffee');
  // And from a web page's tab, navigated to the address.
  const typed = await context.newPage();
  await typed.goto(url);
  await expectHeld(typed, 'coffee');
  await typed.close();
  expect(webSearches(emulator)).toEqual([]);
  expect(emulator.stats().totals.requests).toBe(0);
  const history = () => serviceWorker.evaluate(async () => (await chrome.storage.local.get('history')).history.entries);
  expect(await history()).toEqual([]);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const tab = new PopupPage(page);
  await tab.waitForResults();
  await expect(tab.resultLinks.first()).toBeVisible();
  await expect(page.getByText(HELD)).toHaveCount(0);
  // One search, the first page, with the settings' SafeSearch (moderate) and no filter from the address.
  await expect.poll(() => webSearches(emulator).length).toBe(1);
  const [search] = webSearches(emulator);
  expect(search!.query.q).toEqual(['coffee']);
  expect(search!.query.safesearch).toEqual(['moderate']);
  expect(search!.query.offset ?? ['0']).toEqual(['0']);
  expect(search!.query.freshness).toBeUndefined();
  expect(billed(emulator)).toBe(1);
  expect((await history()).map((entry: { q: string }) => entry.q)).toEqual(['coffee']);
  expect(new URL(page.url()).searchParams.get('offset')).toBeNull();
  await page.reload();
  await expect(tab.resultLinks.first()).toBeVisible();
  expect(billed(emulator)).toBe(1);
});

test('the address bar’s Enter searches at once; reload and a bookmark of it are answered from the cache; after a restart (session and worker gone) the tab waits for a click', async ({
  context,
  serviceWorker,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  const opened = context.waitForEvent('page');
  await inputEntered(serviceWorker, 'python tutorial', 'newForegroundTab');
  const page = await opened;
  const tab = new PopupPage(page);
  await tab.waitForResults();
  await expect(tab.resultLinks.first()).toBeVisible();
  const titles = await tab.resultLinks.allTextContents();
  expect(billed(emulator)).toBe(1);
  // The pass was good once and left the address: what is bookmarked or copied carries none.
  expect(new URL(page.url()).search).toBe('?q=python+tutorial');

  await page.reload();
  await expect(tab.resultLinks).toHaveText(titles);
  const bookmark = await context.newPage();
  await bookmark.goto(page.url());
  await expect(new PopupPage(bookmark).resultLinks).toHaveText(titles);
  await bookmark.close();
  expect(billed(emulator)).toBe(1);

  // A browser restart, as far as Scout can tell: storage.session emptied and a new worker.
  await serviceWorker.evaluate(() => chrome.storage.session.clear());
  const browserCdp = await context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(extensionId));
  await browserCdp.send('Target.closeTarget', { targetId: worker!.targetId });
  await page.reload();
  await expectHeld(page, 'python tutorial');
  expect(billed(emulator)).toBe(1);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(tab.resultLinks.first()).toBeVisible();
  expect(billed(emulator)).toBe(2);
});
