/** The MV3 worker may be stopped at any time (docs/security-plan.md E1): a summary in flight still reaches a definite end. */
import { expect, test } from './fixtures';

declare const chrome: any;
declare const window: any;

test('a summary interrupted by a worker stop is resumed, with no extra billed search (E1)', async ({
  context,
  openPopup,
  useKey,
  emulator,
  extensionId,
}) => {
  await useKey('demo-ai');
  emulator.settings.streamItemDelayMs = 150;
  const popup = await openPopup();
  const search = await popup.evaluate(() =>
    chrome.runtime.sendMessage({ type: 'search', data: { q: 'coffee in Lisbon' } }),
  );
  expect(search.data.summaryState).toBe('available');
  const searchId: string = search.data.searchId;
  const ping = () => popup.evaluate(() => chrome.runtime.sendMessage({ type: 'ping', data: {} }));
  const bootBefore = (await ping()).data.startedAt;

  await popup.evaluate((id) => {
    window.events = [];
    window.portClosed = false;
    const port = chrome.runtime.connect({ name: 'scout.summary' });
    port.onMessage.addListener((e: unknown) => window.events.push(e));
    port.onDisconnect.addListener(() => (window.portClosed = true));
    port.postMessage({ searchId: id });
  }, searchId);
  await expect.poll(() => popup.evaluate(() => window.events.length)).toBeGreaterThan(0);
  expect(await popup.evaluate(() => window.events.some((e: any) => e.final))).toBe(false);

  // Closing the worker's target stops it the way Chrome's idle shutdown does: its globals and ports are gone.
  const browserCdp = await context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.includes(extensionId));
  await browserCdp.send('Target.closeTarget', { targetId: worker!.targetId });
  await expect.poll(() => popup.evaluate(() => window.portClosed)).toBe(true);
  // Closed by the stop, not by the end of the stream.
  expect(await popup.evaluate(() => window.events.some((e: any) => e.final || e.type === 'error'))).toBe(false);

  emulator.settings.streamItemDelayMs = 5;
  const end = await popup.evaluate(
    (id) =>
      new Promise((resolve) => {
        const port = chrome.runtime.connect({ name: 'scout.summary' });
        port.onMessage.addListener((e: any) => {
          if (e.type === 'error' || (e.type === 'summary' && e.final)) resolve(e);
        });
        port.postMessage({ searchId: id });
      }),
    searchId,
  );
  expect(end).toMatchObject({ type: 'summary', final: true, summary: { status: 'complete' } });
  expect(emulator.stats().keys['demo-ai']?.billed).toBe(1);
  expect((await ping()).data.startedAt).not.toBe(bootBefore);
});
