// @vitest-environment node
/**
 * Pages that attack Scout's in-page panel, in Firefox ESR (docs/security-plan.md F8, F10), with the pages the Chromium
 * specs use (tests/e2e/pages/): a page that defines the element names Scout once created, before Scout runs, and a
 * page that leaves a `pointer-events: none` overlay in its top layer seconds before the user clicks the panel's
 * "Search". The panel is clicked with real (WebDriver BiDi) input; its frame's document is read through puppeteer's
 * frame for it, which BiDi lists with no address.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Frame, Page } from 'puppeteer-core';
import type { RunningEmulator } from 'brave-search-emulator';
import type { PageServer } from '../e2e/page-server';
import { claimingPage } from '../e2e/pages/claims';
import { HOSTILE_READER } from '../e2e/pages/articles';
import { HOST } from '../e2e/pages/host';
import { waitFor, type ScoutFirefox } from './firefox';
import { startInPageScout, stopInPageScout } from './in-page-scout';

declare const browser: any;

let emulator: RunningEmulator;
let firefox: ScoutFirefox;
let pages: PageServer;
let extensionPage: Page;

beforeAll(async () => {
  ({ emulator, pages, firefox, extensionPage } = await startInPageScout());
});

afterAll(() => stopInPageScout({ emulator, pages, firefox }));

const webSearches = () => emulator.stats().keys['demo-ai']?.endpoints['web/search']?.requests ?? 0;
const billed = () => emulator.stats().keys['demo-ai']?.billed ?? 0;

async function open(path: string, html: string): Promise<Page> {
  const page = await firefox.browser.newPage();
  await page.goto(pages.set(path, html));
  return page;
}

/** Clicks a Scout menu item in `page`'s tab the way the browser would call the `menus.onClicked` listener. */
async function menuClick(page: Page, info: { menuItemId: string; selectionText?: string }): Promise<void> {
  await extensionPage.evaluate(
    async (url, info) => {
      const tab = (await browser.tabs.query({})).find((t: { url?: string }) => t.url === url);
      const background = await browser.runtime.getBackgroundPage();
      await background.scoutDemo.contextMenuClick(info, { id: tab.id });
    },
    page.url(),
    info,
  );
}

/** The panel's frame once it has rendered, or undefined. */
async function panelFrame(page: Page): Promise<Frame | undefined> {
  for (const frame of page.frames().reverse()) {
    if (frame === page.mainFrame()) continue;
    const rendered = await frame.evaluate(() => document.querySelector('.scout-panel') !== null).catch(() => false);
    if (rendered) return frame;
  }
  return undefined;
}

async function panelText(page: Page): Promise<string> {
  const frame = await panelFrame(page);
  if (!frame) return '';
  return frame.evaluate(() => (document.body.textContent ?? '').replace(/\s+/g, ' ')).catch(() => '');
}

/** Where the panel's first element matching `selector` (and text, if given) is, in page coordinates. */
async function pointOf(page: Page, selector: string, text?: string): Promise<{ x: number; y: number }> {
  const frame = await panelFrame(page);
  if (!frame) throw new Error('no panel frame');
  const inFrame = await frame.evaluate(
    (selector, text) => {
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (e) => text === null || (e.textContent ?? '').trim() === text,
      );
      if (!element) return null;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.left + Math.min(20, box.width / 2), y: box.top + box.height / 2 };
    },
    selector,
    text ?? null,
  );
  if (!inFrame) throw new Error(`no ${selector} ${text ?? ''} in the panel`);
  const host = await page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    return { left: box.left, top: box.top };
  }, HOST);
  return { x: host.left + inFrame.x, y: host.top + inFrame.y };
}

/** Types `text` into the panel's query box, with real clicks and keys. */
async function fillQuery(page: Page, text: string): Promise<void> {
  const box = await pointOf(page, 'input');
  await page.mouse.click(box.x, box.y);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  const frame = (await panelFrame(page))!;
  await waitFor(async () => (await frame.evaluate(() => document.querySelector('input')?.value)) === text, 'typing');
}

async function clickSearch(page: Page): Promise<void> {
  const { x, y } = await pointOf(page, 'button', 'Search');
  await page.mouse.click(x, y);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pages that attack Scout’s panel, in Firefox ESR', () => {
  for (const how of ['internals', 'shadow'] as const) {
    test(`a page that defines scout-panel, scout-mark and scout-marker first (${how}) gets none of Scout's elements; the panel shows, highlights and searches (F10)`, async () => {
      const page = await open(`/claims-${how}`, claimingPage(how));
      // The definitions work: an element of one of those names made by the page runs the page's constructor.
      expect(await page.evaluate(() => document.createElement('scout-marker').localName)).toBe('scout-marker');
      await menuClick(page, { menuItemId: 'scout-find-places-page' });
      const scout = () =>
        page.evaluate(
          (host) => ({
            hosts: [...document.querySelectorAll(host)].map((e) => e.localName),
            marks: [
              ...new Set([...document.querySelectorAll('[data-scout-place]:not([role])')].map((e) => e.localName)),
            ],
            markers: [...document.querySelectorAll('[data-scout-place][role="button"]')].map((e) => e.localName),
          }),
          HOST,
        );
      await waitFor(async () => (await scout()).markers.length === 4, 'the highlights');
      expect(await scout()).toEqual({ hosts: ['div'], marks: ['mark'], markers: ['span', 'span', 'span', 'span'] });
      await waitFor(async () => (await panelText(page)).includes('Highlighted 2 times on this page'), 'the panel');

      await pause(600);
      const searches = webSearches();
      // A query of its own: one another test searched would come from Scout's cache, unbilled.
      await fillQuery(page, `museums in Berlin (${how})`);
      await clickSearch(page);
      await waitFor(async () => webSearches() === searches + 1, 'the search');

      const claims = await page.evaluate(() => (window as unknown as { claims: Record<string, unknown> }).claims);
      expect(claims.constructed).toEqual(['scout-marker']);
      expect(claims.internals).toBe(how === 'internals' ? 1 : 0);
      expect(claims.roots).toBe(0);
      expect(claims.addresses).toEqual([]);
      expect(claims.refused).toBeGreaterThan(10);
      await page.close();
    });
  }

  test('a pointer-events:none popover at 3 % opacity shown seconds before a real click on "Search" bills nothing, and the panel says why; once it is gone, the click works (F8)', async () => {
    const page = await open('/reader-prize', HOSTILE_READER);
    await menuClick(page, { menuItemId: 'scout-find-places-page' });
    await waitFor(async () => (await panelText(page)).includes('Highlighted'), 'the panel');
    await pause(600);
    await fillQuery(page, 'museums in Berlin (prize)');
    const before = { searches: webSearches(), billed: billed() };
    await page.evaluate(() => (window as unknown as { arm(kind: string): void }).arm('prize'));
    expect(await page.evaluate(() => document.documentElement.dataset.covered)).toBe('true');
    await pause(2_500);
    await clickSearch(page);
    await waitFor(
      async () => (await panelText(page)).includes('Scout ignored that click: this page is showing a pop-up'),
      'the reason',
    );
    await pause(1_000);
    expect({ searches: webSearches(), billed: billed() }).toEqual(before);

    await page.evaluate(() => (window as unknown as { disarm(): void }).disarm());
    await pause(600);
    await clickSearch(page);
    await waitFor(async () => webSearches() === before.searches + 1, 'the search once the overlay is gone');
    await page.close();
  });
});
