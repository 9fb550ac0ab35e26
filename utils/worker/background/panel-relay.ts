/**
 * The background's part in the panel's link (utils/ui-safe/messaging/panel-link.ts): a request of the panel frame goes to the
 * content script in the top frame of the frame's own tab, with the frame's browser-stamped identity, and the content
 * script's answer comes back. Nothing is kept here between requests: the MV3 worker may stop at any time, and the
 * token pairs the two ends without it.
 */
import { browser } from 'wxt/browser';
import type { PageCommand } from '@/utils/ui-safe/messaging/page-commands';
import type { PanelRequest } from '@/utils/ui-safe/messaging/panel-link';
import type { Sender } from '@/utils/worker/messaging/sender-policy';

const TOP_FRAME = { frameId: 0 };

export async function relayToPage(token: string, request: PanelRequest, sender: Sender): Promise<unknown> {
  const tabId = sender.tab?.id;
  // The router let only the panel frame through (sender-policy.ts), which has a tab and a frameId > 0.
  if (typeof tabId !== 'number' || typeof sender.frameId !== 'number') throw new Error('No tab to relay to.');
  const frame = { frameId: sender.frameId, ...(sender.documentId !== undefined && { documentId: sender.documentId }) };
  const command: PageCommand = { type: 'scout.panel', token, frame, request };
  const reply = await browser.tabs.sendMessage(tabId, command, TOP_FRAME);
  // No content script holds this token (the tab navigated, or Scout was updated under it): nothing to answer.
  if (reply === undefined || reply === null) throw new Error('No panel owner in this tab.');
  return reply;
}
