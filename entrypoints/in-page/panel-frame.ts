/**
 * The panel's frame: Scout's panel page (entrypoints/panel/) in an iframe, with a fresh random token in its URL's
 * fragment. The frame sends the token back with each request (utils/ui-safe/messaging/panel-link.ts); the URL, token
 * included, stays inside the host's closed shadow root, out of the page's reach. No `sandbox` attribute: it would
 * give the frame an opaque origin and no extension APIs.
 */
import { browser } from 'wxt/browser';
import { PANEL_PAGE, type PanelScheme } from '@/utils/ui-safe/messaging/panel-link';

/**
 * From the frame's insertion, how long its script may take to say hello. Longer, and it is not running: a page served
 * with a CSP `sandbox` loads the frame but never runs its script (docs/in-page-notes.md), and a frame kept from loading
 * (removed, or navigated elsewhere, before its `load`) never fires one: counting from `load` waited forever for it.
 */
/**
 * 8 s, not the 4 s it was when counted from `load`: it now includes the frame's own loading, which on a busy machine
 * with a heavy page took over 4 s and put up the notice over a panel that was about to say hello (an e2e run on a
 * 288 KB news page, under load).
 * @internal Read outside this file by the tests alone (tests/unit/in-page/panel-controller.test.ts).
 */
export const SILENT_MS = 8_000;

export interface PanelFrame {
  element: HTMLIFrameElement;
  token: string;
  /** The frame's script said hello: it runs. */
  heard(): void;
  stop(): void;
}

/**
 * `scheme`: the page's, which the frame's document takes too (told on hello): when the frame element's colour scheme
 * and its document's differ, the browser paints the frame's canvas opaque, around the panel's rounded corners. Until
 * hello the frame is hidden, as its document has no scheme yet. `onNavigated`: the frame loaded a second document (only
 * the page navigating it does that); `onSilent`: see above. The silence is timed from now: the caller inserts the frame
 * at once (panel-controller.ts `loadFrame`).
 */
export function createPanelFrame(
  title: string,
  scheme: PanelScheme,
  onNavigated: () => void,
  onSilent: () => void,
): PanelFrame {
  const token = crypto.randomUUID();
  const element = document.createElement('iframe');
  element.title = title;
  element.style.setProperty('color-scheme', scheme);
  element.style.setProperty('visibility', 'hidden');
  element.src = `${browser.runtime.getURL(PANEL_PAGE)}#${token}`;
  let loads = 0;
  let heard = false;
  let stopped = false;
  const timer = setTimeout(() => {
    if (!heard && !stopped) onSilent();
  }, SILENT_MS);
  element.addEventListener('load', () => {
    if (stopped) return;
    loads += 1;
    if (loads > 1) onNavigated();
  });
  return {
    element,
    token,
    heard() {
      heard = true;
      clearTimeout(timer);
      element.style.removeProperty('visibility');
    },
    stop() {
      clearTimeout(timer);
      stopped = true;
    },
  };
}
