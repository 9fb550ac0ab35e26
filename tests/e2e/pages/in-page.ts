/**
 * Driving Scout on a web page the way a user would: open a page, select its heading, and click one of Scout's
 * context-menu items (through the demo build's `scoutDemo.contextMenuClick`, which is the very `onClicked` listener).
 * Shared by the in-page and the AI-answers specs.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect } from '../fixtures';
import { ScoutPanel } from './panel';

declare const chrome: any;

export async function tabIdOf(serviceWorker: Worker, page: Page): Promise<number> {
  const ids = await serviceWorker.evaluate(
    async (url) => (await chrome.tabs.query({ url })).map((tab: { id: number }) => tab.id),
    page.url(),
  );
  expect(ids, `exactly one tab shows ${page.url()}`).toHaveLength(1);
  return ids[0] as number;
}

/** What a click on one of Scout's context-menu items does: the demo build exposes the registered listener itself. */
export async function menuClick(serviceWorker: Worker, tabId: number, info: Record<string, unknown>): Promise<void> {
  await serviceWorker.evaluate(
    ({ info, tabId }) => (globalThis as any).scoutDemo.contextMenuClick(info, { id: tabId }),
    { info, tabId },
  );
}

/** Selects the page's main heading, as a user would before right-clicking it; returns the selected text. */
export function selectHeading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
}

/** A new tab showing `url`, its panel driver, and its tab id. */
export async function openPage(context: BrowserContext, serviceWorker: Worker, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  const panel = await ScoutPanel.attach(page);
  return { page, panel, tabId: await tabIdOf(serviceWorker, page) };
}
