// @vitest-environment node
/**
 * Scout's side panel in Firefox is a `sidebar_action` showing sidepanel.html (Playwright-like drivers cannot open the
 * sidebar itself, so the page is opened as a tab, as the Chromium tests do): it searches against the emulator from
 * its searchbox, opens again on that search at no cost, and the results tab does the same from its URL, and copies
 * its address ("Copy link"); a result's menu blocks its site there (issue 39). The
 * toolbar preference clears or restores the action's popup, which is how a Firefox toolbar click reaches the sidebar.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

declare const browser: any;

const scout = scoutPerFile();

const billed = () => scout.emulator.stats().keys['demo-pro']?.billed ?? 0;

/** The box's value and the web results' titles, as the page shows them. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    q: (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value,
    busy: document.querySelector('.app-results')?.getAttribute('aria-busy'),
    titles: [...document.querySelectorAll('.app-answer-main > ul > li > a.scout-result-title')].map((a) =>
      a.textContent?.trim(),
    ),
  }));

async function waitForResults(page: Page, q: string): Promise<string[]> {
  let titles: string[] = [];
  await waitFor(async () => {
    const now = await shown(page);
    titles = now.titles as string[];
    return now.q === q && now.busy === 'false' && titles.length > 0;
  }, `the results for "${q}"`).catch(async (error) => {
    throw new Error(`${error.message}; the page says: ${await page.evaluate(() => document.body.innerText)}`);
  });
  return titles;
}

describe('the side panel in Firefox ESR', () => {
  test('the sidebar page searches against the emulator, and opens again on that search unbilled', async () => {
    const setup = await scout.firefox.openPage('sidepanel.html');
    const manifest = await setup.evaluate(() => browser.runtime.getManifest());
    expect(manifest.sidebar_action.default_panel).toMatch(/sidepanel\.html$/);
    await setup.evaluate(
      (apiBaseUrl) => browser.storage.local.set({ apiKey: 'demo-pro', settings: { apiBaseUrl } }),
      scout.emulator.baseUrl,
    );
    await setup.close();

    const panel = await scout.firefox.openPage('sidepanel.html');
    await panel.waitForSelector('input[type="search"]');
    await panel.type('input[type="search"]', 'coffee');
    await panel.keyboard.press('Enter');
    const titles = await waitForResults(panel, 'coffee');
    expect(billed()).toBe(1);
    await panel.close();

    const again = await scout.firefox.openPage('sidepanel.html');
    expect(await waitForResults(again, 'coffee')).toEqual(titles);
    expect(billed()).toBe(1);
    await again.close();

    // The side panel's search is the session's last: the tab shows it at no cost, and a page the cache does not hold is
    // the user's click (A13: paging is replayed only by clicks).
    const tab = await scout.firefox.openPage('results.html?q=coffee&offset=1');
    expect(await waitForResults(tab, 'coffee')).toEqual(titles);
    expect(billed()).toBe(1);
    const clickMore = () =>
      tab.evaluate(() => {
        const more = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'More results');
        more?.click();
        return more !== undefined;
      });
    await waitFor(clickMore, 'the "More results" button');
    await waitFor(async () => (await shown(tab)).titles.length > titles.length, 'the two pages in the results tab');
    expect(billed()).toBe(2);
    await tab.close();
  });

  test('the results tab searches its URL\'s query and "Copy link" copies its address in Firefox', async () => {
    // Opened as Scout opens it for the user, with a one-time pass (A13): the address alone would wait for a click.
    const tab = await scout.firefox.openPage('results.html');
    const reply = await tab.evaluate(
      (search) => browser.runtime.sendMessage({ type: 'results.pass', data: { search } }),
      { q: 'python tutorial', page: 0, filters: {} },
    );
    await tab.evaluate((href) => location.assign(href), `results.html?q=python+tutorial&pass=${reply.data.pass}`);
    await waitForResults(tab, 'python tutorial');
    // What the page writes is recorded on its way to the real clipboard (which a test cannot read back).
    await tab.evaluate(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as any).__copied = text;
        return write(text);
      };
    });
    const [button] = await tab.$$('xpath/.//button[normalize-space()="Copy link"]');
    await button!.click();
    await waitFor(
      async () => (await tab.evaluate(() => document.querySelector('.results-copied')?.textContent)) === 'Link copied',
      'Firefox to allow the copy',
    );
    const href = await tab.evaluate(() => location.href);
    expect(await tab.evaluate(() => (window as any).__copied)).toBe(href);
    expect(href).toMatch(/^moz-extension:\/\/.+\/results\.html\?q=python\+tutorial$/);
    await tab.close();
  });

  test('the toolbar preference clears the popup (a click then opens the sidebar) and restores it', async () => {
    const options = await scout.firefox.openPage('options.html');
    const popupOf = () => options.evaluate(() => browser.action.getPopup({}));
    const save = (toolbarOpens: string) =>
      options.evaluate(
        (toolbarOpens) => browser.runtime.sendMessage({ type: 'settings.update', data: { patch: { toolbarOpens } } }),
        toolbarOpens,
      );
    expect(await popupOf()).toMatch(/\/popup\.html$/);
    expect(await save('sidePanel')).toMatchObject({ ok: true, data: { toolbarOpens: 'sidePanel' } });
    expect(await popupOf()).toBe('');
    expect(await save('popup')).toMatchObject({ ok: true });
    expect(await popupOf()).toMatch(/\/popup\.html$/);
    expect(await options.evaluate(() => typeof browser.sidebarAction?.toggle)).toBe('function');
    await options.close();
  });

  test('a result’s menu blocks its site in the side panel (issue 39): gone at once, and the next search sends $discard,site=<host>', async () => {
    await scout.storeKeys({ apiKey: 'demo-pro' });
    const panel = await scout.firefox.openPage('sidepanel.html');
    await panel.waitForSelector('input[type="search"]');
    // The session's last search fills the box when the panel opens: replaced, not appended to.
    await panel.click('input[type="search"]', { count: 3 });
    await panel.type('input[type="search"]', 'chess openings');
    await panel.keyboard.press('Enter');
    await waitForResults(panel, 'chess openings');
    const host = await panel.evaluate(
      () => document.querySelector<HTMLElement>('.app-results [data-site]')!.dataset.site!,
    );
    const ofHost = () =>
      panel.evaluate((host) => document.querySelectorAll(`.app-results [data-site="${host}"]`).length, host);
    expect(await ofHost()).toBeGreaterThan(0);
    await panel.click(`button[aria-label="More actions for ${host}"]`);
    await panel.waitForSelector('[role="menu"] [role="menuitemradio"]');
    await panel.keyboard.press('Enter');
    await waitFor(async () => (await ofHost()) === 0, 'the blocked site’s results gone');
    const searches = () => scout.emulator.requests().filter((request) => request.endpoint === 'web/search');
    const before = searches().length;
    await panel.click('input[type="search"]', { count: 3 });
    await panel.type('input[type="search"]', 'chess opening traps');
    await panel.keyboard.press('Enter');
    await waitForResults(panel, 'chess opening traps');
    expect(searches()).toHaveLength(before + 1);
    expect(searches().at(-1)!.query.goggles).toEqual([`$discard,site=${host}`]);
    expect(await ofHost()).toBe(0);
    await panel.close();
  });
});
