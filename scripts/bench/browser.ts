/**
 * Chromium with Scout's demo build loaded (the production build plus the emulator's host permissions, the
 * context-menu hook and a blank page: wxt.config.ts), as the end-to-end tests start it (scripts/chromium.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { CHROMIUM_PATH, chromiumArgs } from '../chromium';
import { EXTENSION_PAGE_PROBE, type PopupMarks } from './probe';
import { recordWire, type WireRecord } from './wire';

declare const chrome: any;

export interface Browser {
  context: BrowserContext;
  extensionId: string;
  /** The running service worker, started again (by a message) if it was stopped. */
  worker(): Promise<Worker>;
  /** Opens an extension page in a new tab; returns the tab and the time the navigation took to its load event. */
  open(file: string): Promise<Page>;
  /**
   * Starts from a fresh install with these API key(s) and settings: storage emptied, the worker restarted, so
   * nothing learnt of the previous key (its plan) carries over.
   */
  configure(items: Record<string, unknown>): Promise<void>;
  /** Stops every service worker (CDP ServiceWorker.stopAllWorkers) and waits until Scout's is stopped. */
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export async function launch(extensionDir: string): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs(extensionDir),
  });
  await context.addInitScript(EXTENSION_PAGE_PROBE);
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(first.url()).host;
  const control = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(control);
  let running = true;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions as { scriptURL: string; runningStatus: string }[])
      if (version.scriptURL.includes(extensionId)) running = version.runningStatus !== 'stopped';
  });
  await cdp.send('ServiceWorker.enable');

  const responds = (w: Worker) =>
    Promise.race([
      w.evaluate(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
    ]).catch(() => false);
  const worker = async (): Promise<Worker> => {
    for (let attempt = 0; attempt < 50; attempt++) {
      for (const w of context.serviceWorkers().filter((w) => w.url().includes(extensionId)))
        if (running && (await responds(w))) return w;
      // Any message wakes a stopped worker (this one is refused as unknown, which is all it needs to do).
      if (!control.url().startsWith('chrome-extension:'))
        await control.goto(`chrome-extension://${extensionId}/blank.html`);
      await control.evaluate(() => chrome.runtime.sendMessage({ type: 'bench-wake' }).catch(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the service worker did not start again');
  };

  const stopWorker = async () => {
    await cdp.send('ServiceWorker.stopAllWorkers');
    for (let i = 0; running && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    if (running) throw new Error('the service worker did not stop');
  };

  return {
    context,
    extensionId,
    worker,
    stopWorker,
    async open(file) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    },
    async configure(items) {
      await (
        await worker()
      ).evaluate(async (values) => {
        await chrome.storage.session.clear();
        await chrome.storage.local.clear();
        await chrome.storage.local.set(values);
      }, items);
      await stopWorker();
    },
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What a part of the bench measures against: a fresh emulator, what went over its wire, and Scout's demo build. */
export interface Bench {
  emulator: RunningEmulator;
  wire: WireRecord[];
  browser: Browser;
}

/** Runs `measure` on a fresh emulator started with `options` and the demo build in `extensionDir`; closes both after. */
export async function withBench<T>(
  options: Parameters<typeof createEmulator>[0],
  extensionDir: string,
  measure: (bench: Bench) => Promise<T>,
): Promise<T> {
  const emulator = await createEmulator(options);
  const wire = recordWire(emulator.server);
  const browser = await launch(extensionDir);
  try {
    return await measure({ emulator, wire, browser });
  } finally {
    await browser.close();
    await emulator.close();
  }
}

/** The probe's marks in a page (scripts/bench/probe.ts). */
export const marksOf = (page: Page): Promise<PopupMarks> => page.evaluate(() => ({ ...(window as any).__bench.marks }));

/** Resets the probe's marks and starts watching for the given things to appear after they were cleared. */
export const arm = (page: Page, ...kinds: ('results' | 'summary' | 'places')[]): Promise<void> =>
  page.evaluate((k) => (window as any).__bench.arm(...k), kinds);

/**
 * Waits until `name` is marked and returns the marks. The page tells when (the probe's `when`): no polling runs in the
 * measured page while it works, as Playwright's `waitForFunction` would, on every animation frame.
 */
export const waitForMark = (page: Page, name: keyof PopupMarks, timeoutMs = 20_000): Promise<PopupMarks> =>
  page.evaluate(({ n, ms }) => (window as any).__bench.when(n, ms), { n: name, ms: timeoutMs });
