/**
 * The in-page panel as an extension page in a frame, on a page that attacks it (docs/security-plan.md F7, F8, F9):
 * the page can neither read the panel nor hear what is typed in it, an overlay cannot turn the user's real click into
 * a bill, and the frame has a page's rights only. The page's own code runs in its main world (page.evaluate: this page
 * patches no built-ins); the panel is driven with trusted input (tests/e2e/pages/panel.ts).
 */
import type { Page } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { menuClick, openPage } from './pages/in-page';
import { panelFrame, type ScoutPanel } from './pages/panel';
import { ARTICLE, HOSTILE_READER } from './pages/articles';

declare const chrome: any;

const KEY = 'demo-ai';
const HEADING = 'Coffee in Lisbon';
const webSearches = (emulator: RunningEmulator) => emulator.stats().keys[KEY]?.endpoints['web/search']?.requests ?? 0;

interface Heard {
  input: number;
  beforeinput: number;
  keydown: number;
  keyup: number;
  keypress: number;
  copy: number;
  paste: number;
  cut: number;
  text: string[];
}
const heard = (page: Page) => page.evaluate(() => structuredClone((window as any).heard) as Heard);

/** Opens the summary panel for the heading and waits for its final answer. */
async function summaryPanel(
  page: Page,
  panel: ScoutPanel,
  serviceWorker: Parameters<typeof menuClick>[0],
  tabId: number,
) {
  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
  await expect.poll(() => panel.exists()).toBe(true);
  await expect
    .poll(
      () =>
        panel.inPanel(function () {
          return this.querySelector('.scout-summary')?.getAttribute('aria-busy') === 'false';
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  // Past the panel's first half second, when its billed buttons refuse every click.
  await page.waitForTimeout(600);
}

test.describe('a page that attacks the panel', () => {
  test('the page’s window.find and selection read nothing of the panel, its text or the query typed in it (F7)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-find', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    await panel.fillQuery('zanzibar tortoise sanctuary');
    // The user reads on: focus back on the page, where window.find searches.
    await page.locator('#lead').click();
    const shown = await panel.text();
    expect(shown).toContain('Text to search');
    expect(shown).toContain('Summary');

    for (const word of ['Text to search', 'Summary', 'zanzibar', 'Scout']) {
      expect(await page.evaluate((w) => (window as any).findText(w), word), word).toEqual({
        found: false,
        selected: '',
      });
    }
    // From the page's heading to the end of the document (where Scout's host is), at once or line by line: the
    // page's text, and none of the panel's.
    const reads: string[] = await page.evaluate(() => [
      (window as any).readOn('Coffee in Lisbon'),
      (window as any).readOn('Coffee in Lisbon', 'line', 60),
    ]);
    expect(reads[1]).toContain('Come back to Torra Roasters');
    for (const read of reads)
      for (const word of ['Text to search', 'Summary', 'zanzibar', 'Search', 'Close Scout'])
        expect(read).not.toContain(word);
    // The same calls do find the page's own text (the checks above could have failed).
    expect(await page.evaluate(() => (window as any).findText('Lisbon wakes'))).toEqual({
      found: true,
      selected: 'Lisbon wakes',
    });
  });

  test('no input, key or clipboard event typed in the panel reaches the page’s listeners (F7)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-keys', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    const before = await heard(page);
    await panel.fillQuery('secret words');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+C');
    await page.keyboard.press('ControlOrMeta+X');
    await page.keyboard.press('ControlOrMeta+V');
    await page.keyboard.type(' more');
    expect(await panel.queryValue()).toContain('more');
    expect(await heard(page)).toEqual(before);

    // Typing and copying in the page's own box is heard: the listeners work.
    await page.locator('#own').click();
    await page.keyboard.type('own');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+C');
    const after = await heard(page);
    for (const type of ['input', 'beforeinput', 'keydown', 'copy'] as const)
      expect(after[type], type).toBeGreaterThan(before[type]);
    expect(after.text).toContain('o');
  });

  test('a pointer-events:none popover shown over the panel as the pointer arrives makes a real click on "Search" bill nothing (F8)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-toggle', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    await panel.fillQuery('museums in Berlin');
    const searches = webSearches(emulator);
    const search = await panel.buttonPoint('Search');
    const host = await panel.host();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (window as any).arm('toggle'));
    await page.waitForTimeout(600);

    // The user heads for "Search": on the page beside the panel, then on the button.
    await page.mouse.move(host.left - 20, search.y);
    await page.mouse.click(search.x, search.y);
    expect(await panel.inPage<string>(`document.documentElement.dataset.covered ?? ''`)).toBe('true');
    await expect.poll(() => panel.text()).toContain('Scout ignored that click');
    await page.waitForTimeout(1_000);
    expect(webSearches(emulator)).toBe(searches);

    // Scout took the top layer back at once, but while the page shows its overlay a click is refused, saying why.
    await panel.clickButton('Search');
    await expect.poll(() => panel.text()).toContain('this page is showing a pop-up, a dialog or a full-screen element');
    await page.waitForTimeout(1_000);
    expect(webSearches(emulator)).toBe(searches);
    // Once the overlay is gone, a click the user makes on the panel is theirs, and acts.
    await page.evaluate(() => (window as any).disarm());
    await panel.clickButton('Search');
    await expect.poll(() => webSearches(emulator)).toBe(searches + 1);
  });

  test('a pointer-events:none popover at 3 % opacity shown seconds before a real click on "Search" bills nothing, and the panel says why; once it is gone, the click works (F8)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-prize', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    await panel.fillQuery('museums in Berlin');
    const searches = webSearches(emulator);
    const billedBefore = emulator.stats().keys[KEY]?.billed ?? 0;
    await page.evaluate(() => (window as any).arm('prize'));
    expect(await panel.inPage<string>(`document.documentElement.dataset.covered ?? ''`)).toBe('true');
    // Long past any half second after a change: the overlay has simply been there a while.
    await page.waitForTimeout(2_500);
    await panel.clickButton('Search');
    await expect
      .poll(() => panel.text())
      .toContain('Scout ignored that click: this page is showing a pop-up, a dialog or a full-screen element');
    await page.waitForTimeout(1_000);
    expect(webSearches(emulator)).toBe(searches);
    expect(emulator.stats().keys[KEY]?.billed ?? 0).toBe(billedBefore);

    await page.evaluate(() => (window as any).disarm());
    await page.waitForTimeout(600);
    await panel.clickButton('Search');
    await expect.poll(() => webSearches(emulator)).toBe(searches + 1);
  });

  test('a popover shown as the user presses the mouse on the panel (the page’s blur) makes that click bill nothing (F8)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-blur', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    await panel.fillQuery('museums in Berlin');
    const search = await panel.buttonPoint('Search');
    // The user reads on the page, then heads for "Search".
    await page.locator('#lead').click();
    const searches = webSearches(emulator);
    await page.evaluate(() => (window as any).arm('blur'));
    await page.waitForTimeout(1_000);
    await page.mouse.click(search.x, search.y);
    expect(await panel.inPage<string>(`document.documentElement.dataset.covered ?? ''`)).toBe('true');
    await expect.poll(() => panel.text()).toContain('Scout ignored that click');
    await page.waitForTimeout(1_000);
    expect(webSearches(emulator)).toBe(searches);
  });

  test('Chromium: an overlay whose toggle Scout never hears (inside a closed shadow root) still makes the click bill nothing, through IntersectionObserver v2 (F8)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-hidden', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    await panel.fillQuery('museums in Berlin');
    const searches = webSearches(emulator);
    const search = await panel.buttonPoint('Search');

    await page.evaluate(() => (window as any).arm('hidden'));
    expect(await panel.inPage<string>(`document.documentElement.dataset.covered ?? ''`)).toBe('true');
    // Long past the half second after anything Scout could see: only the frame's own visibility check is left.
    await page.waitForTimeout(1_000);
    await page.mouse.click(search.x, search.y);
    await expect.poll(() => panel.text()).toContain('Scout ignored that click');
    await page.waitForTimeout(1_000);
    expect(webSearches(emulator)).toBe(searches);
  });

  test('a page that keeps re-taking the top layer over the panel gets it closed, with the reason, and nothing billed (F8)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/reader-fight', HOSTILE_READER));
    await summaryPanel(page, panel, serviceWorker, tabId);
    const searches = webSearches(emulator);
    await page.evaluate(() => (window as any).arm('fight'));
    await expect
      .poll(() => panel.text())
      .toContain('Scout closed its panel because this page kept covering or changing it');
    expect(await panel.inFrame()).toBe(false);
    expect(panelFrame(page)).toBeUndefined();
    // Scout stopped fighting: the page's count of Scout's re-takes stands still.
    const shows = await panel.inPage<string>(`document.documentElement.dataset.shows`);
    await page.waitForTimeout(500);
    expect(await panel.inPage<string>(`document.documentElement.dataset.shows`)).toBe(shows);
    expect(webSearches(emulator)).toBe(searches);
  });
});

test.describe('the panel frame’s rights', () => {
  test('the panel frame may search for its page and nothing of the popup’s; a page that frames Scout’s panel page itself gets no more (F9)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/rights', ARTICLE));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => panel.inFrame()).toBe(true);
    const frame = panelFrame(page)!;
    const ask = (type: string, data: object = {}) =>
      frame.evaluate(({ type, data }) => chrome.runtime.sendMessage({ type, data }), { type, data });
    for (const type of ['key.status', 'settings.get', 'account', 'search.last'])
      expect(await ask(type), type).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await ask('key.save', { key: 'stolen-0000', which: 'search' })).toMatchObject({ ok: false });
    expect(await ask('settings.update', { patch: { apiBaseUrl: 'https://evil.example' } })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await ask('search', { q: 'spend the quota' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const searches = webSearches(emulator);
    expect(await ask('page.search', { q: 'museums in Berlin' })).toMatchObject({ ok: true });
    expect(webSearches(emulator)).toBe(searches + 1);

    // A page that learned the panel page's URL (here: from the test) and framed it: an extension page in a web
    // page's frame, still no popup; and without the content script's token it gets no job and shows nothing.
    const url: string = await serviceWorker.evaluate(() => chrome.runtime.getURL('/panel.html'));
    const framer = await context.newPage();
    await framer.goto(
      pages.set(
        '/framer',
        `<!doctype html><title>Framer</title><iframe src="${url}#0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b"></iframe>`,
      ),
    );
    await expect.poll(() => panelFrame(framer) !== undefined).toBe(true);
    const framed = panelFrame(framer)!;
    await framed.waitForLoadState();
    expect(await framed.evaluate(() => chrome.runtime.sendMessage({ type: 'key.status', data: {} }))).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(
      await framed.evaluate(() =>
        chrome.runtime.sendMessage({
          type: 'panel.page',
          data: { token: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b', request: { type: 'hello' } },
        }),
      ),
    ).toMatchObject({ ok: false });
    expect(await framed.evaluate(() => document.body.textContent?.trim() ?? '')).toBe('');
    // The real panel frame, by contrast, said hello and shows its panel.
    expect(await panel.text()).toContain('Places');
  });
});

test('the panel follows the page’s colour scheme, dark on a dark page and light on a light one', async ({
  context,
  pages,
  serviceWorker,
  useKey,
}) => {
  await useKey(KEY);
  const dark = ARTICLE.replace('<body>', '<body style="background: #101014; color: #eee">');
  for (const [path, html, background] of [
    ['/dark', dark, 'rgb(23, 24, 27)'],
    ['/light', ARTICLE, 'rgb(255, 255, 255)'],
  ] as const) {
    const { panel, tabId } = await openPage(context, serviceWorker, pages.set(path, html));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => panel.inFrame()).toBe(true);
    expect((await panel.style('.scout-panel', ['background-color']))['background-color'], path).toBe(background);
  }
});

test('a page served with a CSP sandbox, where the frame’s script cannot run, gets a notice instead of a blank panel', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey(KEY);
  const url = pages.set('/sandboxed', ARTICLE, { 'Content-Security-Policy': 'sandbox' });
  const { panel, tabId } = await openPage(context, serviceWorker, url);
  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
  await expect.poll(() => panel.text(), { timeout: 15_000 }).toContain('This page does not allow Scout’s panel.');
  expect(await panel.text()).toContain('toolbar');
  await expect.poll(() => panel.focusedIs('h2', 'Summary')).toBe(true);
  expect(emulator.stats().totals.requests).toBe(0);
  await panel.close();
});
