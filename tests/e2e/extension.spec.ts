import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

declare const chrome: any;

test('the built extension loads and its service worker runs', async ({ serviceWorker, extensionId }) => {
  expect(extensionId).toMatch(/^[a-p]{32}$/);
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.name).toBe('Scout');
});

test('the popup renders and a message goes popup → background → popup', async ({ openPopup, extensionDir }) => {
  const version = JSON.parse(fs.readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8')).version;
  const popup = await openPopup();
  await expect(popup.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  const reply = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'ping', data: {} }));
  expect(reply).toEqual({ ok: true, data: { version, startedAt: expect.any(Number) } });
});

test('the options page renders', async ({ openOptions }) => {
  const options = await openOptions();
  await expect(options.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the content script is not injected into pages on its own', async ({ context, pages, serviceWorker }) => {
  const scripts = await serviceWorker.evaluate(() => chrome.runtime.getManifest().content_scripts ?? []);
  expect(scripts).toEqual([]);
  const page = await context.newPage();
  await page.goto(pages.origin + '/');
  await expect(page.locator('[data-scout-panel]')).toHaveCount(0);
});
