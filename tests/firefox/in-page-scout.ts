/**
 * The in-page suites' set-up in Firefox (in-page.test.ts, in-page-attacks.test.ts): the emulator with short summary
 * delays, a page server, Firefox with Scout, and Scout's options page with the demo-ai key and the emulator's address
 * saved in storage.local.
 */
import type { Page } from 'puppeteer-core';
import { createEmulator, type RunningEmulator } from 'brave-search-emulator';
import { startPageServer, type PageServer } from '../e2e/page-server';
import { launchScout, type ScoutFirefox } from './firefox';

declare const browser: any;

export interface InPageScout {
  emulator: RunningEmulator;
  pages: PageServer;
  firefox: ScoutFirefox;
  extensionPage: Page;
}

export async function startInPageScout(): Promise<InPageScout> {
  const emulator = await createEmulator({ summaryDelayMs: 100, streamItemDelayMs: 5 });
  const pages = await startPageServer();
  const firefox = await launchScout();
  const extensionPage = await firefox.openPage('options.html');
  await extensionPage.evaluate(
    (apiBaseUrl) => browser.storage.local.set({ apiKey: 'demo-ai', settings: { apiBaseUrl } }),
    emulator.baseUrl,
  );
  return { emulator, pages, firefox, extensionPage };
}

/** Closes what `startInPageScout` started, whatever part of it came up. */
export async function stopInPageScout(scout: Partial<InPageScout>): Promise<void> {
  await scout.firefox?.close();
  await scout.pages?.close();
  await scout.emulator?.close();
}
