/**
 * The address bar, driven the only way a test can: through the demo build's `scoutDemo.omnibox` hooks, which call the
 * very `onInputChanged` / `onInputEntered` listeners Scout registered (utils/worker/background/demo-hooks.ts).
 */
import type { Worker } from '@playwright/test';
import type { RunningEmulator } from 'brave-search-emulator';

export interface Row {
  content: string;
  description: string;
}

export const SUGGEST_KEY = 'demo-suggest';

/** What typing `text` after the keyword shows: the default row first, then the rows passed to `suggest`. */
export const inputChanged = (worker: Worker, text: string): Promise<Row[]> =>
  worker.evaluate((text) => (globalThis as any).scoutDemo.omnibox.inputChanged(text), text);

export const inputEntered = (worker: Worker, text: string, disposition: string): Promise<void> =>
  worker.evaluate(({ text, disposition }) => (globalThis as any).scoutDemo.omnibox.inputEntered(text, disposition), {
    text,
    disposition,
  });

/** Requests the emulator answered on /suggest/search, for any key. */
export const suggestRequests = (emulator: RunningEmulator): number =>
  Object.values(emulator.stats().keys).reduce((sum, key) => sum + (key.endpoints['suggest/search']?.requests ?? 0), 0);

/** Requests to any endpoint other than /suggest/search (web searches, places, summaries, answers). */
export const otherRequests = (emulator: RunningEmulator): number =>
  emulator.stats().totals.requests - suggestRequests(emulator);

/** Saves the Autosuggest key the way the options page stores it (`storage.local`, read only by the background). */
export const saveSuggestKey = (worker: Worker, key: string): Promise<void> =>
  worker.evaluate((key) => (globalThis as any).chrome.storage.local.set({ suggestKey: key }), key);

export interface OpenedTab {
  tabId: number;
  url: string;
  /** Set for a new tab. */
  active?: boolean;
  /** Set for a new tab. */
  openerTabId?: number;
  index?: number;
}

/**
 * Starts recording, in the background, every tab opened and every address a tab is sent to: the address Scout opened
 * is recorded before the results page loads (and may rewrite its own URL).
 */
export const recordOpenedTabs = (worker: Worker): Promise<void> =>
  worker.evaluate(() => {
    const chrome = (globalThis as any).chrome;
    const seen: OpenedTab[] = ((globalThis as any).__opened = []);
    chrome.tabs.onCreated.addListener((tab: any) =>
      seen.push({
        tabId: tab.id,
        url: tab.pendingUrl || tab.url,
        active: tab.active,
        openerTabId: tab.openerTabId,
        index: tab.index,
      }),
    );
    chrome.tabs.onUpdated.addListener((id: number, change: { url?: string }) => {
      if (change.url) seen.push({ tabId: id, url: change.url });
    });
  });

export const openedTabs = (worker: Worker): Promise<OpenedTab[]> => worker.evaluate(() => (globalThis as any).__opened);
