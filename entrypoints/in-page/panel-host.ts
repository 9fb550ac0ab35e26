/**
 * The element Scout's panel lives in: a plain `<div>` host with a closed shadow root holding the panel's frame (an
 * extension page, entrypoints/panel/) or one of Scout's short notices. Plain, because a custom element's name can be
 * claimed by the page first (`customElements.define`): its constructor would run on Scout's host and
 * `attachInternals()` hand it the closed root, and so the frame's address and token (docs/security-plan.md F10). A page
 * cannot define `div`, nor attach a root to it first: the root is attached before the host enters the page. The page
 * can reach the host but not inside it, and never the frame's document (another origin). The host sits in the top layer
 * (`popover="manual"`), above anything the page stacks; its own style is set through CSSOM with `!important`, which
 * beats the page's `!important` rules and is no inline `<style>` a strict page CSP could block
 * (docs/in-page-notes.md). A page that removes the host, or changes its attributes, gets them back a bounded number of
 * times; then Scout gives up. Anything that changes inside the root but Scout's own changes is an intrusion: Scout
 * closes the panel (`onIntrusion`). Closing hides the host at once and takes it off the page a moment later (`remove`).
 */
import hostCss from './host.css?inline';
import { extensionAlive } from './extension-alive';
import { forceHostStyle } from './host-style';
import { clampToViewport, MARGIN } from './panel-position';

/**
 * Marks Scout's hosts, so that a later Scout (after an update, in another isolated world) finds a host left behind and
 * replaces it. Only that: a page can put it on its own elements too, so Scout holds its own host by reference.
 */
export const HOST_ATTRIBUTE = 'data-scout-panel';
/** Re-attachments and restored attributes after the page tampered with the host, before Scout stops fighting it. */
const MAX_TAMPER = 20;
/** Before the frame says how tall it is. */
const START_HEIGHT = 160;
/** The attributes the host has, all of them Scout's. */
const HOST_ATTRIBUTES = ['style', 'popover', HOST_ATTRIBUTE];
/**
 * How long a closed host stays on the page, hidden, before it and its frame are removed. Chromium answers a trusted
 * click or key (DevTools' `Input.dispatchMouseEvent`/`dispatchKeyEvent`, and so a test's click) only when the frame it
 * landed in acknowledges it; the panel's ✕ and Esc close the panel through the background, and a frame removed before
 * its acknowledgement reached the browser leaves that call unanswered for ever (issue 36: 1 e2e run in 6 hung).
 * @internal Read outside this file by the tests alone (tests/unit/in-page/).
 */
export const REMOVE_AFTER_MS = 1_000;

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
  /** Runs Scout's own change to what the root holds (e.g. the frame shown once it said hello): no intrusion. */
  change(apply: () => void): void;
  /** Hides the host at once and removes it `REMOVE_AFTER_MS` later; resolves once it is gone. */
  remove(): Promise<void>;
}

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/**
 * `onTamper`: the page changed the host or removed it (`reattached`), and it was put back; `onGiveUp`: the page kept
 * doing so, and Scout stopped; `onIntrusion`: something changed inside the closed root that Scout did not change.
 */
export function createPanelHost(
  events: { onTamper?: (reattached: boolean) => void; onGiveUp?: () => void; onIntrusion?: () => void } = {},
  doc: Document = document,
): PanelHost {
  const host = doc.createElement('div');
  const place = { left: 0, top: 0, height: START_HEIGHT };
  const applyStyle = () => forceHostStyle(host, place);
  const root = host.attachShadow({ mode: 'closed' });
  root.adoptedStyleSheets = [sheet(hostCss)];
  let expected = '';
  const applyAttributes = () => {
    for (const name of host.getAttributeNames()) if (!HOST_ATTRIBUTES.includes(name)) host.removeAttribute(name);
    host.setAttribute('popover', 'manual');
    host.setAttribute(HOST_ATTRIBUTE, '');
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
  let removal: Promise<void> | undefined;
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
      host.getAttribute(HOST_ATTRIBUTE) !== '' ||
      host.getAttributeNames().length !== HOST_ATTRIBUTES.length;
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
  // Only a page holding the root (it cannot: see above) could change what is in it; if anything does, it is not Scout.
  const inside = new MutationObserver(() => {
    if (removedByScout || !extensionAlive()) return;
    inside.disconnect();
    events.onIntrusion?.();
  });
  inside.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  /** Scout's own changes to the host are not the page's: they are applied, then taken as the expected state. */
  const ours = (change: () => void) => {
    change();
    expected = host.getAttribute('style') ?? '';
    observer.takeRecords();
  };
  /** Scout's own changes inside the root: applied, and their records taken before the observer is told of them. */
  const oursInside = (change: () => void) => {
    change();
    inside.takeRecords();
  };

  return {
    host,
    show(content) {
      oursInside(() => root.replaceChildren(content));
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
    change: oursInside,
    remove() {
      if (removal) return removal;
      removedByScout = true;
      observer.disconnect();
      inside.disconnect();
      // Out of sight and out of reach of clicks and focus now; the frame itself goes once its input is answered.
      host.style.setProperty('display', 'none', 'important');
      try {
        if (host.matches(':popover-open')) host.hidePopover();
      } catch {
        // No popovers: display none hides it all the same.
      }
      removal = new Promise((resolve) =>
        setTimeout(() => {
          root.replaceChildren();
          host.remove();
          resolve();
        }, REMOVE_AFTER_MS),
      );
      return removal;
    },
  };
}
