// @vitest-environment node
/**
 * The results' tabs in Firefox ESR, in the side panel's page (opened as a tab, as sidebar.test.ts does): Images asks
 * /images/search once and shows its thumbnails, News asks /news/search, and going back to All or to a loaded tab
 * asks nothing.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

const scout = scoutPerFile();

const asked = (endpoint: string) => scout.emulator.requests().filter((request) => request.endpoint === endpoint).length;

const chooseTab = (page: Page, name: string) =>
  waitFor(
    () =>
      page.evaluate((name) => {
        const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name);
        tab?.click();
        return tab?.getAttribute('aria-selected') === 'true';
      }, name),
    `the ${name} tab`,
  );

describe('the verticals in Firefox ESR', () => {
  test('Images and News each asked once, their content shown; back to All asks nothing', async () => {
    await scout.storeKeys({ apiKey: 'demo-pro' });

    const panel = await scout.firefox.openPage('sidepanel.html');
    await panel.waitForSelector('input[type="search"]');
    await panel.type('input[type="search"]', 'coffee');
    await panel.keyboard.press('Enter');
    await waitFor(
      () => panel.evaluate(() => document.querySelectorAll('[role="tab"]').length === 4),
      'the tabs All, News, Videos and Images',
    );
    expect(
      await panel.evaluate(() => [...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)),
    ).toEqual(['All', 'News', 'Videos', 'Images']);

    await chooseTab(panel, 'Images');
    await waitFor(
      () => panel.evaluate(() => document.querySelectorAll('.scout-image-grid img').length >= 10),
      'at least 10 images',
    );
    await chooseTab(panel, 'News');
    await waitFor(() => panel.evaluate(() => document.querySelector('.scout-news li') !== null), 'the news');
    expect([asked('images/search'), asked('news/search')]).toEqual([1, 1]);

    const requests = scout.emulator.requests().length;
    await chooseTab(panel, 'All');
    await chooseTab(panel, 'Images');
    await chooseTab(panel, 'All');
    expect(scout.emulator.requests().length).toBe(requests);
    await panel.close();
  });
});
