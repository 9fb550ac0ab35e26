// @vitest-environment node
/**
 * The in-page features in Firefox ESR (issue 8): the `menus` items exist, and a menu click (through the demo build's
 * `scoutDemo` hook, the very listener registered with `menus.onClicked`) injects Scout into that tab only, highlights
 * the places of the emulator's world named on the page, and opens the panel, also under a strict page CSP.
 * The panel (an extension page in a frame inside a closed shadow root) is out of WebDriver's reach here, so these
 * tests read what Scout leaves in the page's light DOM (highlights, the host), what the page can find, and what it
 * asked of the emulator.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { RunningEmulator } from 'brave-search-emulator';
import type { PageServer } from '../e2e/page-server';
import { waitFor, type ScoutFirefox } from './firefox';
import { startInPageScout, stopInPageScout } from './in-page-scout';

declare const browser: any;

let emulator: RunningEmulator;
let firefox: ScoutFirefox;
let pages: PageServer;
let extensionPage: Page;

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lisbon</title></head><body>
<h1>Coffee in Lisbon</h1>
<p>Start at Torra Roasters, then walk to Pastelaria <b>Nata</b> Dourada for a custard tart.</p>
<p>Locals say Torra Roasters pours the best bica; cafe miradouro has the view.</p>
<p><input value="Torra Roasters"></p>
</body></html>`;

beforeAll(async () => {
  ({ emulator, pages, firefox, extensionPage } = await startInPageScout());
});

afterAll(() => stopInPageScout({ emulator, pages, firefox }));

const webSearches = () => emulator.stats().keys['demo-ai']?.endpoints['web/search']?.requests ?? 0;

async function openArticle(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const url = pages.set(path, ARTICLE, headers);
  const page = await firefox.browser.newPage();
  await page.goto(url);
  return page;
}

/** Clicks a Scout menu item in `page`'s tab the way the browser would call the `menus.onClicked` listener. */
async function menuClick(page: Page, info: { menuItemId: string; selectionText?: string }): Promise<void> {
  await extensionPage.evaluate(
    async (url, info) => {
      // Not `query({ url })`: a URL with a port is no match pattern to Firefox.
      const tab = (await browser.tabs.query({})).find((t: { url?: string }) => t.url === url);
      const background = await browser.runtime.getBackgroundPage();
      await background.scoutDemo.contextMenuClick(info, { id: tab.id });
    },
    page.url(),
    info,
  );
}

const marks = (page: Page) =>
  page.evaluate(() => ({
    hosts: document.querySelectorAll('[data-scout-panel]').length,
    markers: [...document.querySelectorAll('span[data-scout-place]')].map((m) => m.getAttribute('aria-label')),
    inInput: document.querySelector('input mark[data-scout-place]') !== null,
  }));

describe('Scout in the page, in Firefox ESR', () => {
  test('its context-menu items exist under Firefox’s `menus` API', async () => {
    for (const id of ['scout-summarize-selection', 'scout-find-places', 'scout-find-places-page', 'scout-ask-page']) {
      await waitFor(
        () =>
          extensionPage.evaluate(
            (id) =>
              browser.menus.update(id, {}).then(
                () => true,
                () => false,
              ),
            id,
          ),
        `menu item ${id}`,
      );
    }
    // An id Scout never created is refused, so the check above can fail.
    expect(
      await extensionPage.evaluate(() =>
        browser.menus.update('not-scout', {}).then(
          () => true,
          () => false,
        ),
      ),
    ).toBe(false);
  });

  test('"Find places" highlights every occurrence, once per page, and nothing on a tab never invoked', async () => {
    const page = await openArticle('/article');
    const untouched = await openArticle('/article-2');
    const before = webSearches();
    await menuClick(page, { menuItemId: 'scout-find-places', selectionText: 'coffee in Lisbon' });
    await waitFor(async () => (await marks(page)).markers.length >= 4, 'the highlights');
    const seen = await marks(page);
    expect(seen.hosts).toBe(1);
    expect(seen.inInput).toBe(false);
    expect(seen.markers.filter((label) => label?.includes('Torra Roasters'))).toHaveLength(2);
    expect(seen.markers.filter((label) => label?.includes('Pastelaria Nata Dourada'))).toHaveLength(1);
    expect(seen.markers.filter((label) => label?.includes('Café Miradouro'))).toHaveLength(1);
    expect(webSearches() - before).toBe(1);

    // A second click reuses the running script and its one panel.
    await menuClick(page, { menuItemId: 'scout-find-places', selectionText: 'coffee in Lisbon' });
    await waitFor(async () => (await marks(page)).markers.length >= 4, 'the highlights again');
    expect((await marks(page)).hosts).toBe(1);
    expect(await marks(untouched)).toEqual({ hosts: 0, markers: [], inInput: false });
    await page.close();
    await untouched.close();
  });

  test('"Ask Scout about this page" hands the page’s readable text to the worker and opens the panel; nothing is sent', async () => {
    const page = await openArticle('/ask');
    const answers = () => emulator.stats().keys['demo-ai']?.endpoints['chat/completions']?.requests ?? 0;
    await menuClick(page, { menuItemId: 'scout-ask-page' });
    const captured = () =>
      extensionPage.evaluate(async () => {
        const all: Record<string, unknown> = await browser.storage.session.get(null);
        // Kept as JSON text (utils/worker/bounded/bounded-index.ts).
        return Object.entries(all)
          .filter(([key]) => key.startsWith('pageCapture.'))
          .map(
            ([, value]) => (typeof value === 'string' ? JSON.parse(value) : value) as { text?: string; url?: string },
          );
      });
    await waitFor(async () => (await captured()).length === 1, 'the page text at the worker');
    const [capture] = await captured();
    expect(capture?.text).toContain('Locals say Torra Roasters pours the best bica; cafe miradouro has the view.');
    expect(capture?.text).not.toContain('<b>');
    expect(capture?.url).toBe(page.url());
    await waitFor(async () => (await marks(page)).hosts === 1, 'the panel');
    expect(answers()).toBe(0);
    await page.close();
  });

  test('"Summarize selection" opens the panel and streams a summary, under a strict page CSP (F3, F7)', async () => {
    const csp = "default-src 'none'; style-src 'none'; script-src 'none'; require-trusted-types-for 'script'";
    const page = await openArticle('/strict', { 'Content-Security-Policy': csp });
    const summaries = () =>
      Object.entries(emulator.stats().keys['demo-ai']?.endpoints ?? {})
        .filter(([endpoint]) => endpoint.startsWith('summarizer/'))
        .reduce((sum, [, stats]) => sum + stats.requests, 0);
    const before = { searches: webSearches(), summaries: summaries() };
    await menuClick(page, { menuItemId: 'scout-summarize-selection', selectionText: 'museums in Berlin' });
    await waitFor(async () => summaries() > before.summaries, 'the panel to stream the summary');
    expect(webSearches() - before.searches).toBe(1);
    const box = await page.evaluate(() => {
      const host = document.querySelector('[data-scout-panel]');
      const rect = host?.getBoundingClientRect();
      return {
        hosts: document.querySelectorAll('[data-scout-panel]').length,
        width: rect?.width ?? 0,
        height: rect?.height ?? 0,
        open: host?.shadowRoot !== null,
      };
    });
    // Sized by the panel's frame, which reports its height once it has rendered: the CSP did not stop it.
    expect(box).toMatchObject({ hosts: 1, width: 380, open: false });
    await waitFor(
      () =>
        page.evaluate(() => (document.querySelector('[data-scout-panel]')?.getBoundingClientRect().height ?? 0) > 160),
      'the panel to grow with its answer',
    );
    // F7: the panel is another origin's document: Firefox's window.find does not see its words (it does see the page's).
    const finds = await page.evaluate(() => {
      const find = (word: string) => (window as unknown as { find(w: string): boolean }).find(word);
      return [find('Text to search'), find('Summary'), find('Torra Roasters')];
    });
    expect(finds).toEqual([false, false, true]);
    await page.close();
  });
});
