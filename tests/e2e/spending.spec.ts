/**
 * Spending (issue 37) as a user meets it: three searches and a repeat read "$0.015" for Search in the options'
 * Spending section and on the popup's "This month" line; with "Monthly limit for Search (US$)" at 0.02 the fourth
 * search goes, the fifth is refused before it leaves with a message naming the limit, and a repeat is still answered
 * from the cache.
 */
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

declare const chrome: any;

test('the ledger, the "This month" line and a monthly limit that holds before the request leaves', async ({
  serviceWorker,
  emulator,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-search');
  /** Web searches that reached the API (the emulator's own count): a refused one never leaves. */
  const sent = () => emulator.stats().keys['demo-search']?.endpoints['web/search']?.requests ?? 0;
  const popup = new PopupPage(await openPopup());
  for (const q of ['spend one', 'spend two', 'spend three', 'spend one']) {
    await popup.search(q);
    await popup.waitForResults();
  }
  await expect(popup.page.getByRole('button', { name: 'This month: $0.015' })).toBeVisible();
  expect(sent()).toBe(3);

  const options = await openOptions();
  const section = options.locator('section#spending');
  await expect(section.getByRole('heading', { name: 'Spending', exact: true })).toBeVisible();
  const search = section.getByRole('row', { name: /^Search / });
  await expect(search.getByRole('cell').nth(0)).toHaveText('$0.015');
  await expect(search.getByRole('cell').nth(1)).toHaveText('3');
  await expect(search.getByRole('cell').nth(2)).toHaveText('1');
  await expect(search).toContainText('within the $5 monthly credit');

  await options.getByLabel('Monthly limit for Search (US$)').fill('0.02');
  await expect(section.getByText('Saved.', { exact: false })).toBeVisible();

  // The fourth billed search goes ($0.020, the limit itself), the fifth would pass it: refused, nothing sent.
  await popup.search('spend four');
  await popup.waitForResults();
  await expect(popup.resultLinks.first()).toBeVisible();
  expect(sent()).toBe(4);
  const before = await serviceWorker.evaluate(async () => (await chrome.storage.local.get('spending')).spending);
  await popup.search('spend five');
  await expect(popup.alert).toContainText('monthly limit for Search ($0.020)');
  expect(sent()).toBe(4);
  await expect(popup.page.getByRole('button', { name: 'Open options' })).toBeVisible();
  // A repeat is still answered from the cache.
  await popup.search('spend two');
  await popup.waitForResults();
  await expect(popup.resultLinks.first()).toBeVisible();
  await expect(popup.page.getByRole('button', { name: 'This month: $0.020' })).toBeVisible();
  expect(sent()).toBe(4);
  // The options page, open all along, follows the ledger.
  await expect(search.getByRole('cell').nth(0)).toHaveText('$0.020');
  await expect(search.getByRole('cell').nth(2)).toHaveText('2');
  await expect(async () => {
    const ledger = (await serviceWorker.evaluate(
      async () => (await chrome.storage.local.get('spending')).spending,
    )) as {
      recent: { outcome: string; q?: string }[];
    };
    expect(ledger.recent.slice(0, 2).map((entry) => entry.outcome)).toEqual(['cache', 'refused']);
    // No query text while the history is off.
    expect(ledger.recent.every((entry) => entry.q === undefined)).toBe(true);
  }).toPass();
  expect(before).toBeDefined();
});
