/**
 * The in-page panel and highlights, end to end in Chromium: context-menu clicks (through the demo build's
 * `scoutDemo.contextMenuClick`, which is the very `onClicked` listener), the closed-shadow-root panel driven through
 * CDP with trusted input (tests/e2e/pages/panel.ts), and pages that fight it (docs/security-plan.md A, E3, F).
 */
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/chromium';
import type { RunningEmulator } from 'brave-search-emulator';
import { expect, test } from './fixtures';
import { menuClick, openPage, selectHeading, tabIdOf } from './pages/in-page';
import { ScoutPanel } from './pages/panel';
import { PopupPage } from './pages/popup';
import {
  ARTICLE,
  CHURN,
  FRAME,
  HOSTILE_CSS,
  HOSTILE_SCRIPT,
  STRICT_CSP,
  TOP_LAYER_OVERLAY,
  WITH_IFRAME,
} from './pages/articles';
import { HIDDEN_COPIES, ONLY_HIDDEN } from './pages/hidden-text';
import { resetWorldClock, setWorldClock } from './pages/world-clock';

declare const chrome: any;

const KEY = 'demo-ai';
const HEADING = 'Coffee in Lisbon';
const FOUND = ['Torra Roasters', 'Pastelaria Nata Dourada', 'Café Miradouro'];
const NOT_FOUND = ["O'Neill & Filhos Café", 'Quiosque do Largo'];
const UPDATED = 'Scout was updated — reload the page to use it here.';

const billed = (emulator: RunningEmulator) => emulator.stats().keys[KEY]?.billed ?? 0;
const webSearches = (emulator: RunningEmulator) => emulator.stats().keys[KEY]?.endpoints['web/search']?.requests ?? 0;

/** Counts `scripting.executeScript` calls from now on (the polyfill calls `chrome.scripting.executeScript` at call time). */
async function countInjections(serviceWorker: Worker): Promise<() => Promise<unknown[]>> {
  await serviceWorker.evaluate(() => {
    const g = globalThis as any;
    g.scoutInjections = [];
    const original = chrome.scripting.executeScript;
    chrome.scripting.executeScript = function (...args: unknown[]) {
      g.scoutInjections.push(args[0]);
      return original.apply(this, args);
    };
  });
  return () => serviceWorker.evaluate(() => (globalThis as any).scoutInjections as unknown[]);
}

/** The injections of Scout's page script among them; the rest are the one-line pins of the top document (F9). */
const scriptFiles = (calls: unknown[]) => calls.filter((call) => (call as { files?: unknown }).files !== undefined);

interface World {
  origin: string;
  name: string;
  frameId: string;
}

/** Every JavaScript world created in the page (main, isolated, utility), as CDP reports them from now on. */
async function watchWorlds(context: BrowserContext, page: Page): Promise<{ worlds: World[]; cdp: CDPSession }> {
  const cdp = await context.newCDPSession(page);
  const worlds: World[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context: c }) =>
    worlds.push({
      origin: c.origin,
      name: c.name,
      frameId: String((c.auxData as { frameId?: string } | undefined)?.frameId ?? ''),
    }),
  );
  await cdp.send('Runtime.enable');
  return { worlds, cdp };
}
const extensionWorlds = (worlds: World[]) => worlds.filter((w) => w.origin.startsWith('chrome-extension://'));

/**
 * Everything that went wrong in a page: uncaught errors and console errors of the main world (Playwright), and of
 * every other world, Scout's isolated one included (CDP `Runtime.exceptionThrown` / `consoleAPICalled`).
 */
async function watchErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails: e }) =>
    errors.push(`exception: ${e.exception?.description ?? e.text}`),
  );
  cdp.on('Runtime.consoleAPICalled', ({ type, args }) => {
    if (type === 'error' || type === 'assert')
      errors.push(`console (any world): ${args.map((a) => a.description ?? a.value).join(' ')}`);
  });
  await cdp.send('Runtime.enable');
  return errors;
}

/** The article's markup, as the page serialises it. */
const articleHtml = (page: Page) => page.evaluate(() => document.querySelector('article')!.getHTML());

/** Per place card of the panel: its name and its "on this page" line. */
function cards(panel: ScoutPanel): Promise<{ id: string; name: string; status: string }[]> {
  return panel.inPanel(function () {
    return [...this.querySelectorAll<HTMLElement>('li[data-place-id]')].map((li) => ({
      id: li.dataset.placeId ?? '',
      name: (li.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '').trim(),
      status: (li.querySelector('.scout-panel-place-status')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
  });
}

/** "Looking on this page…": a place whose count the page has not told yet (entrypoints/panel/PanelPlaces.tsx). */
const LOOKING = 'Looking on this page…';

/** The cards once there are `count` of them and the page has told each one's count (none is still looking). */
async function settledCards(panel: ScoutPanel, count: number) {
  await expect
    .poll(
      async () => (await cards(panel)).filter((card) => card.status !== '' && !card.status.includes(LOOKING)).length,
    )
    .toBe(count);
  return cards(panel);
}

/** Occurrences marked on the page, per place name (from the markers' labels "Place n: Name"). */
async function markedNames(panel: ScoutPanel): Promise<Record<string, number>> {
  const { markers } = await panel.marks();
  const counts: Record<string, number> = {};
  for (const { label } of markers) {
    const name = /^Place \d+: (.*)$/.exec(label ?? '')?.[1] ?? `unlabelled ${label}`;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

const EXPECTED_MARKS = { 'Torra Roasters': 2, 'Pastelaria Nata Dourada': 1, 'Café Miradouro': 1 };

/** Waits for the final summary: the section is no longer busy and offers its follow-up questions. */
async function waitForFinalSummary(panel: ScoutPanel): Promise<void> {
  await expect
    .poll(
      () =>
        panel.inPanel(function () {
          const section = this.querySelector('.scout-summary');
          return (
            section?.getAttribute('aria-busy') === 'false' &&
            this.querySelectorAll('.scout-summary-followups button').length > 0
          );
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.describe('context menu → in-page panel', () => {
  test('summarize a selection: focus on the title, streamed summary with citations, a follow-up searches once more, Esc gives focus back', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    emulator.updateSettings({ streamItemDelayMs: 40 });
    try {
      const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/summary', ARTICLE));
      await page.locator('#share').focus();
      const selected = await selectHeading(page);
      expect(selected).toBe(HEADING);
      await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: selected });

      await expect.poll(() => panel.exists()).toBe(true);
      await panel.recordProgress();
      await expect.poll(() => panel.focusedIs('h2', 'Summary')).toBe(true);
      expect(await panel.queryValue()).toBe(HEADING);
      await waitForFinalSummary(panel);

      const progress = await panel.progress();
      const partial = progress.filter((p) => p.busy === 'true' && p.text > 0);
      expect(partial.length, 'text was shown while the summary was still being written').toBeGreaterThan(1);
      expect(progress.at(-1)).toMatchObject({ busy: 'false' });
      const citations = (await panel.links()).filter((link) => /^\[\d+\]$/.test(link.text));
      expect(citations.length).toBeGreaterThan(0);
      expect(citations[0]).toMatchObject({
        text: '[1]',
        label: 'Source 1',
        href: expect.stringMatching(/^https:\/\//),
      });
      const followups = await panel.inPanel(function () {
        return [...this.querySelectorAll('.scout-summary-followups button')].map((b) => (b.textContent ?? '').trim());
      });
      expect(followups.length).toBeGreaterThan(0);
      expect(billed(emulator)).toBe(1);
      expect(webSearches(emulator)).toBe(1);

      // A real click on a follow-up is a new search, in the panel.
      await panel.clickButton(followups[0]!);
      await expect.poll(() => webSearches(emulator)).toBe(2);
      await expect.poll(() => panel.queryValue()).toBe(followups[0]);
      await expect.poll(() => panel.text()).not.toContain('Searching…');
      expect(billed(emulator)).toBe(2);
      // The clicked button is gone with the old answer: focus stays in the panel, on its title.
      await expect.poll(() => panel.focusedIs('h2', 'Summary')).toBe(true);

      await panel.closeWithEscape();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('share');
      expect(billed(emulator)).toBe(2);
    } finally {
      emulator.updateSettings({ streamItemDelayMs: 15 });
    }
  });

  test('find places in a selection: every occurrence marked (not in form fields), cards say where, a highlight picks its card, clear and close restore the page', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/places', ARTICLE));
    const before = await articleHtml(page);
    await menuClick(serviceWorker, tabId, {
      menuItemId: 'scout-find-places',
      selectionText: await selectHeading(page),
    });

    await expect.poll(() => panel.focusedIs('h2', 'Places')).toBe(true);
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    const { marks } = await panel.marks();
    const texts = Object.values(marks).map((parts) => parts.join('|'));
    expect(texts.sort()).toEqual(
      ['Pastelaria |Nata| Dourada', 'Torra Roasters|Torra Roasters', 'cafe miradouro'].sort(),
    );
    expect(await page.locator('article b > mark[data-scout-place]').textContent()).toBe('Nata');
    expect(await page.locator('form [data-scout-place]').count()).toBe(0);
    expect(await page.locator('input[name="pick"]').inputValue()).toBe('Torra Roasters');
    expect(await page.locator('textarea').inputValue()).toBe('Pastelaria Nata Dourada opens at seven.');

    const list = await settledCards(panel, 5);
    const status = (name: string) => list.find((card) => card.name === name)?.status ?? `no card for ${name}`;
    expect(status('Torra Roasters')).toContain('Highlighted 2 times on this page');
    expect(status('Pastelaria Nata Dourada')).toContain('Highlighted 1 times on this page');
    expect(status('Café Miradouro')).toContain('Highlighted 1 times on this page');
    for (const name of NOT_FOUND) expect(status(name)).toContain('Not found on this page');
    expect(billed(emulator)).toBe(1);

    // The panel opened under the selection, over the article: move it aside by its grip, as a user would.
    const start = await panel.host();
    await panel.dragBy(600, 0);
    await expect.poll(async () => (await panel.host()).left).toBeGreaterThan(start.left + 300);
    // A real click on a highlight gives that place's card focus in the panel.
    await page.locator('mark[data-scout-place]', { hasText: 'cafe miradouro' }).click();
    await expect
      .poll(async () => (await panel.focused())?.placeId ?? null)
      .toBe(list.find((card) => card.name === 'Café Miradouro')!.id);
    expect(await panel.focusedText()).toContain('Café Miradouro');

    await panel.clickButton('Clear highlights');
    await expect.poll(() => articleHtml(page)).toBe(before);
    await expect.poll(() => panel.text()).toContain('Highlights removed.');

    // Again, then the panel's ✕: closing gives the page back too.
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places', selectionText: HEADING });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    await panel.close();
    // Preact runs an unmounted component's effect cleanups after the next frame: the restore follows the close.
    await expect.poll(() => articleHtml(page)).toBe(before);
    // The same text twice is one billed search (the background's cache answers the second).
    expect(billed(emulator)).toBe(1);
  });

  test('"Find places on this page" searches the page heading and highlights what it finds', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { panel, tabId } = await openPage(context, serviceWorker, pages.set('/page-places', ARTICLE));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => panel.exists()).toBe(true);
    expect(await panel.queryValue()).toBe(HEADING);
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    expect(billed(emulator)).toBe(1);
  });

  test('a second menu click reuses the running script: one injection, one panel host', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/twice', ARTICLE));
    const { worlds } = await watchWorlds(context, page);
    const injections = await countInjections(serviceWorker);

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    // Into the document the user acted on (tab-agent.ts pins it first: F9).
    expect(scriptFiles(await injections())).toEqual([
      { target: { tabId, documentIds: [expect.any(String)] }, files: ['/in-page.js'] },
    ]);

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
    await expect.poll(() => panel.focusedIs('h2', 'Summary')).toBe(true);
    await waitForFinalSummary(panel);
    expect(scriptFiles(await injections())).toHaveLength(1);
    expect(await panel.hostCount()).toBe(1);
    // The summary replaced the places panel, and its highlights with it.
    expect(await page.locator('[data-scout-place]').count()).toBe(0);
    expect(extensionWorlds(worlds)).toHaveLength(1);
    // The same text again: the background's cache answers, nothing more is billed.
    expect(billed(emulator)).toBe(1);
  });

  test('a tab Scout was never asked about gets nothing: no panel, no marks, no isolated world', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    extensionId,
  }) => {
    await useKey(KEY);
    const url = pages.set('/asked', ARTICLE);
    const other = await context.newPage();
    await other.goto(pages.set('/not-asked', ARTICLE));
    const untouched = await watchWorlds(context, other);
    const { page, panel, tabId } = await openPage(context, serviceWorker, url);
    const asked = await watchWorlds(context, page);

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    expect(extensionWorlds(asked.worlds)).toHaveLength(1);
    expect(extensionWorlds(asked.worlds)[0]!.origin).toBe(`chrome-extension://${extensionId}`);

    expect(await other.locator('[data-scout-panel], [data-scout-place]').count()).toBe(0);
    expect(untouched.worlds.length, 'CDP reported the worlds that exist').toBeGreaterThan(0);
    expect(extensionWorlds(untouched.worlds)).toEqual([]);
  });

  test('a click with an unknown menu id, or a summary of no text, injects nothing', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/unknown', ARTICLE));
    const { worlds } = await watchWorlds(context, page);
    const injections = await countInjections(serviceWorker);
    for (const info of [
      { menuItemId: 'scout-unknown', selectionText: HEADING },
      { menuItemId: 'scout-summarize-selection' },
      { menuItemId: 'scout-summarize-selection', selectionText: '   ' },
      { menuItemId: 42 },
    ]) {
      await menuClick(serviceWorker, tabId, info);
    }
    expect(await injections()).toEqual([]);
    expect(await panel.hostCount()).toBe(0);
    expect(extensionWorlds(worlds)).toEqual([]);
    expect(emulator.stats().totals.requests).toBe(0);

    // The same counting sees a real injection: the checks above could have failed.
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    expect(scriptFiles(await injections())).toHaveLength(1);
    await expect.poll(() => panel.exists()).toBe(true);
  });

  test('a click in a sub-frame (frameId 3) still acts on the top frame only', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const frameUrl = pages.set('/frame', FRAME);
    const { page, panel, tabId } = await openPage(
      context,
      serviceWorker,
      pages.set('/with-frame', WITH_IFRAME(frameUrl)),
    );
    const { worlds } = await watchWorlds(context, page);
    const frame = page.frames().find((f) => f.url() === frameUrl)!;
    expect(frame).toBeTruthy();
    await frame.waitForLoadState();

    await menuClick(serviceWorker, tabId, {
      menuItemId: 'scout-find-places',
      selectionText: HEADING,
      frameId: 3,
      frameUrl,
    });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    expect(await frame.locator('[data-scout-panel], [data-scout-place]').count()).toBe(0);
    expect(await frame.locator('p').textContent()).toBe('Sponsored: Torra Roasters and Café Miradouro, open daily.');
    const scoutWorlds = extensionWorlds(worlds);
    expect(scoutWorlds).toHaveLength(1);
    const { frameTree } = await panel.cdp.send('Page.getFrameTree');
    expect(scoutWorlds[0]!.frameId).toBe(frameTree.frame.id);
  });
});

test.describe('hostile pages', () => {
  test('page CSS (display:none, all:unset, giant fonts, z-index war) does not hide or restyle the panel (F1)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/hostile-css', HOSTILE_CSS));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
    await expect.poll(() => panel.exists()).toBe(true);
    await waitForFinalSummary(panel);

    const host = await panel.host();
    expect(host).toMatchObject({ display: 'block', visibility: 'visible' });
    expect(host.width).toBe(380);
    expect(host.height).toBeGreaterThan(100);
    expect(host.left).toBeGreaterThanOrEqual(0);
    expect(host.left + host.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // Every rule and the animation the page aims at the host lost to Scout's inline !important declarations.
    const won = await panel.onHost(function () {
      const style = getComputedStyle(this);
      return Object.fromEntries(
        ['opacity', 'transform', 'translate', 'filter', 'clip-path', 'zoom', 'mix-blend-mode', 'animation-name'].map(
          (property) => [property, style.getPropertyValue(property)],
        ),
      );
    });
    expect(won).toEqual({
      opacity: '1',
      transform: 'none',
      translate: 'none',
      filter: 'none',
      'clip-path': 'none',
      zoom: '1',
      'mix-blend-mode': 'normal',
      'animation-name': 'none',
    });
    // The page's rule did apply to its own elements (the test would prove nothing otherwise).
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('article')!).display)).toBe('none');

    const buttons = await panel.styles('button', ['font-size', 'color', 'display']);
    expect(buttons.length).toBeGreaterThan(3);
    for (const style of buttons) {
      expect(style['font-size']).not.toBe('60px');
      expect(style.color).not.toBe('rgb(255, 0, 0)');
      expect(style.display).not.toBe('none');
    }
    expect((await panel.style('.scout-followup', ['font-size']))['font-size']).toBe('14px');
    expect((await panel.style('h2', ['font-size']))['font-size']).toBe('15px');

    // On top of the page's full-viewport z-index 2147483647 element: the page's own hit test finds the host.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.matches('[data-scout-panel]'), {
      x: host.left + host.width / 2,
      y: host.top + 20,
    });
    expect(hit).toBe(true);
    await panel.close();
  });

  test('a page’s own top-layer overlay opened over the panel: Scout shows the panel again on top, and it works (F1)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { panel, tabId } = await openPage(context, serviceWorker, pages.set('/overlay', TOP_LAYER_OVERLAY));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
    await expect.poll(() => panel.inPage(`document.documentElement.dataset.overlay ?? ''`)).toBe('open');
    await waitForFinalSummary(panel);
    const host = await panel.host();
    // The page's own hit test, in the middle of the panel: Scout's host, not the overlay that opened after it.
    const hit = await panel.inPage<boolean>(
      `document.elementFromPoint(${host.left + host.width / 2}, ${host.top + host.height / 2})?.matches('[data-scout-panel]')`,
    );
    expect(hit).toBe(true);
    expect(await panel.inPage(`document.getElementById('overlay').matches(':popover-open')`)).toBe(true);
    await panel.close();
  });

  test('a page CSP that allows nothing: the panel is styled and highlights render (F3)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const url = pages.set('/csp', ARTICLE, { 'Content-Security-Policy': STRICT_CSP });
    const { panel, tabId } = await openPage(context, serviceWorker, url);
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
    await expect.poll(() => panel.exists()).toBe(true);
    await waitForFinalSummary(panel);
    const style = await panel.style('.scout-panel', ['background-color', 'border-top-left-radius', 'font-size']);
    expect(style['background-color']).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    expect(style['border-top-left-radius']).toBe('10px');
    expect(style['font-size']).toBe('14px');

    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places', selectionText: HEADING });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    const mark = await panel.inPage<{ background: string; display: string }>(
      `(() => { const s = getComputedStyle(document.querySelector('mark[data-scout-place]')); return { background: s.backgroundColor, display: s.display }; })()`,
    );
    expect(mark).toEqual({ background: 'rgb(255, 224, 102)', display: 'inline' });
    expect(billed(emulator)).toBe(1);
  });

  test('a page that removes the panel and re-renders its content: one host, a working panel, no errors (F6)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const page = await context.newPage();
    const errors = await watchErrors(context, page);
    await page.goto(pages.set('/churn', CHURN));
    const panel = await ScoutPanel.attach(page);
    const tabId = await tabIdOf(serviceWorker, page);
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });

    await expect
      .poll(() => panel.inPage(`document.documentElement.dataset.calm ?? ''`), { timeout: 15_000 })
      .toBe('yes');
    expect(await panel.inPage(`document.documentElement.dataset.removed`)).toBe('5');
    expect(await panel.hostCount()).toBe(1);
    await expect
      .poll(async () => (await cards(panel)).map((card) => card.name).sort())
      .toEqual([...FOUND, ...NOT_FOUND].sort());
    expect(await panel.text()).toContain('Places');
    await panel.close();
    await expect.poll(() => page.locator('[data-scout-place]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a page that patches built-ins and fires synthetic events: the panel works, stays closed, and nothing is billed (A, F2, F4)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/hostile-script', HOSTILE_SCRIPT));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places', selectionText: HEADING });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    await expect.poll(async () => (await cards(panel)).length).toBe(5);
    expect(webSearches(emulator)).toBe(1);

    // The page's own script, in the main world (CDP evaluate: Playwright's helpers would meet the patched built-ins).
    const attack = await panel.cdp.send('Runtime.evaluate', { expression: 'window.attack()', returnByValue: true });
    expect(attack.result.value).toBeGreaterThan(10);
    const attrs = await panel.inPage<Record<string, string>>(`({ ...document.documentElement.dataset })`);
    expect(attrs.shadowRoot).toBe('null');
    expect(attrs.leakedRoots).toBeUndefined();
    expect(attrs.fetchCalled).toBeUndefined();

    // Synthetic clicks and keys on marks pick no card either: the highlighter acts only on trusted events, so a page
    // cannot pull focus into the panel while the user types. (A real click does: the places test above.)
    await page.waitForTimeout(300);
    expect((await panel.focused())?.placeId ?? null).toBeNull();

    // A real search typed in the panel is the next billed one: a page-triggered search before it would show up in
    // the count, or as the page gate refusing this one.
    const keysBefore = await panel.inPage<Record<string, string>>(`({ ...document.documentElement.dataset })`);
    await panel.fillQuery('museums in Berlin');
    const keysAfter = await panel.inPage<Record<string, string>>(`({ ...document.documentElement.dataset })`);
    await panel.clickButton('Search');
    await expect
      .poll(async () => (await cards(panel)).map((card) => card.name))
      .toContain('Museum der Mauergeschichte');
    expect(webSearches(emulator)).toBe(2);
    expect(billed(emulator)).toBe(2);
    await expect.poll(() => page.locator('span[data-scout-place]').count()).toBe(0);

    // F4: keys typed in the panel's frame (another document) reach none of the page's listeners, capturing or not.
    expect(keysAfter.keysCaptured).toBe(keysBefore.keysCaptured);
    expect(keysAfter.keysBubbled).toBe(keysBefore.keysBubbled);
  });

  test('extension reloaded under an open panel (runtime.reload): the panel says so in words, with no page errors, and its button reloads the page (E3)', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const page = await context.newPage();
    const errors = await watchErrors(context, page);
    await page.goto(pages.set('/reload', ARTICLE));
    const panel = await ScoutPanel.attach(page);
    const tabId = await tabIdOf(serviceWorker, page);
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-summarize-selection', selectionText: HEADING });
    await expect.poll(() => panel.exists()).toBe(true);
    await waitForFinalSummary(panel);

    // The worker goes away with the extension (in this test browser, a reloaded extension does not come back).
    await serviceWorker.evaluate(() => void setTimeout(() => chrome.runtime.reload(), 50));
    await expect.poll(() => panel.text(), { timeout: 10_000 }).toContain(UPDATED);
    // The panel's frame keeps its words: no message keys where the extension's strings were.
    expect(await panel.text()).not.toMatch(/page_[a-zA-Z]+/);
    await expect.poll(() => panel.focusedIs('h2', 'Summary')).toBe(true);
    expect(await panel.buttons()).toEqual(['⠿', '✕', 'Reload the page']);
    expect(errors).toEqual([]);

    await Promise.all([page.waitForEvent('load'), panel.clickButton('Reload the page')]);
    expect(await panel.hostCount()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/**
 * An extension update under a live page, for real: the test browser may load an unpacked extension over CDP
 * (`Extensions.loadUnpacked`, behind --enable-unsafe-extension-debugging), which on Scout's own directory is what an
 * update does: the old content script is orphaned and a new worker starts.
 */
const updatable = test.extend<{ updateExtension: () => Promise<Worker> }>({
  context: async ({ extensionDir }, use) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...chromiumArgs(extensionDir), '--enable-unsafe-extension-debugging'],
    });
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  },
  updateExtension: async ({ context, extensionDir }, use) => {
    await use(async () => {
      const started = context.waitForEvent('serviceworker', { timeout: 10_000 });
      const cdp = await context.browser()!.newBrowserCDPSession();
      await cdp.send('Extensions.loadUnpacked', { path: extensionDir });
      await cdp.detach();
      return started;
    });
  },
});

updatable(
  'extension updated under an open places panel: the page is given back, the panel says so, and the next click replaces it (E3)',
  async ({ context, pages, serviceWorker, useKey, updateExtension }) => {
    await useKey(KEY);
    const page = await context.newPage();
    const errors = await watchErrors(context, page);
    await page.goto(pages.set('/update', ARTICLE));
    const panel = await ScoutPanel.attach(page);
    const tabId = await tabIdOf(serviceWorker, page);
    const before = await articleHtml(page);
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);

    const worker = await updateExtension();
    await expect.poll(() => panel.text(), { timeout: 10_000 }).toContain(UPDATED);
    await expect.poll(() => articleHtml(page)).toBe(before);
    expect(errors).toEqual([]);

    // The new Scout's first click finds no live script (the stale one cannot answer), injects a new one, and that one
    // retires the stale panel: one host, live again.
    await expect
      .poll(() => worker.evaluate(() => typeof (globalThis as any).scoutDemo?.contextMenuClick))
      .toBe('function');
    await menuClick(worker, tabId, { menuItemId: 'scout-find-places-page' });
    await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
    expect(await panel.hostCount()).toBe(1);
    expect(await panel.text()).not.toContain(UPDATED);
    await panel.close();
    await expect.poll(() => articleHtml(page)).toBe(before);
    expect(errors).toEqual([]);
  },
);

test('the popup\'s "Highlight on this page" (page.highlight) marks the article with its last search, at no extra cost', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
  extensionId,
}) => {
  await useKey(KEY);
  const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/highlight', ARTICLE));
  const popupTab = await context.newPage();
  await popupTab.goto(`chrome-extension://${extensionId}/popup.html`);
  const popup = new PopupPage(popupTab);
  await popup.search('coffee in Lisbon');
  await popup.waitForPlaces();
  const billedBefore = billed(emulator);
  expect(billedBefore).toBe(1);

  const last = await popupTab.evaluate(() => chrome.runtime.sendMessage({ type: 'search.last', data: {} }));
  const searchId: string = last.data.view.searchId;
  expect(searchId).toBeTruthy();
  const reply = await popupTab.evaluate(
    ({ searchId, tabId }) => chrome.runtime.sendMessage({ type: 'page.highlight', data: { searchId, tabId } }),
    { searchId, tabId },
  );
  expect(reply).toMatchObject({ ok: true });

  await expect.poll(() => markedNames(panel)).toEqual(EXPECTED_MARKS);
  await expect
    .poll(async () => (await cards(panel)).map((card) => card.name).sort())
    .toEqual([...FOUND, ...NOT_FOUND].sort());
  expect(await panel.queryValue()).toBe('coffee in Lisbon');
  expect(await page.locator('[data-scout-panel]').count()).toBe(1);
  expect(billed(emulator)).toBe(billedBefore);
  expect(webSearches(emulator)).toBe(1);
});

test.describe('only text the reader can see (issue 21)', () => {
  /** Polls the cards until every one has its known "on this page" line, then gives name → line. */
  async function statuses(panel: ScoutPanel, count: number): Promise<Record<string, string>> {
    return Object.fromEntries((await settledCards(panel, count)).map((card) => [card.name, card.status]));
  }

  test('hidden copies of a name are not counted or marked, and "Show on page" goes to the visible one', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/hidden-copies', HIDDEN_COPIES));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places', selectionText: HEADING });

    await expect
      .poll(() => markedNames(panel))
      .toEqual({ 'Torra Roasters': 1, 'Café Miradouro': 1, 'Quiosque do Largo': 1 });
    const status = await statuses(panel, 5);
    expect(status['Torra Roasters']).toContain('Highlighted 1 times on this page');
    expect(status['Café Miradouro']).toContain('Highlighted 1 times on this page');
    expect(status['Quiosque do Largo']).toContain('Highlighted 1 times on this page'); // in a closed <details>' summary
    expect(status['Pastelaria Nata Dourada']).toContain('Not found on this page'); // only ever hidden
    const inHidden = '.gone, .ghost, [hidden], .collapsed, .sr-only, details:not([open]) > :not(summary)';
    expect(await page.locator(`:is(${inHidden}) [data-scout-place]`).count()).toBe(0);
    expect(await page.locator('details:not([open]) > [data-scout-place]').count()).toBe(0);
    expect(await page.locator('#visible-torra mark[data-scout-place]').textContent()).toBe('Torra Roasters');

    // Torra Roasters is the first card, so the first "Show on page" is its own.
    await panel.clickButton('Show on page', 0);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.matches('span[data-scout-place]') === true &&
            !!document.activeElement.closest('#visible-torra'),
        ),
      )
      .toBe(true);

    // Text shown after the pass is not marked (one pass per search, entrypoints/in-page/highlight/highlighter.ts).
    await page.evaluate(() => document.querySelector('#details-torra')!.setAttribute('open', ''));
    expect(await page.locator('#details-torra [data-scout-place]').count()).toBe(0);
    expect(await markedNames(panel)).toEqual({ 'Torra Roasters': 1, 'Café Miradouro': 1, 'Quiosque do Largo': 1 });
  });

  test('a place named only in hidden text is "Not found on this page"', async ({
    context,
    pages,
    serviceWorker,
    useKey,
  }) => {
    await useKey(KEY);
    const { page, panel, tabId } = await openPage(context, serviceWorker, pages.set('/only-hidden', ONLY_HIDDEN));
    await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places', selectionText: HEADING });

    // The one visible mention shows the pass has run.
    await expect.poll(() => markedNames(panel)).toEqual({ 'Quiosque do Largo': 1 });
    const status = await statuses(panel, 5);
    expect(status['Quiosque do Largo']).toContain('Highlighted 1 times on this page');
    for (const name of [...FOUND, "O'Neill & Filhos Café"])
      expect(status[name], name).toContain('Not found on this page');
    expect(await page.locator('span[data-scout-place]').count()).toBe(1);
  });

  test("the panel's place cards show today's hours and open/closed state too", async ({
    context,
    pages,
    serviceWorker,
    useKey,
    emulator,
  }) => {
    await useKey(KEY);
    // Monday 13:00 in Lisbon: Tasca da Sardinha is closed on Mondays, Jardim da Estrela open 06:00–22:00.
    await setWorldClock(serviceWorker, emulator, Date.UTC(2026, 0, 19, 13));
    try {
      const { panel, tabId } = await openPage(context, serviceWorker, pages.set('/hours', ARTICLE));
      await menuClick(serviceWorker, tabId, {
        menuItemId: 'scout-find-places',
        selectionText: 'tasca da sardinha lisbon',
      });
      // Until the panel's frame has loaded there is no panel to read: poll again (null) rather than fail.
      const hoursOf = (name: string) =>
        panel
          .inPanel(function (name: string) {
            const card = [...this.querySelectorAll<HTMLElement>('li[data-place-id]')].find(
              (li) => (li.querySelector('h1, h2, h3, h4, h5, h6')?.textContent ?? '').trim() === name,
            );
            const today = card?.querySelectorAll('[aria-current="date"]') ?? [];
            return {
              facts: (card?.querySelector('.scout-place-facts')?.textContent ?? '').trim(),
              rows: today.length,
              day: today[0]?.querySelector('dt')?.textContent ?? '',
              hours: today[0]?.querySelector('dd')?.textContent ?? '',
            };
          }, name)
          .catch(() => null);
      await expect
        .poll(() => hoursOf('Tasca da Sardinha'))
        .toEqual({ facts: expect.stringContaining('Closed now'), rows: 1, day: 'Monday (today)', hours: 'Closed' });
      await expect
        .poll(() => hoursOf('Jardim da Estrela'))
        .toEqual({ facts: expect.stringContaining('Open now'), rows: 1, day: 'Monday (today)', hours: '06:00–22:00' });
    } finally {
      resetWorldClock(emulator);
    }
  });
});
