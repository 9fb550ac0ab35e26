// @vitest-environment node
/**
 * A revoked host permission (docs/security-plan.md E6; Firefox MV3 lets the user revoke an add-on's host permissions): the
 * popup's search says Scout cannot reach the API and offers "Allow Scout to reach …", whose click asks for the
 * permission (`permissions.request` inside the click); once granted, the search runs again and shows results.
 * `extensions.webextOptionalPermissionPrompts` off makes Firefox grant the request without its doorhanger, which a
 * headless test cannot click; the request itself is Scout's.
 */
import { expect, test } from 'vitest';
import { waitFor } from './firefox';
import { scoutPerFile } from './scout-per-file';

declare const browser: any;

const ORIGIN = 'http://127.0.0.1/*';

const scout = scoutPerFile({ prefs: { 'extensions.webextOptionalPermissionPrompts': false } });

test('a revoked API origin is re-granted from the popup, and the search then runs', async () => {
  const setup = await scout.firefox.openPage('popup.html');
  await setup.evaluate(
    (apiBaseUrl) => browser.storage.local.set({ apiKey: 'demo-pro', settings: { apiBaseUrl } }),
    scout.emulator.baseUrl,
  );
  expect(await setup.evaluate((origin) => browser.permissions.remove({ origins: [origin] }), ORIGIN)).toBe(true);
  expect(await setup.evaluate((origin) => browser.permissions.contains({ origins: [origin] }), ORIGIN)).toBe(false);
  await setup.close();
  const page = await scout.firefox.openPage('popup.html');
  await waitFor(() => page.evaluate(() => document.querySelector('input[type="search"]') !== null), 'the popup');

  await page.type('input[type="search"]', 'coffee');
  await page.keyboard.press('Enter');
  const allow = `Allow Scout to reach ${new URL(scout.emulator.baseUrl).host}`;
  await waitFor(
    () =>
      page.evaluate(
        (label) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label),
        allow,
      ),
    `the "${allow}" button`,
  ).catch(async (error) => {
    throw new Error(`${error.message}; the popup says: ${await page.evaluate(() => document.body.innerText)}`);
  });
  expect(scout.emulator.stats().totals.requests).toBe(0);

  const button = await page.evaluateHandle(
    (label) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label),
    allow,
  );
  await (button as any).click();
  await waitFor(
    () => page.evaluate((origin) => browser.permissions.contains({ origins: [origin] }), ORIGIN),
    'the permission',
  );
  await waitFor(
    () => page.evaluate(() => document.querySelectorAll('.app-answer li a.scout-result-title').length > 0),
    'results after the grant',
  );
  expect(scout.emulator.stats().keys['demo-pro']?.billed).toBe(1);
});
