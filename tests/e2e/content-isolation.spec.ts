/** What a web page and a content script can and cannot reach (docs/security-plan.md A1, B1). */
import { expect, test } from './fixtures';
import { menuClick, openPage } from './pages/in-page';

declare const chrome: any;

test('a content script cannot read storage.local, where the key lives (B1)', async ({
  context,
  pages,
  serviceWorker,
  useKey,
}) => {
  await useKey('demo-secret-key-0001');
  const page = await context.newPage();
  await page.goto(pages.set('/article', '<!doctype html><title>Article</title><p>Some text.</p>'));
  const result = await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: () =>
        chrome.storage.local.get().then(
          (items: object) => JSON.stringify(items),
          (e: Error) => `denied: ${e.message}`,
        ),
    });
    return injection.result as string;
  }, page.url());
  expect(result).toMatch(/^denied/);
  expect(result).not.toContain('demo-secret');
});

/**
 * Everything a page can send at Scout without runtime messaging: window messages shaped like Scout's runtime
 * protocol, its page commands and its panel's link (utils/ui-safe/messaging/page-commands.ts, panel-link.ts), posted to the
 * window and dispatched as DOM events (a MessageEvent at the window, the custom event an older Scout listened to,
 * toggles and clicks at Scout's host).
 */
function attack(): number {
  const token = '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b';
  const frame = { frameId: 1 };
  const shapes: unknown[] = [
    { type: 'search', data: { q: 'spend the quota' } },
    { type: 'page.search', data: { q: 'spend the quota' } },
    { type: 'getKey' },
    { type: 'key.status', data: {} },
    { type: 'scout.ping' },
    { type: 'scout.summarize', text: 'spend the quota' },
    { type: 'scout.findPlaces', text: 'coffee in Lisbon' },
    { type: 'scout.showPlaces', search: { searchId: 'x', query: { original: 'x' }, places: [] } },
    { type: 'scout.panel', token, frame, request: { type: 'hello' } },
    { type: 'scout.panel', token, frame, request: { type: 'close' } },
    { type: 'panel.page', data: { token, request: { type: 'highlight', places: [{ id: 'p', name: 'Lisbon' }] } } },
    { type: 'panel.event', data: { token, event: { type: 'activate', id: 'p' } } },
  ];
  let sent = 0;
  for (const shape of shapes) {
    window.postMessage(shape, '*');
    window.dispatchEvent(new MessageEvent('message', { data: shape, origin: location.origin, source: window }));
    document.dispatchEvent(new CustomEvent('scout-retire-stale', { detail: shape }));
    sent += 3;
  }
  const host = document.querySelector('[data-scout-panel]');
  for (const event of [
    Object.assign(new Event('toggle'), { newState: 'closed' }),
    new MouseEvent('click', { bubbles: true, composed: true }),
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  ]) {
    host?.dispatchEvent(event);
    sent += host ? 1 : 0;
  }
  return sent;
}

test('protocol-shaped window messages, page commands and DOM events from a page reach nothing (A1)', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const { page, panel, tabId } = await openPage(
    context,
    serviceWorker,
    pages.set('/hostile', '<!doctype html><title>Hostile</title><h1>Coffee in Lisbon</h1><p>Hello.</p>'),
  );
  // Scout's content script is injected, as it would be after the user asked Scout to act on this page.
  await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['in-page.js'] });
  }, page.url());
  expect(await page.evaluate(attack)).toBeGreaterThan(30);
  await page.waitForTimeout(500);
  expect(emulator.stats().totals.requests).toBe(0);
  expect(await panel.hostCount()).toBe(0);

  // With the panel open: the page's messages and events neither close, steer nor bill it.
  await menuClick(serviceWorker, tabId, { menuItemId: 'scout-find-places-page' });
  await expect.poll(() => panel.text()).toContain('Torra Roasters');
  // The places have filled in: nothing the panel asks for is still on its way.
  await expect.poll(() => panel.text(), { timeout: 15_000 }).not.toContain('Loading details');
  const requests = emulator.stats().totals.requests;
  const before = await panel.text();
  expect(await page.evaluate(attack)).toBeGreaterThan(30);
  await page.waitForTimeout(500);
  expect(await panel.hostCount()).toBe(1);
  expect(await panel.inFrame()).toBe(true);
  expect(await panel.text()).toBe(before);
  expect(emulator.stats().totals.requests).toBe(requests);
});
