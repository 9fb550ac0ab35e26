/** The MV3 worker may be stopped at any time (docs/security-plan.md E1): a summary in flight still reaches a definite end. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_BUILD_DIR } from './paths';

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

test.describe('a worker stopped while the browser installs it (issue 35)', () => {
  // The demo build with a slow install: the stop below lands inside the install every time (the real one lasts a
  // few ms to a few hundred, and a stop from CDP in the first second of a fresh profile sometimes lands in it). 10 s,
  // not 2: on a loaded machine the context's set-up alone took over 2 s, and the stop missed the install.
  test.use({
    extensionDir: async ({}, use) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-slow-install-'));
      fs.cpSync(DEMO_BUILD_DIR, dir, { recursive: true });
      const worker = path.join(dir, 'background.js');
      const slowInstall =
        "self.addEventListener('install', (e) => e.waitUntil(new Promise((r) => setTimeout(r, 10000))));";
      fs.writeFileSync(worker, `${slowInstall}\n${fs.readFileSync(worker, 'utf8')}`);
      await use(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });

  test('leaves no lost worker behind once a Scout page opens', async ({ context, extensionId, openPopup }) => {
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    // The stop lands while the install runs: asked for once the browser reports the version installing (a stop sent
    // before the worker started, or after its install, missed it on a loaded machine).
    const installing = new Promise<void>((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((v) => v.status === 'installing' && v.runningStatus === 'running')) resolve();
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await installing;
    await cdp.send('ServiceWorker.stopAllWorkers');
    await blank.goto(`chrome-extension://${extensionId}/blank.html`);
    const ping = () =>
      blank.evaluate(() =>
        chrome.runtime.sendMessage({ type: 'ping', data: {} }).then(
          (reply: any) => (reply.ok ? 'answered' : reply.error.kind),
          (error: unknown) => String(error),
        ),
      );
    const registered = () =>
      blank.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration ? `${registration.scope} ${registration.active ? 'active' : 'installing'}` : null;
      });

    // The browser dropped the registration with the failed install, and keeps the worker as registered: every message
    // waits through its start retries and fails, for the rest of the session.
    await expect.poll(registered, { timeout: 30_000 }).toBeNull();
    expect(await ping()).toContain('Receiving end does not exist');

    // The user opens the popup: its first message brings the worker back, and every page is answered again.
    await openPopup();
    // The worker registered again installs as slowly (the same script): 10 s, and the browser's start retries.
    await expect.poll(registered, { timeout: 25_000 }).toBe(`chrome-extension://${extensionId}/ active`);
    await expect.poll(ping, { timeout: 10_000 }).toBe('answered');
    await cdp.send('ServiceWorker.stopAllWorkers');
    expect(await ping()).toBe('answered');
  });
});
