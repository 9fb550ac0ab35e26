/** The background in a real browser, driven by runtime messages from an extension page, against the emulator. */
import { expect, test } from './fixtures';

declare const chrome: any;

test('a search from an extension page reaches the emulator once and is then served from cache', async ({
  openPopup,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const popup = await openPopup();
  const ask = () =>
    popup.evaluate(() => chrome.runtime.sendMessage({ type: 'search', data: { q: 'coffee in Lisbon' } }));
  const first = await ask();
  expect(first.ok).toBe(true);
  expect(first.data.results.length).toBeGreaterThan(0);
  expect(first.data.placesState).toBe('found');
  const second = await ask();
  expect(second.data.fromCache).toBe(true);
  expect(emulator.stats().keys['demo-ai']?.billed).toBe(1);
});

test('the key never comes back out: key.status gives only a hint', async ({ openOptions, useKey }) => {
  await useKey('demo-secret-key-123456');
  const options = await openOptions();
  const status = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'key.status', data: {} }));
  expect(status).toEqual({ ok: true, data: { set: true, hint: '…3456' } });
});

test('a web page cannot message the background, and a content-script-like sender gets no privileged answer (A8)', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await page.goto(pages.origin + '/');
  const reachable = await page.evaluate(() => typeof (globalThis as any).chrome?.runtime?.sendMessage === 'function');
  expect(reachable).toBe(false);
});
