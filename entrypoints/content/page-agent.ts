/**
 * The content script's one listener: commands from Scout's background (never from the page: a page cannot send
 * runtime messages), checked by hand against utils/messaging/page-commands.ts. A second injection into the same page
 * finds the first agent and leaves it in charge; an agent left over from before an extension update is retired.
 */
import { browser } from 'wxt/browser';
import { PAGE_AGENT_ALIVE, parsePageCommand } from '@/utils/messaging/page-commands';
import { extensionAlive } from './extension-alive';
import { createPanelController } from './panel-controller';

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

  const panel = createPanelController();
  const listener = (message: unknown, sender: { id?: string }): Promise<unknown> | undefined => {
    if (sender.id !== browser.runtime.id) return undefined;
    const command = parsePageCommand(message);
    if (!command) return undefined;
    if (command.type !== 'scout.ping') panel.open(command);
    // Every command is answered, so the background's tabs.sendMessage settles instead of reporting a closed port.
    return Promise.resolve(PAGE_AGENT_ALIVE);
  };
  browser.runtime.onMessage.addListener(listener);
  slot[AGENT] = { alive: extensionAlive, retire: panel.close };
}
