/**
 * Which surface asked, from the browser-stamped sender (never from a message field): Scout's page by its path, the
 * in-page panel's frame or a content script as the in-page panel. The address bar is the worker's own caller.
 */
import type { Surface } from '@/utils/ui-safe/spending';
import type { Sender } from '@/utils/worker/messaging/sender-policy';

const PAGES: Record<string, Surface> = {
  '/popup.html': 'popup',
  '/results.html': 'results',
  '/sidepanel.html': 'sidePanel',
  '/options.html': 'options',
  '/panel.html': 'inPage',
};

export function surfaceOf(sender: Sender | undefined): Surface {
  if (!sender?.url) return 'worker';
  let url: URL;
  try {
    url = new URL(sender.url);
  } catch {
    return 'worker';
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return 'inPage';
  return Object.hasOwn(PAGES, url.pathname) ? (PAGES[url.pathname] as Surface) : 'worker';
}
