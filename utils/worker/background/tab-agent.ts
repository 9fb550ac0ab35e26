/**
 * Delivers a command to Scout's content script in one tab's top frame, injecting the script first when no live copy
 * answers there. Injection happens only here, only into the tab the user acted on (activeTab after a menu click or a
 * popup click), and never through a manifest `content_scripts` entry: Scout runs on no page it was not asked to.
 *
 * Only into the document the user acted on, too: the tab may navigate (or bring back a page from the back/forward
 * cache, with a live copy of its own) between the click and the delivery. Its top document is pinned first, and the
 * ping, the injection and the command all name it by `documentId`, so the browser refuses them once it is gone
 * (issue 22, finding 6). Where the browser reports no document id (Firefox before 153), they go to the top frame.
 */
import { browser } from 'wxt/browser';
import { PAGE_AGENT_ALIVE, type PageCommand } from '@/utils/ui-safe/messaging/page-commands';

/** WXT builds `entrypoints/in-page/` to this file; the e2e tests inject the same path. */
const CONTENT_SCRIPT_FILE = '/in-page.js';

/** A tab's top frame, as the document in it now: `documentId` where the browser names it. */
interface TopDocument {
  frameId: 0;
  documentId?: string;
}

/**
 * The document in the tab's top frame now. `pageUrl`: the page the user clicked on (a menu click says which); a tab that
 * already shows another one gets nothing.
 */
async function pinTopDocument(tabId: number, pageUrl: string | undefined): Promise<TopDocument> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId, frameIds: [0] },
    func: () => location.href,
  });
  if (pageUrl !== undefined && (typeof frame?.result !== 'string' || !samePage(frame.result, pageUrl)))
    throw new Error('The tab shows another page than the one the user acted on.');
  const documentId: unknown = frame?.documentId;
  return typeof documentId === 'string' && documentId !== '' ? { frameId: 0, documentId } : { frameId: 0 };
}

/** A fragment is no other document. */
function samePage(a: string, b: string): boolean {
  return a.split('#')[0] === b.split('#')[0];
}

/** A live copy answers; a missing one (or a stale one from before an update, whose context is gone) does not. */
async function hasLiveAgent(tabId: number, target: TopDocument): Promise<boolean> {
  try {
    return (
      (await browser.tabs.sendMessage(tabId, { type: 'scout.ping' } satisfies PageCommand, target)) === PAGE_AGENT_ALIVE
    );
  } catch {
    return false;
  }
}

export async function deliverToTab(tabId: number, command: PageCommand, pageUrl?: string): Promise<void> {
  const target = await pinTopDocument(tabId, pageUrl);
  if (!(await hasLiveAgent(tabId, target))) {
    await browser.scripting.executeScript({
      target: target.documentId === undefined ? { tabId, frameIds: [0] } : { tabId, documentIds: [target.documentId] },
      files: [CONTENT_SCRIPT_FILE],
    });
  }
  await browser.tabs.sendMessage(tabId, command, target);
}
