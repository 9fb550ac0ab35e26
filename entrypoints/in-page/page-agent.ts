/**
 * The content script's one listener: commands from Scout's background (never from the page: a page cannot send
 * runtime messages), checked by hand against utils/ui-safe/messaging/page-commands.ts: a job opens the panel, a relayed
 * request of the panel's frame is answered. A second injection into the same page finds the first agent and leaves
 * it in charge; an agent left over from before an extension update in this isolated world is retired. One left in
 * another world (after an update Chrome gives the new Scout a new one) shows that Scout was updated, and the next
 * panel replaces its host: the two share no event the page could also send.
 */
import { browser } from 'wxt/browser';
import { PAGE_AGENT_ALIVE, parsePageCommand } from '@/utils/ui-safe/messaging/page-commands';
import { extensionAlive } from './extension-alive';
import { createPanelController } from './panel-controller';
import { rememberPanelStrings } from './panel-strings';

interface Agent {
  alive(): boolean;
  retire(): void;
}

/** Shared by every copy of the script in this page's isolated world, whichever build of Scout injected it. */
const AGENT = Symbol.for('scout.pageAgent');
type AgentSlot = { [AGENT]?: Agent };

export function startPageAgent(): void {
  const slot = globalThis as AgentSlot;
  const previous = slot[AGENT];
  if (previous?.alive()) return;
  previous?.retire();
  // While Scout is alive: a panel left behind by an update still needs words for its notice.
  rememberPanelStrings();

  const panel = createPanelController();
  // Answered through sendResponse, not a returned Promise: this script uses the browser's own API (wxt.config.ts), and
  // Chrome's onMessage does not take a Promise from a listener (`true` keeps the channel open for a later answer).
  const listener = (
    message: unknown,
    sender: { id?: string },
    sendResponse: (answer: unknown) => void,
  ): true | undefined => {
    if (sender.id !== browser.runtime.id) return;
    const command = parsePageCommand(message);
    if (!command) return;
    if (command.type === 'scout.panel') {
      // Answered even when it is not this panel's (null), so the background's relay settles; a hello may wait for the
      // page's text being read (panel-controller.ts `open`).
      void Promise.resolve(panel.handle(command)).then((reply) => sendResponse(reply ?? null));
      return true;
    }
    if (command.type !== 'scout.ping') panel.open(command);
    // Every command is answered, so the background's tabs.sendMessage settles instead of reporting a closed port.
    sendResponse(PAGE_AGENT_ALIVE);
  };
  browser.runtime.onMessage.addListener(listener);
  slot[AGENT] = { alive: extensionAlive, retire: panel.close };
}
