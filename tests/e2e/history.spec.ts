/**
 * The search history (issue 25): off by default; turned on in the options, it keeps the searches run from Scout's
 * pages, lists them with a Delete each and "Clear history", offers them in the address bar, and turning it off
 * deletes it. A content script can read none of it (Chrome: `storage.local` is for trusted contexts only).
 */
import { expect, test } from './fixtures';
import { inputChanged } from './pages/omnibox';
import { PopupPage } from './pages/popup';
import { openResultsForUser } from './pages/results';

declare const chrome: any;

test('off by default; on, searches are kept, listed, offered in the address bar, deletable; off deletes them', async ({
  serviceWorker,
  openOptions,
  openPopup,
  useKey,
}) => {
  await useKey('demo-search');
  const options = await openOptions();
  const section = options.locator('section', { has: options.getByRole('heading', { name: 'History', exact: true }) });
  const toggle = options.getByLabel('Keep a history of my searches');
  await expect(toggle).not.toBeChecked();

  // Off: a search leaves nothing behind.
  const popup = new PopupPage(await openPopup());
  await popup.search('before history');
  await popup.waitForResults();
  expect(await serviceWorker.evaluate(() => chrome.storage.local.get('history'))).toEqual({});

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(section.getByText('No searches kept yet.')).toBeVisible();
  for (const q of ['coffee in Lisbon', 'coffee beans', 'python tutorial']) {
    await popup.search(q);
    await popup.waitForResults();
  }
  await options.reload();
  const list = options.getByRole('list', { name: 'Your recent searches' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('python tutorial');
  // Text and time only, in storage.local, never in sync.
  const stored = await serviceWorker.evaluate(async () => ({
    local: (await chrome.storage.local.get('history')).history,
    sync: await chrome.storage.sync.get(null),
  }));
  expect(stored.sync).toEqual({});
  expect(stored.local.entries.map((entry: object) => Object.keys(entry).sort())).toEqual([
    ['at', 'q'],
    ['at', 'q'],
    ['at', 'q'],
  ]);

  // The address bar offers earlier searches (no Autosuggest key: nothing else).
  const rows = await inputChanged(serviceWorker, 'coff');
  expect(rows.map((row) => row.content)).toEqual(['coff', 'coffee beans', 'coffee in Lisbon']);
  expect(rows[1]!.description).toBe('<match>coff</match>ee beans <dim>· your history</dim>');

  await options.getByRole('button', { name: 'Delete “coffee beans” from the history' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect((await inputChanged(serviceWorker, 'coff')).map((row) => row.content)).toEqual(['coff', 'coffee in Lisbon']);
  await options.getByRole('button', { name: 'Clear history' }).click();
  await expect(section.getByText('No searches kept yet.')).toBeVisible();

  await popup.search('after clearing');
  await popup.waitForResults();
  await expect(async () => {
    await options.reload();
    await expect(options.getByRole('list', { name: 'Your recent searches' }).getByRole('listitem')).toHaveCount(1);
  }).toPass();
  // The box shows the stored choice, so it changes once the background has answered: click, then wait for it.
  await options.getByLabel('Keep a history of my searches').click();
  await expect(options.getByLabel('Keep a history of my searches')).not.toBeChecked();
  await expect(options.getByRole('list', { name: 'Your recent searches' })).toHaveCount(0);
  expect(await serviceWorker.evaluate(() => chrome.storage.local.get('history'))).toEqual({});
  expect(await inputChanged(serviceWorker, 'aft')).toHaveLength(1);
});

test('the results page lists the history while it is on: a search picked runs again, each deletable, "Clear history"', async ({
  context,
  serviceWorker,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  const page = await context.newPage();
  const results = `chrome-extension://${extensionId}/results.html`;
  await page.goto(results);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await expect(page.getByText('Your searches')).toHaveCount(0);

  await serviceWorker.evaluate(() => chrome.storage.local.set({ history: { on: true, entries: [] } }));
  for (const q of ['heron', 'ibis']) {
    // Opened for the user, as the address bar's Enter does (A13).
    await openResultsForUser(page, extensionId, `?q=${q}`);
    await new PopupPage(page).waitForResults();
  }
  await page.getByText('Your searches').click();
  const list = page.getByRole('list', { name: 'Your recent searches' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('ibis');
  const billed = () => emulator.stats().keys['demo-search']?.endpoints['web/search']?.billed;
  expect(billed()).toBe(2);

  // Picked: it runs again (answered from Scout's cache), as a new entry of the tab's history.
  await list.getByRole('button', { name: 'heron', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('heron');
  await expect(page).toHaveURL(/\?q=heron/);
  await new PopupPage(page).waitForResults();
  expect(billed()).toBe(2);

  await page.getByRole('button', { name: 'Delete “ibis” from the history' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('No searches kept yet.')).toBeVisible();
  expect((await serviceWorker.evaluate(() => chrome.storage.local.get('history'))).history.entries).toEqual([]);
});

test('a content script can neither read the history from storage nor ask the background for it', async ({
  context,
  serviceWorker,
  pages,
  openPopup,
  useKey,
}) => {
  await useKey('demo-search');
  await serviceWorker.evaluate(() => chrome.storage.local.set({ history: { on: true, entries: [] } }));
  const popup = new PopupPage(await openPopup());
  await popup.search('private medical question');
  await popup.waitForResults();
  expect(JSON.stringify(await serviceWorker.evaluate(() => chrome.storage.local.get('history')))).toContain(
    'private medical question',
  );
  const page = await context.newPage();
  await page.goto(pages.set('/reader', '<!doctype html><title>Reader</title><p>Some text.</p>'));
  const attempts = await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: async () => {
        const stored = await chrome.storage.local.get('history').then(
          (items: object) => JSON.stringify(items),
          (e: Error) => `denied: ${e.message}`,
        );
        const asked = await Promise.all(
          ['history.get', 'history.clear', 'history.setEnabled'].map((type) =>
            chrome.runtime.sendMessage({ type, data: type === 'history.setEnabled' ? { on: false } : {} }),
          ),
        );
        return { stored, asked: JSON.stringify(asked) };
      },
    });
    return injection.result as { stored: string; asked: string };
  }, page.url());
  expect(attempts.stored).toMatch(/^denied/);
  expect(attempts.asked).not.toContain('private medical question');
  expect(JSON.parse(attempts.asked)).toEqual([
    expect.objectContaining({ ok: false, error: expect.objectContaining({ kind: 'forbidden' }) }),
    expect.objectContaining({ ok: false, error: expect.objectContaining({ kind: 'forbidden' }) }),
    expect.objectContaining({ ok: false, error: expect.objectContaining({ kind: 'forbidden' }) }),
  ]);
  // Nothing the page asked changed it.
  expect(JSON.stringify(await serviceWorker.evaluate(() => chrome.storage.local.get('history')))).toContain(
    'private medical question',
  );
});
