/**
 * The toolbar popup against the emulator, per demo plan: results, places filling in, the streamed summary,
 * follow-ups, paging, filters, keyboard, and what reopening and repeating cost in billed searches.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Route } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

const billed = (emulator: RunningEmulator, key: string) => emulator.stats().keys[key]?.billed ?? 0;
const webSearchRequests = (emulator: RunningEmulator, key: string) =>
  emulator.stats().keys[key]?.endpoints['web/search']?.requests ?? 0;

/** Records, on every DOM change, whether the summary is busy and how much text it shows. */
function recordSummaryProgress(): void {
  const snapshots: { busy: string | null; text: number }[] = [];
  (window as unknown as { summarySnapshots: typeof snapshots }).summarySnapshots = snapshots;
  new MutationObserver(() => {
    const region = document.querySelector('section[aria-label="Summary"]');
    const body = region?.querySelector('.scout-summary-body');
    if (region) snapshots.push({ busy: region.getAttribute('aria-busy'), text: body?.textContent?.length ?? 0 });
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

test('demo-ai: results, a streamed summary with citations and follow-ups, and places that fill in', async ({
  context,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  // Hold the place details until the basic cards have been seen, so "fills in" is observed, not assumed.
  let releasePlaces!: () => void;
  const placesHeld = new Promise<void>((resolve) => (releasePlaces = resolve));
  await context.route('**/res/v1/local/pois**', async (route: Route) => {
    await placesHeld;
    await route.continue();
  });
  emulator.updateSettings({ streamItemDelayMs: 40 });
  try {
    const page = await openPopup();
    const popup = new PopupPage(page);
    await expect(popup.searchbox).toBeFocused();
    await page.evaluate(recordSummaryProgress);
    await popup.search('coffee in Lisbon');

    await popup.waitForResults();
    await expect(popup.resultLinks.first()).toHaveAccessibleName(/Lisbon/);
    await expect(popup.resultLinks.first()).toHaveAttribute('href', /^https:\/\//);
    await expect(popup.results.getByRole('listitem').first()).toContainText('.example');

    await expect(popup.places).toHaveAttribute('aria-busy', 'true');
    await expect(popup.placeCards.first()).toBeVisible();
    await expect(popup.placeCards.first()).toContainText('Loading details…');
    // The description comes only with the details.
    await expect(popup.places.getByRole('heading', { name: 'About this place', exact: true })).toHaveCount(0);
    releasePlaces();
    await popup.waitForPlaces();
    await expect(
      popup.placeCards.first().getByRole('heading', { name: 'About this place', exact: true }),
    ).toBeVisible();
    await expect(popup.places).not.toContainText('Loading details…');

    await popup.waitForFinalSummary();
    const snapshots = await page.evaluate(
      () => (window as unknown as { summarySnapshots: { busy: string | null; text: number }[] }).summarySnapshots,
    );
    const partial = snapshots.filter((s) => s.busy === 'true' && s.text > 0);
    expect(partial.length, 'text was shown while the summary was still being written').toBeGreaterThan(1);
    expect(snapshots.at(-1)!.text).toBeGreaterThanOrEqual(Math.max(...partial.map((s) => s.text)));
    const citation = popup.summary.getByRole('link', { name: 'Source 1' });
    await expect(citation).toHaveAttribute('href', /^https:\/\//);
    await expect(citation).toHaveAttribute('rel', 'noopener noreferrer');

    const followup = popup.summary.getByRole('button').first();
    const question = (await followup.textContent())!;
    expect(billed(emulator, 'demo-ai')).toBe(1);
    await followup.click();
    await expect(popup.searchbox).toHaveValue(question);
    await popup.waitForResults();
    await expect(popup.summary).toBeVisible();
    expect(billed(emulator, 'demo-ai')).toBe(2);
  } finally {
    emulator.updateSettings({ streamItemDelayMs: 15 });
  }
});

test("each search page's HTML has the box focused before its script runs, and the app keeps what was typed there", async ({
  context,
  extensionId,
  useKey,
}) => {
  await useKey('demo-pro');
  for (const name of ['popup', 'results', 'sidepanel']) {
    const page = await context.newPage();
    // The page's own script is held (its request paused), so typing happens before any of Scout's code has run.
    const cdp = await context.newCDPSession(page);
    const held = new Promise<string>((resolve) => cdp.once('Fetch.requestPaused', (event) => resolve(event.requestId)));
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*/chunks/${name}-*.js`, requestStage: 'Request' }] });
    await page.goto(`chrome-extension://${extensionId}/${name}.html`, { waitUntil: 'commit' });
    const requestId = await held;
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect(box, name).toBeFocused();
    await page.keyboard.type('grey her');
    await expect(box, name).not.toHaveAttribute('placeholder');
    expect((await new AxeBuilder({ page }).analyze()).violations, `${name}: the shell, for axe`).toEqual([]);
    await cdp.send('Fetch.continueRequest', { requestId });
    // The app's own box (it has the placeholder), focused, with the text and the caret where they were.
    await expect(box, name).toHaveAttribute('placeholder', 'Search the web with Brave');
    await expect(box, name).toBeFocused();
    await page.keyboard.type('on');
    await expect(box, name).toHaveValue('grey heron');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('link').first(), name).toBeVisible();
    await page.close();
  }
});

test('the MV3 worker stopped mid-summary: the popup reconnects once and the background resumes the job (E1)', async ({
  context,
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  // The summary takes long enough that the stream is certainly open when the worker is stopped.
  emulator.updateSettings({ summaryDelayMs: 2_500 });
  try {
    const popup = new PopupPage(await openPopup());
    const workerStartedAt = () =>
      popup.page.evaluate(
        async () => (await chrome.runtime.sendMessage({ type: 'ping', data: {} })).data.startedAt as number,
      );
    const before = await workerStartedAt();
    await popup.search('coffee in Lisbon');
    await popup.waitForResults();
    await expect(popup.summary).toHaveAttribute('aria-busy', 'true');
    const cdp = await context.newCDPSession(popup.page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await popup.waitForFinalSummary();
    await expect(popup.summary.getByRole('alert')).toHaveCount(0);
    expect(await workerStartedAt(), 'a new worker answered').not.toBe(before);
    expect(billed(emulator, 'demo-ai')).toBe(1);
  } finally {
    emulator.updateSettings({ summaryDelayMs: 300 });
  }
});

test('reopening the popup shows the last search, summary and places again with no new billed call', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const first = new PopupPage(await openPopup());
  await first.search('museums berlin');
  await first.waitForResults();
  await first.waitForFinalSummary();
  const titles = await first.resultLinks.allTextContents();
  await first.page.close();
  expect(webSearchRequests(emulator, 'demo-ai')).toBe(1);

  const again = new PopupPage(await openPopup());
  await expect(again.searchbox).toHaveValue('museums berlin');
  await expect(again.resultLinks).toHaveText(titles);
  await again.waitForFinalSummary();
  await again.waitForPlaces();
  expect(webSearchRequests(emulator, 'demo-ai')).toBe(1);
  expect(billed(emulator, 'demo-ai')).toBe(1);
});

test('a repeated search is served from the cache, and Esc clears the box and the results', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  for (const query of ['french press coffee', 'ramen tokyo', 'french press coffee']) {
    await popup.search(query);
    await popup.waitForResults();
    await expect(popup.resultLinks.first()).toBeVisible();
  }
  expect(billed(emulator, 'demo-pro')).toBe(2);

  await popup.searchbox.press('Escape');
  await expect(popup.searchbox).toHaveValue('');
  await expect(popup.results).toHaveCount(0);
  await expect(popup.searchbox).toBeFocused();
});

test('demo-pro: places, and a sentence saying the plan has no AI summaries', async ({ openPopup, useKey }) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await popup.waitForResults();
  await expect(popup.page.getByRole('heading', { name: 'Places' })).toBeVisible();
  await popup.waitForPlaces();
  await expect(popup.placeCards.first().getByRole('heading', { name: 'About this place', exact: true })).toBeVisible();
  await expect(popup.page.getByText('Your API plan does not include AI summaries.')).toBeVisible();
  await expect(popup.summary).toHaveCount(0);
});

test('demo-free: results, and sentences saying the plan has no places and no summaries', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-free');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee in Lisbon');
  await popup.waitForResults();
  await expect(popup.resultLinks.first()).toBeVisible();
  await expect(popup.page.getByText('Your API plan does not include AI summaries.')).toBeVisible();
  await expect(popup.page.getByText(/does not include places \(local search\)/)).toBeVisible();
  await expect(popup.places).toHaveCount(0);
  await expect(popup.summary).toHaveCount(0);
  // Learning the plan took unbilled probes only.
  expect(billed(emulator, 'demo-free')).toBe(1);
});

test('More results loads the next page below and moves focus to its first result', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('coffee');
  await popup.waitForResults();
  const firstPage = await popup.resultLinks.count();
  await popup.page.getByRole('button', { name: 'More results' }).click();
  await expect(popup.resultLinks.nth(firstPage)).toBeFocused();
  await expect(popup.resultLinks.first()).toBeVisible();
  expect(billed(emulator, 'demo-pro')).toBe(2);
});

test('filters start from the options, re-run the search when changed, and come back on reopen', async ({
  openPopup,
  useKey,
  serviceWorker,
  emulator,
}) => {
  await useKey('demo-pro');
  await serviceWorker.evaluate(async () => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...settings, country: 'DE', safesearch: 'strict' } });
  });
  const popup = new PopupPage(await openPopup());
  await popup.page.getByText('Filters', { exact: true }).click();
  await expect(popup.page.getByLabel('Country')).toHaveValue('DE');
  await expect(popup.page.getByLabel('Safe search')).toHaveValue('strict');
  await expect(popup.page.getByLabel('Time')).toHaveValue('');

  await popup.search('python tutorial');
  await popup.waitForResults();
  const anyTime = await popup.resultLinks.count();
  await popup.page.getByLabel('Time').selectOption({ label: 'Past day' });
  await expect(async () => expect(billed(emulator, 'demo-pro')).toBe(2)).toPass();
  await popup.waitForResults();
  expect(await popup.resultLinks.count()).toBeLessThanOrEqual(anyTime);
  await popup.page.close();

  const again = new PopupPage(await openPopup());
  await expect(again.searchbox).toHaveValue('python tutorial');
  await again.page.getByText('Filters', { exact: true }).click();
  await expect(again.page.getByLabel('Time')).toHaveValue('pd');
  await expect(again.page.getByLabel('Country')).toHaveValue('DE');
  expect(billed(emulator, 'demo-pro')).toBe(2);
});

test('ArrowDown and ArrowUp move between the search box and the result links', async ({ openPopup, useKey }) => {
  await useKey('demo-pro');
  const popup = new PopupPage(await openPopup());
  await popup.search('french press coffee');
  await popup.waitForResults();
  await popup.searchbox.focus();
  await popup.page.keyboard.press('ArrowDown');
  await expect(popup.resultLinks.nth(0)).toBeFocused();
  await popup.page.keyboard.press('ArrowDown');
  await expect(popup.resultLinks.nth(1)).toBeFocused();
  await popup.page.keyboard.press('ArrowUp');
  await popup.page.keyboard.press('ArrowUp');
  await expect(popup.searchbox).toBeFocused();
  // A visible focus ring on links reached by keyboard.
  await popup.page.keyboard.press('ArrowDown');
  const outline = await popup.resultLinks.nth(0).evaluate((link) => getComputedStyle(link).outlineStyle);
  expect(outline).toBe('solid');
});

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, object>>; set(items: object): Promise<void> } };
  runtime: { sendMessage(message: object): Promise<{ data: { startedAt: number } }> };
};
