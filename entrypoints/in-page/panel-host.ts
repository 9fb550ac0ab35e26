/**
 * The element Scout's panel lives in: a `<scout-panel>` host with a closed shadow root holding the panel's frame (an
 * extension page, entrypoints/panel/) or one of Scout's short notices. The page can reach the host but not inside it,
 * and never the frame's document (another origin). The host sits in the top layer (`popover="manual"`), above
 * anything the page stacks; its own style is set through CSSOM with `!important`, which beats the page's
 * `!important` rules and is no inline `<style>` a strict page CSP could block (docs/in-page-notes.md). A page that
 * removes the host, or changes its attributes, gets them back a bounded number of times; then Scout gives up.
 */
import hostCss from './host.css?inline';
import { extensionAlive } from './extension-alive';
import { forceHostStyle } from './host-style';
import { clampToViewport, MARGIN } from './panel-position';

export const HOST_TAG = 'scout-panel';
/** Re-attachments and restored attributes after the page tampered with the host, before Scout stops fighting it. */
const MAX_TAMPER = 20;
/** Before the frame says how tall it is. */
const START_HEIGHT = 160;

export interface PanelHost {
  host: HTMLElement;
  /** Replaces what the host shows: the panel's frame, or a notice. */
  show(content: HTMLElement): void;
  moveTo(left: number, top: number): void;
  position(): { left: number; top: number };
  /** The frame's content height, kept within the viewport. */
  setHeight(height: number): void;
  /** Shows the host again, on top of the top layer. */
  raise(): void;
  remove(): void;
}

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/**
 * `onTamper`: the page changed the host or removed it (`reattached`), and it was put back; `onGiveUp`: the page kept
 * doing so, and Scout stopped.
 */
export function createPanelHost(
  events: { onTamper?: (reattached: boolean) => void; onGiveUp?: () => void } = {},
  doc: Document = document,
): PanelHost {
  const host = doc.createElement(HOST_TAG);
  const place = { left: 0, top: 0, height: START_HEIGHT };
  const applyStyle = () => forceHostStyle(host, place);
  const root = host.attachShadow({ mode: 'closed' });
  root.adoptedStyleSheets = [sheet(hostCss)];
  let expected = '';
  const applyAttributes = () => {
    for (const name of host.getAttributeNames()) if (name !== 'style' && name !== 'popover') host.removeAttribute(name);
    host.setAttribute('popover', 'manual');
    applyStyle();
    expected = host.getAttribute('style') ?? '';
  };
  applyAttributes();

  const raise = () => {
    try {
      if (host.matches(':popover-open')) host.hidePopover();
      if (host.isConnected) host.showPopover();
    } catch {
      // A browser without popovers still shows the host, fixed at the top of the page's stacking order.
    }
  };

  // On <html>, not <body>: frameworks re-render the body's content, rarely the root's children.
  doc.documentElement.append(host);
  raise();
  let tampered = 0;
  let removedByScout = false;
  const observer = new MutationObserver(() => {
    if (removedByScout) return;
    // A Scout updated under the page fights neither the page nor the new Scout that replaces this host.
    if (!extensionAlive()) {
      observer.disconnect();
      return;
    }
    const moved = !host.isConnected;
    const changed =
      host.getAttribute('style') !== expected ||
      host.getAttribute('popover') !== 'manual' ||
      host.getAttributeNames().length !== 2;
    if (!moved && !changed) return;
    if (tampered >= MAX_TAMPER) {
      observer.disconnect();
      events.onGiveUp?.();
      return;
    }
    tampered += 1;
    if (moved) doc.documentElement.append(host);
    applyAttributes();
    raise();
    events.onTamper?.(moved);
  });
  const watch = () => {
    observer.observe(doc.documentElement, { childList: true });
    observer.observe(host, { attributes: true });
  };
  watch();
  /** Scout's own changes to the host are not the page's: they are applied, then taken as the expected state. */
  const ours = (change: () => void) => {
    change();
    expected = host.getAttribute('style') ?? '';
    observer.takeRecords();
  };

  return {
    host,
    show(content) {
      root.replaceChildren(content);
    },
    moveTo(left, top) {
      ours(() => {
        Object.assign(place, clampToViewport(left, top));
        applyStyle();
      });
    },
    position() {
      return { left: place.left, top: place.top };
    },
    setHeight(height) {
      ours(() => {
        place.height = Math.round(Math.min(Math.max(height, 48), window.innerHeight - 2 * MARGIN));
        applyStyle();
      });
    },
    raise() {
      ours(raise);
    },
    remove() {
      removedByScout = true;
      observer.disconnect();
      root.replaceChildren();
      host.remove();
    },
  };
}
