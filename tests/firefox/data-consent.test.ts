// @vitest-environment node
/**
 * Firefox's data consent for location (utils/ui-safe/data-flows.ts, utils/ui-safe/data-consent.ts), in Firefox ESR itself: the build
 * declares location as optional data; saving a city in the options asks for it inside the click, searches then carry
 * the city, and once the consent is taken back (as in about:addons) they carry none, though the setting stays.
 * `extensions.webextOptionalPermissionPrompts` off makes Firefox grant the request without its doorhanger, which a
 * headless test cannot click; the request itself is Scout's.
 */
import type { IncomingMessage } from 'node:http';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

declare const browser: any;

const LOCATION = { data_collection: ['locationInfo'] };
/** The X-Loc-City header of every web search the emulator received (null: none). */
const cities: (string | null)[] = [];

const scout = scoutPerFile({ prefs: { 'extensions.webextOptionalPermissionPrompts': false } });

beforeAll(() => {
  scout.emulator.server.on('request', (request: IncomingMessage) => {
    if (request.url?.includes('/web/search')) cities.push((request.headers['x-loc-city'] as string) ?? null);
  });
});

const hasText = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

async function search(query: string): Promise<void> {
  const popup = await scout.firefox.openPage('popup.html');
  await waitFor(() => popup.evaluate(() => document.querySelector('input[type="search"]') !== null), 'the popup');
  const before = cities.length;
  await popup.type('input[type="search"]', query);
  await popup.keyboard.press('Enter');
  await waitFor(async () => cities.length > before, `a web search for "${query}"`);
  await popup.close();
}

test('location goes out only while Firefox allows it: asked for when a city is saved, stopped when taken back', async () => {
  const setup = await scout.firefox.openPage('options.html');
  await setup.evaluate(
    (apiBaseUrl) => browser.storage.local.set({ apiKey: 'demo-search', settings: { apiBaseUrl } }),
    scout.emulator.baseUrl,
  );
  expect(
    await setup.evaluate(
      () => browser.runtime.getManifest().browser_specific_settings.gecko.data_collection_permissions,
    ),
  ).toMatchObject({ required: ['authenticationInfo', 'searchTerms', 'websiteContent'], optional: ['locationInfo'] });
  expect(await setup.evaluate((p) => browser.permissions.contains(p), LOCATION)).toBe(false);
  await setup.close();

  const options = await scout.firefox.openPage('options.html');
  await waitFor(
    () => options.evaluate(() => !document.querySelector<HTMLInputElement>('input[value="city"]')?.disabled),
    'the location form',
  );
  await options.click('input[name="location-mode"][value="city"]');
  await options.type('#options-location-city', 'Lisbon');
  await options.select('#options-location-country', 'PT');
  await (
    (await options.evaluateHandle(() =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save location'),
    )) as any
  ).click();
  await waitFor(() => hasText(options, 'Location saved.'), '"Location saved."');
  expect(await options.evaluate((p) => browser.permissions.contains(p), LOCATION)).toBe(true);

  await search('coffee');
  expect(cities.at(-1)).toBe('Lisbon');

  // Taken back, as the user can in about:addons → Scout → Permissions and data.
  expect(await options.evaluate((p) => browser.permissions.remove(p), LOCATION)).toBe(true);
  await search('coffee shop');
  expect(cities.at(-1)).toBeNull();
  const stored = await options.evaluate(() => browser.storage.local.get('settings'));
  expect(stored.settings.location).toMatchObject({ mode: 'city', city: 'Lisbon', country: 'PT' });

  const again = await scout.firefox.openPage('options.html');
  await waitFor(
    () => hasText(again, 'No location is sent at the moment: Firefox does not let Scout send it.'),
    'the note',
  );
});
