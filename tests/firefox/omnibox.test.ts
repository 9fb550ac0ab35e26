// @vitest-environment node
/**
 * The address-bar keyword in Firefox ESR (issue 25): the listeners the event page registered with `omnibox` are the
 * ones the demo build's hooks call; suggestions from the Autosuggest key arrive as plain text (Firefox shows the
 * description as it is), Firefox accepts them, and Enter opens the results page where the browser asks, which then
 * runs the search.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { launchScout, waitFor, type ScoutFirefox } from './firefox';

declare const browser: any;

let emulator: RunningEmulator;
let firefox: ScoutFirefox;
let extensionPage: Page;

interface Row {
  content: string;
  description: string;
}

beforeAll(async () => {
  emulator = await createEmulator({ summaryDelayMs: 100, streamItemDelayMs: 5 });
  firefox = await launchScout();
  extensionPage = await firefox.openPage('options.html');
  await extensionPage.evaluate(
    (apiBaseUrl) =>
      browser.storage.local.set({ apiKey: 'demo-search', suggestKey: 'demo-suggest', settings: { apiBaseUrl } }),
    emulator.baseUrl,
  );
});

afterAll(async () => {
  await firefox?.close();
  await emulator?.close();
});

const suggestRequests = () => emulator.stats().keys['demo-suggest']?.endpoints['suggest/search']?.requests ?? 0;

const inputChanged = (text: string): Promise<Row[]> =>
  extensionPage.evaluate(async (text) => {
    const background = await browser.runtime.getBackgroundPage();
    return background.scoutDemo.omnibox.inputChanged(text);
  }, text);

describe('the address bar in Firefox ESR', () => {
  test('the hooks are the very listeners registered with browser.omnibox', async () => {
    const registered = await extensionPage.evaluate(async () => {
      const background = await browser.runtime.getBackgroundPage();
      const { omnibox } = background.browser;
      return {
        entered: omnibox.onInputEntered.hasListener(background.scoutDemo.omnibox.inputEntered),
        // A function that was never registered is not found, so the check above can fail.
        other: omnibox.onInputEntered.hasListener(() => {}),
      };
    });
    expect(registered).toEqual({ entered: true, other: false });
  });

  test('suggestions from the Autosuggest key come as plain text, hostile ones too, and Firefox accepts them', async () => {
    const rows = await inputChanged('pyth');
    expect(rows[0]).toEqual({ content: 'pyth', description: 'Search Scout for “pyth”' });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) {
      expect(row.content.startsWith('pyth')).toBe(true);
      expect(row.description).toBe(row.content);
    }
    expect(suggestRequests()).toBe(1);
    const hostile = await inputChanged('hostile');
    expect(
      hostile
        .slice(1)
        .map((row) => row.description)
        .join(' '),
    ).toContain('<script>alert(1)</script>');
    const refused = await extensionPage.evaluate(
      async (descriptions: string[]) => {
        const errors: string[] = [];
        for (const description of descriptions) {
          try {
            await browser.omnibox.setDefaultSuggestion({ description });
          } catch (error) {
            errors.push(String(error));
          }
        }
        return errors;
      },
      hostile.map((row) => row.description),
    );
    expect(refused).toEqual([]);
    // Only Autosuggest was asked, each request billed to its own plan (A52); the Search key billed nothing.
    expect(emulator.stats().keys['demo-search']?.billed ?? 0).toBe(0);
    expect(emulator.stats().totals.billed).toBe(suggestRequests());
  });

  test('Enter opens the results page for the query in a new tab, which runs the one billed search', async () => {
    const opened = await extensionPage.evaluate(async () => {
      const background = await browser.runtime.getBackgroundPage();
      const seen: string[] = [];
      const record = (tab: { url?: string }) => seen.push(tab.url ?? '');
      const update = (_id: number, change: { url?: string }) => change.url && seen.push(change.url);
      browser.tabs.onCreated.addListener(record);
      browser.tabs.onUpdated.addListener(update);
      await background.scoutDemo.omnibox.inputEntered('coffee in Lisbon', 'newForegroundTab');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const tabs = (await browser.tabs.query({})).map((tab: { url?: string }) => tab.url ?? '');
      browser.tabs.onCreated.removeListener(record);
      browser.tabs.onUpdated.removeListener(update);
      return [...seen, ...tabs];
    });
    const results = `moz-extension://${firefox.uuid}/results.html?q=coffee+in+Lisbon`;
    expect(opened).toContain(results);
    // The user's own Enter: the tab was opened with a one-time pass (A13), which the page took out of its address.
    expect(opened.filter((url) => url.startsWith(`${results}&pass=`))).toHaveLength(1);
    // Enter searched nothing itself: the results page ran the search, billed once.
    await waitFor(
      async () => emulator.stats().keys['demo-search']?.endpoints['web/search']?.successes === 1,
      "the results page's search",
    );
    const billed = emulator
      .requests()
      .filter((request) => request.billed && request.endpoint !== 'suggest/search')
      .map((request) => `${request.endpoint} ${request.query.q?.[0]}`);
    expect(billed).toEqual(['web/search coffee in Lisbon']);
  });
});
