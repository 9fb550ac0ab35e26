/**
 * The element Scout's panel lives in: a `<scout-panel>` host with a closed shadow root, so the page can neither
 * reach the panel (`host.shadowRoot` is null) nor style it, and the panel's styles never leak out. Styles are
 * constructable stylesheets and the host's own style is set through CSSOM with `!important`: neither is an inline
 * `<style>`/`style=""` that a strict page CSP could block, and inline `!important` beats the page's `!important`
 * rules (docs/in-page-notes.md). A page that removes the host (single-page apps re-render) gets it back, a
 * bounded number of times.
 */
import scoutCss from '@/components/scout.css?inline';
import resultsCss from '@/components/results.css?inline';
import placesCss from '@/components/places.css?inline';
import summaryCss from '@/components/summary.css?inline';
import panelCss from './panel.css?inline';

export const HOST_TAG = 'scout-panel';
/** Re-attachments after the page removed the panel, before Scout stops fighting the page. */
const MAX_REATTACH = 20;
export const PANEL_WIDTH = 380;
const MARGIN = 12;

export interface PanelHost {
  host: HTMLElement;
  /** Where Preact renders the panel. */
  mount: HTMLElement;
  moveTo(left: number, top: number): void;
  position(): { left: number; top: number };
  /** Light or dark, from the page (the panel follows the page it is on, not the system). */
  setScheme(scheme: 'light' | 'dark'): void;
  remove(): void;
}

const HOST_STYLE: ReadonlyArray<[string, string]> = [
  ['all', 'initial'],
  ['display', 'block'],
  ['position', 'fixed'],
  ['z-index', '2147483647'],
  ['width', `${PANEL_WIDTH}px`],
  ['max-width', `calc(100vw - ${2 * MARGIN}px)`],
  ['visibility', 'visible'],
  ['opacity', '1'],
  ['transform', 'none'],
  ['pointer-events', 'auto'],
];

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/** Keeps a panel of PANEL_WIDTH inside the viewport. */
export function clampToViewport(left: number, top: number): { left: number; top: number } {
  const maxLeft = Math.max(MARGIN, window.innerWidth - PANEL_WIDTH - MARGIN);
  const maxTop = Math.max(MARGIN, window.innerHeight - 120);
  return { left: Math.min(Math.max(MARGIN, left), maxLeft), top: Math.min(Math.max(MARGIN, top), maxTop) };
}

/** Next to the selection (below it, or above when there is no room), else the top-right corner. */
export function initialPosition(anchor: DOMRectReadOnly | undefined): { left: number; top: number } {
  if (!anchor || (anchor.width === 0 && anchor.height === 0)) {
    return clampToViewport(window.innerWidth - PANEL_WIDTH - MARGIN, MARGIN);
  }
  const below = anchor.bottom + 8;
  const top = below + 240 <= window.innerHeight ? below : anchor.top - 8 - 240;
  return clampToViewport(anchor.left, top);
}

export function createPanelHost(doc: Document = document): PanelHost {
  const host = doc.createElement(HOST_TAG);
  for (const [property, value] of HOST_STYLE) host.style.setProperty(property, value, 'important');
  const root = host.attachShadow({ mode: 'closed' });
  // Only the components' areas the panel renders (not the popup's news, videos, discussions, FAQ and infobox).
  root.adoptedStyleSheets = [scoutCss, resultsCss, placesCss, summaryCss, panelCss].map(sheet);
  const mount = doc.createElement('div');
  root.append(mount);

  // On <html>, not <body>: frameworks re-render the body's content, rarely the root's children.
  const parent = doc.documentElement;
  parent.append(host);
  let reattached = 0;
  let removedByScout = false;
  const observer = new MutationObserver(() => {
    if (removedByScout || host.isConnected) return;
    if (reattached >= MAX_REATTACH) {
      observer.disconnect();
      return;
    }
    reattached += 1;
    doc.documentElement.append(host);
  });
  observer.observe(parent, { childList: true });

  return {
    host,
    mount,
    moveTo(left, top) {
      const clamped = clampToViewport(left, top);
      host.style.setProperty('left', `${clamped.left}px`, 'important');
      host.style.setProperty('top', `${clamped.top}px`, 'important');
    },
    position() {
      return {
        left: parseFloat(host.style.getPropertyValue('left')) || 0,
        top: parseFloat(host.style.getPropertyValue('top')) || 0,
      };
    },
    setScheme(scheme) {
      host.dataset.scheme = scheme;
    },
    remove() {
      removedByScout = true;
      observer.disconnect();
      host.remove();
    },
  };
}
