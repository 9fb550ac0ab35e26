/**
 * The address-bar keyword (issue 25) in Chromium, through the demo build's hooks: suggestions with and without the
 * Autosuggest key (counted at the emulator), superseded input, hostile suggestion text in Chrome's markup, and Enter
 * opening the results page without any billed call of its own.
 */
import { expect, test } from './fixtures';
import { tabIdOf } from './pages/in-page';
import {
  inputChanged,
  inputEntered,
  openedTabs,
  otherRequests,
  recordOpenedTabs,
  type Row,
  saveSuggestKey,
  SUGGEST_KEY,
  suggestRequests,
} from './pages/omnibox';

declare const chrome: any;

test('without an Autosuggest key: only the default row, and nothing is asked of the API', async ({
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  for (const text of ['python', 'python tutorial', 'coffee in lisbon'])
    expect(await inputChanged(serviceWorker, text)).toEqual([
      { content: text, description: `Search Scout for “${text}”` },
    ]);
  expect(emulator.stats().totals.requests).toBe(0);
});

test('with the Autosuggest key saved and verified in the options, the API’s suggestions follow the default row; each prefix is asked once; one character and addresses ask nothing; no web search is billed', async ({
  serviceWorker,
  useKey,
  emulator,
  openOptions,
}) => {
  await useKey('demo-search');
  const page = await openOptions();
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Autosuggest key (optional)', exact: true }),
  });
  await expect(section).toContainText('billed per request');
  await page.getByLabel('Autosuggest key', { exact: true }).fill(SUGGEST_KEY);
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(section.getByRole('status').first()).toHaveText('Saved, ending …gest');
  await section.getByRole('button', { name: 'Verify Autosuggest key' }).click();
  await expect(section.getByText('The Autosuggest key works.')).toBeVisible();
  expect(suggestRequests(emulator)).toBe(1);
  // The key stays in the background: the page shows only its ending.
  expect(await page.content()).not.toContain(SUGGEST_KEY);

  const rows = await inputChanged(serviceWorker, 'pyth');
  expect(rows[0]).toEqual({ content: 'pyth', description: 'Search Scout for “pyth”' });
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows.slice(1)) {
    expect(row.content.startsWith('pyth')).toBe(true);
    expect(row.description.startsWith('<match>pyth</match>')).toBe(true);
  }
  expect(suggestRequests(emulator)).toBe(2);
  // The same prefix again is answered from Scout's memory.
  expect(await inputChanged(serviceWorker, 'pyth')).toEqual(rows);
  expect(suggestRequests(emulator)).toBe(2);
  for (const text of ['p', 'docs.python.org/3/', 'https://example.com/python', 'www.python'])
    expect(await inputChanged(serviceWorker, text)).toHaveLength(1);
  expect(suggestRequests(emulator)).toBe(2);
  // Nothing but Autosuggest was asked: the Search key billed nothing; each suggestion request is billed to the
  // Autosuggest plan, which the user chose by saving its key (docs/api-reference.md §8; the emulator counts it so).
  expect(otherRequests(emulator)).toBe(0);
  expect(emulator.stats().keys['demo-search']?.billed ?? 0).toBe(0);
  expect(emulator.stats().totals.billed).toBe(suggestRequests(emulator));
});

test('a newer keystroke supersedes the last: a prefix typed fast asks nothing, one in flight is aborted and shows nothing', async ({
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  await saveSuggestKey(serviceWorker, SUGGEST_KEY);
  const [fast, typed] = await serviceWorker.evaluate(() => {
    const hooks = (globalThis as any).scoutDemo.omnibox;
    return Promise.all([hooks.inputChanged('pyt'), hooks.inputChanged('pyth')]);
  });
  expect(fast).toEqual([]);
  expect(typed.length).toBeGreaterThan(1);
  expect(suggestRequests(emulator)).toBe(1);

  emulator.updateSettings({ latencyMs: 1_500 });
  const [slow, next] = await serviceWorker.evaluate(async () => {
    const hooks = (globalThis as any).scoutDemo.omnibox;
    const first = hooks.inputChanged('coffee');
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the debounce: its request is on the wire
    return Promise.all([first, hooks.inputChanged('coffee b')]);
  });
  expect(slow).toEqual([]);
  expect(next.length).toBeGreaterThan(1);
  // The rows answer "coffee b" (A48: every typed word, the last one as a word's start), not the aborted "coffee".
  for (const row of next.slice(1) as Row[]) {
    const words = row.content.split(' ');
    expect(words.includes('coffee') && words.some((word) => word.startsWith('b'))).toBe(true);
  }
  // The aborted request never completed; only the newer one did.
  expect(emulator.stats().keys[SUGGEST_KEY]?.endpoints['suggest/search']?.successes).toBe(2);
});

test('hostile suggestion text is escaped for Chrome’s description markup: Chrome accepts every row, and it parses to the text with only Scout’s own styles', async ({
  serviceWorker,
  useKey,
  openOptions,
}) => {
  await useKey('demo-search');
  await saveSuggestKey(serviceWorker, SUGGEST_KEY);
  const rows = await inputChanged(serviceWorker, 'hostile');
  expect(rows.length).toBeGreaterThan(2);
  expect(rows.map((row) => row.content).join(' ')).toContain('<script>alert(1)</script>');
  // Chrome itself parses each description: an invalid one is refused.
  const refused = await serviceWorker.evaluate(
    async (descriptions: string[]) => {
      const errors: string[] = [];
      for (const description of descriptions)
        await chrome.omnibox.setDefaultSuggestion({ description }).catch((e: Error) => errors.push(e.message));
      return errors;
    },
    rows.map((row) => row.description),
  );
  expect(refused).toEqual([]);
  const page = await openOptions();
  const parsed = await page.evaluate(
    (descriptions: string[]) =>
      descriptions.map((description) => {
        const doc = new DOMParser().parseFromString(`<fragment>${description}</fragment>`, 'text/xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          tags: [...doc.documentElement.querySelectorAll('*')].map((element) => element.tagName),
          text: doc.documentElement.textContent,
        };
      }),
    rows.map((row) => row.description),
  );
  for (const [i, { errors, tags, text }] of parsed.entries()) {
    expect(errors).toBe(0);
    expect(tags.every((tag) => tag === 'match' || tag === 'dim')).toBe(true);
    // A description shows at most 200 characters of the suggestion.
    if (i > 0) expect(text).toBe(rows[i]!.content.slice(0, 200));
  }
});

test('Enter opens the results page for the query: in the current tab, or a new one in front or behind; Enter bills nothing itself', async ({
  context,
  serviceWorker,
  pages,
  extensionId,
  useKey,
  emulator,
}) => {
  await useKey('demo-search');
  await saveSuggestKey(serviceWorker, SUGGEST_KEY);
  const results = `chrome-extension://${extensionId}/results.html`;
  const tabUrls = () =>
    serviceWorker.evaluate(async () =>
      (await chrome.tabs.query({})).map((tab: any) => ({ url: tab.pendingUrl || tab.url, active: tab.active })),
    );
  const page = await context.newPage();
  await page.goto(pages.set('/start', '<!doctype html><title>Start</title><p>Start page.</p>'));
  await page.bringToFront();
  const tabId = await tabIdOf(serviceWorker, page);
  const before = (await tabUrls()).length;
  await recordOpenedTabs(serviceWorker);
  const opened = () => openedTabs(serviceWorker);
  await inputEntered(serviceWorker, 'coffee in Lisbon', 'currentTab');
  // The user's own Enter: the address carries a one-time pass, so the page searches as it loads (A13).
  const withPass = (query: string) =>
    expect.stringMatching(new RegExp(`^${(results + query).replace(/[.+?]/g, '\\$&')}&pass=[0-9a-f-]{36}$`));
  await expect.poll(opened).toContainEqual({ tabId, url: withPass('?q=coffee+in+Lisbon') });
  expect((await tabUrls()).length).toBe(before);

  await inputEntered(serviceWorker, 'python tutorial', 'newForegroundTab');
  await expect
    .poll(opened)
    .toContainEqual(expect.objectContaining({ url: withPass('?q=python+tutorial'), active: true }));
  await inputEntered(serviceWorker, 'heron & egret', 'newBackgroundTab');
  await expect
    .poll(opened)
    .toContainEqual(expect.objectContaining({ url: withPass('?q=heron+%26+egret'), active: false }));
  expect((await tabUrls()).length).toBe(before + 2);
  // Enter itself searched nothing: each results page ran its own search, billed once, and nothing else was billed.
  const billedSearches = () =>
    emulator
      .requests()
      .filter((request) => request.billed)
      .map((request) => `${request.endpoint} ${request.query.q?.[0]}`)
      .sort();
  await expect
    .poll(billedSearches)
    .toEqual(['web/search coffee in Lisbon', 'web/search heron & egret', 'web/search python tutorial']);
  // The spending ledger files them under the address bar, its own surface (the pass says who opened the tab).
  const surfaces = () =>
    serviceWorker.evaluate(async () => {
      const { spending } = await chrome.storage.local.get('spending');
      return (spending?.recent ?? [])
        .filter((entry: { endpoint: string }) => entry.endpoint === 'web')
        .map((entry: { surface: string }) => entry.surface);
    });
  await expect.poll(surfaces).toEqual(['addressBar', 'addressBar', 'addressBar']);
});
