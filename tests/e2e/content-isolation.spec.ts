/** What a web page and a content script can and cannot reach (docs/security-plan.md A1, B1). */
import { expect, test } from './fixtures';

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

test('protocol-shaped window messages from a page reach nothing (A1)', async ({
  context,
  pages,
  serviceWorker,
  useKey,
  emulator,
}) => {
  await useKey('demo-ai');
  const page = await context.newPage();
  await page.goto(pages.set('/hostile', '<!doctype html><title>Hostile</title><p>Hello.</p>'));
  // Scout's content script is injected, as it would be after the user asked Scout to act on this page.
  await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['in-page.js'] });
  }, page.url());
  await page.evaluate(() => {
    for (const message of [
      { type: 'search', data: { q: 'spend the quota' } },
      { type: 'page.search', data: { q: 'spend the quota' } },
      { type: 'getKey' },
      { type: 'key.status', data: {} },
    ]) {
      window.postMessage(message, '*');
    }
  });
  await page.waitForTimeout(500);
  expect(emulator.stats().totals.requests).toBe(0);
});
