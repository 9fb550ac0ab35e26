/**
 * Playwright fixtures: Debian Chromium, headless, with the built demo extension loaded in a fresh profile.
 * Everything a test reaches is on 127.0.0.1.
 */
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_BUILD_DIR } from './paths';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/chromium';
import { startPageServer, type PageServer } from './page-server';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';

export interface ScoutFixtures {
  extensionDir: string;
  /**
   * Chromium's `--lang` (`test.use({ uiLanguage: 'de' })`): the locale of chrome.i18n's messages. Debian's Chromium
   * ships only en-US.pak, so its own UI and `getUILanguage()` stay en-US, but the extension's messages follow it.
   */
  uiLanguage: string | undefined;
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  openPopup: () => Promise<Page>;
  openOptions: () => Promise<Page>;
  /**
   * Points Scout at the emulator with `key` (as the options page would store them) and resets the emulator's
   * stats and faults, so a test can count exactly what it cost.
   */
  useKey: (key: string | null) => Promise<void>;
  /**
   * The emulator is the worker's, shared by its tests; `reset()` keeps its settings. So every test ends by putting back
   * the settings it found: a test that slows the emulator (omnibox.spec.ts's `latencyMs: 1_500`) once made every later
   * test in its worker wait 1.5 s per request, and the rate-limit test of popup-errors.spec.ts ran out of time.
   */
  emulatorSettingsRestored: void;
}

export interface WorkerFixtures {
  pages: PageServer;
  emulator: RunningEmulator;
}

export const test = base.extend<ScoutFixtures, WorkerFixtures>({
  pages: [
    async ({}, use) => {
      const server = await startPageServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  emulator: [
    async ({}, use) => {
      // Short but real delays, so streaming and progress states are visible to the tests.
      const emulator = await createEmulator({ summaryDelayMs: 300, streamItemDelayMs: 15 });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  emulatorSettingsRestored: [
    async ({ emulator }, use) => {
      const copy = (settings: RunningEmulator['settings']) => ({
        ...settings,
        plans: structuredClone(settings.plans),
        runFaults: structuredClone(settings.runFaults),
      });
      const found = copy(emulator.settings);
      await use();
      Object.assign(emulator.settings, copy(found));
    },
    { auto: true },
  ],
  extensionDir: async ({}, use) => use(DEMO_BUILD_DIR),
  uiLanguage: [undefined, { option: true }],
  context: async ({ extensionDir, uiLanguage }, use) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...chromiumArgs(extensionDir), ...(uiLanguage === undefined ? [] : [`--lang=${uiLanguage}`])],
    });
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  },
  serviceWorker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 10_000 }));
    await use(worker);
  },
  extensionId: async ({ serviceWorker }, use) => use(new URL(serviceWorker.url()).host),
  openPopup: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      return page;
    });
  },
  useKey: async ({ serviceWorker, emulator }, use) => {
    await use(async (key) => {
      emulator.reset();
      await serviceWorker.evaluate(
        async ({ key, apiBaseUrl }) => {
          await chrome.storage.local.set({ settings: { apiBaseUrl } });
          if (key === null) await chrome.storage.local.remove(['apiKey']);
          else await chrome.storage.local.set({ apiKey: key });
        },
        { key, apiBaseUrl: emulator.baseUrl },
      );
    });
  },
  openOptions: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/options.html`);
      return page;
    });
  },
});

export const expect = test.expect;

declare const chrome: {
  storage: { local: { set(items: object): Promise<void>; remove(keys: string[]): Promise<void> } };
};
