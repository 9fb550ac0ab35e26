// @vitest-environment node
/**
 * Spending in Firefox ESR itself (issue 37): three searches and a repeat read "This month: $0.015" on the popup and
 * "$0.015" for Search in the options' Spending section; with "Monthly limit for Search (US$)" at 0.02 the fourth
 * search goes to the emulator, the fifth does not (refused before it leaves, the limit named), and a repeat is still
 * answered from the cache.
 */
import type { IncomingMessage } from 'node:http';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

let searches = 0;

const scout = scoutPerFile();

beforeAll(() => {
  scout.emulator.server.on('request', (request: IncomingMessage) => {
    if (request.url?.includes('/web/search')) searches += 1;
  });
});

const text = (page: Page) => page.evaluate(() => document.body.innerText);

async function search(popup: Page, query: string, answered: (page: Page) => Promise<boolean>): Promise<void> {
  await popup.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = '';
  });
  await popup.type('input[type="search"]', query);
  await popup.keyboard.press('Enter');
  await waitFor(() => answered(popup), `the answer to "${query}"`);
}

const results = (query: string) => async (page: Page) =>
  page.evaluate(
    (q) => document.querySelector('[aria-busy="false"]') !== null && document.body.innerText.includes(q),
    query,
  );

test('the ledger, the "This month" line and a monthly limit that holds before the request leaves', async () => {
  await scout.storeKeys({ apiKey: 'demo-search' });

  const popup = await scout.firefox.openPage('popup.html');
  await waitFor(() => popup.evaluate(() => document.querySelector('input[type="search"]') !== null), 'the popup');
  for (const q of ['spend one', 'spend two', 'spend three', 'spend one']) await search(popup, q, results(q));
  expect(searches).toBe(3);
  await waitFor(async () => (await text(popup)).includes('This month: $0.015'), 'This month: $0.015');

  const options = await scout.firefox.openPage('options.html#spending');
  await waitFor(
    () => options.evaluate(() => document.querySelector('#spending tr[data-plan="search"]') !== null),
    'the Spending section',
  );
  expect(await options.evaluate(() => document.querySelector('#spending tr[data-plan="search"] td')?.textContent)).toBe(
    '$0.015',
  );
  expect(await options.evaluate(() => document.querySelector('label[for="spending-limit-search"]')?.textContent)).toBe(
    'Monthly limit for Search (US$)',
  );
  await options.type('#spending-limit-search', '0.02');
  await waitFor(async () => (await text(options)).includes('Saved.'), 'the limit saved');

  await search(popup, 'spend four', results('spend four'));
  expect(searches).toBe(4);
  await search(popup, 'spend five', async (page) => (await text(page)).includes('monthly limit for Search ($0.020)'));
  expect(searches).toBe(4);
  await search(popup, 'spend two', results('spend two'));
  expect(searches).toBe(4);
  await waitFor(async () => (await text(popup)).includes('This month: $0.020'), 'This month: $0.020');
});
