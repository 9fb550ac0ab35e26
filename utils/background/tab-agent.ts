/**
 * Delivers a command to Scout's content script in one tab's top frame, injecting the script first when no live copy
 * answers there. Injection happens only here, only into the tab the user acted on (activeTab after a menu click or a
 * popup click), and never through a manifest `content_scripts` entry: Scout runs on no page it was not asked to.
 */
import { browser } from 'wxt/browser';
import { PAGE_AGENT_ALIVE, type PageCommand } from '@/utils/messaging/page-commands';

/** WXT builds `entrypoints/in-page/` to this file; the e2e tests inject the same path. */
export const CONTENT_SCRIPT_FILE = '/in-page.js';

const TOP_FRAME = { frameId: 0 };

/** A live copy answers; a missing one (or a stale one from before an update, whose context is gone) does not. */
async function hasLiveAgent(tabId: number): Promise<boolean> {
  try {
    return (
      (await browser.tabs.sendMessage(tabId, { type: 'scout.ping' } satisfies PageCommand, TOP_FRAME)) ===
      PAGE_AGENT_ALIVE
    );
  } catch {
    return false;
  }
}

export async function deliverToTab(tabId: number, command: PageCommand): Promise<void> {
  if (!(await hasLiveAgent(tabId))) {
    await browser.scripting.executeScript({ target: { tabId, frameIds: [0] }, files: [CONTENT_SCRIPT_FILE] });
  }
  await browser.tabs.sendMessage(tabId, command, TOP_FRAME);
}
