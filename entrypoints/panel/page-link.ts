/**
 * The frame's end of the panel's link to the content script of its tab (utils/ui-safe/messaging/panel-link.ts): requests go
 * through the background (`panel.page`), events come straight from the content script, each with this frame's token.
 * No window message is listened to: a page can post to this frame, and nothing posted can prove it is not the page.
 */
import { browser, type Browser } from 'wxt/browser';
import { send } from '@/utils/ui-safe/messaging/client';
import { isRecord } from '@/utils/ui-safe/is-record';
import {
  isPanelToken,
  parsePanelEvent,
  type PanelEvent,
  type PanelReplies,
  type PanelRequest,
} from '@/utils/ui-safe/messaging/panel-link';

/** This frame's token, from its URL's fragment (the content script put it there); undefined when there is none. */
function panelToken(): string | undefined {
  const token = location.hash.slice(1);
  return isPanelToken(token) ? token : undefined;
}

/** The content script's answer, or undefined when it could not be asked (the tab moved on, the panel closed). */
export async function askPage<T extends PanelRequest['type']>(
  request: Extract<PanelRequest, { type: T }>,
): Promise<PanelReplies[T] | undefined> {
  const token = panelToken();
  if (!token) return undefined;
  const reply = await send('panel.page', { token, request });
  return reply.ok ? (reply.data as unknown as PanelReplies[T]) : undefined;
}

/** Events of this frame's content script: sent by Scout, from a tab's top frame, with this frame's token. */
export function onPageEvent(listener: (event: PanelEvent) => void): () => void {
  const token = panelToken();
  const onMessage = (message: unknown, sender: Browser.runtime.MessageSender): undefined => {
    if (!token || sender.id !== browser.runtime.id || sender.tab === undefined || sender.frameId !== 0) return;
    if (!isRecord(message) || message.type !== 'panel.event' || !isRecord(message.data)) return;
    if (message.data.token !== token) return;
    const event = parsePanelEvent(message.data.event);
    if (event) listener(event);
  };
  browser.runtime.onMessage.addListener(onMessage);
  return () => browser.runtime.onMessage.removeListener(onMessage);
}
