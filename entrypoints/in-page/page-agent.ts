/**
 * The content script's one listener: commands from Scout's background (never from the page: a page cannot send
 * runtime messages), checked by hand against utils/messaging/page-commands.ts. A second injection into the same page
 * finds the first agent and leaves it in charge; an agent left over from before an extension update is retired, in this
 * isolated world or (through a DOM event) in the one it was left in.
 */
import { browser } from 'wxt/browser';
import { PAGE_AGENT_ALIVE, parsePageCommand } from '@/utils/messaging/page-commands';
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

/**
 * After an update or reload Chrome gives the new Scout a new isolated world, out of reach of the slot above, while the
 * old script goes on running in its own with its panel still on the page. The two share only the DOM: a new agent
 * sends this event on the document, and an old one whose extension is gone closes its panel (which gives the page its
 * text back). A live agent ignores it, so a page that sends it closes nothing that works.
 */
const RETIRE_STALE_EVENT = 'scout-retire-stale';

export function startPageAgent(): void {
  const slot = globalThis as AgentSlot;
  const previous = slot[AGENT];
  if (previous?.alive()) return;
  previous?.retire();
  // While Scout is alive: a panel left behind by an update still needs words for its notice.
  rememberPanelStrings();

  document.dispatchEvent(new Event(RETIRE_STALE_EVENT));

  const panel = createPanelController();
  document.addEventListener(RETIRE_STALE_EVENT, () => {
    if (!extensionAlive()) panel.close();
  });
  // Answered through sendResponse, not a returned Promise: this script uses the browser's own API (wxt.config.ts), and
  // Chrome's onMessage does not take a Promise from a listener.
  const listener = (message: unknown, sender: { id?: string }, sendResponse: (answer: unknown) => void): undefined => {
    if (sender.id !== browser.runtime.id) return;
    const command = parsePageCommand(message);
    if (!command) return;
    if (command.type !== 'scout.ping') panel.open(command);
    // Every command is answered, so the background's tabs.sendMessage settles instead of reporting a closed port.
    sendResponse(PAGE_AGENT_ALIVE);
  };
  browser.runtime.onMessage.addListener(listener);
  slot[AGENT] = { alive: extensionAlive, retire: panel.close };
}
