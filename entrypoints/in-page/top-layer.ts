/**
 * Keeps the panel's host on top of the page's top layer and says when a billed click is safe
 * (docs/security-plan.md F8). A page can show a popover, a modal dialog or a fullscreen element, `pointer-events: none`
 * and dressed as something else, over the panel, so that the user's real click lands on "Search". So:
 * - a foreign element entering the top layer (its `toggle` event, a fullscreen change) or the page hiding the host
 *   makes Scout show the host again, on top (`hidePopover` + `showPopover`). Once for an element over the panel: a
 *   second one within RETAKE_WINDOW_MS is the page taking it back, and `onBlocked` closes the panel, saying why; one
 *   elsewhere (a menu, a hovercard) is no fight until more than MAX_RETAKES;
 * - `calm()` says no while ANY foreign element is in the top layer (`covered`: it may paint over the panel wherever its
 *   box is, through its `::backdrop`, a shadow or a child outside its box, and IntersectionObserver v2 does not count
 *   a `pointer-events: none` one; asked at the moment of the click, through open and closed shadow roots alike), and
 *   within CALM_MS of the panel appearing or moving or of a foreign element entering the top layer (Chromium ignores
 *   input on its own prompts for about as long, input_event_activation_protector.cc).
 * In Chrome the frame also watches its own visibility (IntersectionObserver v2, entrypoints/panel/click-guard.ts).
 */
import { browser } from 'wxt/browser';
import type { PanelReplies } from '@/utils/ui-safe/messaging/panel-link';

const CALM_MS = 500;
const MAX_RETAKES = 5;
/** Re-takes for an element over the panel before Scout gives up: once, and the page taking it back closes it. */
const MAX_RETAKES_OVER = 1;
const RETAKE_WINDOW_MS = 10_000;
const TOP_LAYER = ':popover-open, :modal, :fullscreen';

export interface TopLayerWatch {
  /** May a billed button act now; if not, `covered` says a page element is in the top layer (else it just changed). */
  calm(): PanelReplies['calm'];
  /** The panel appeared again (a new frame) or moved. */
  disturbed(): void;
  stop(): void;
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether `element` matches `selector`; false where the browser does not know the selector (no top layer there). */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * An element's shadow root, closed ones included: the content script may read them (Chrome `dom.openOrClosedShadowRoot`,
 * Firefox's `openOrClosedShadowRoot` on the element); a page that hides its overlay in one is still seen.
 */
function shadowOf(element: Element): ShadowRoot | null {
  const api = (browser as { dom?: { openOrClosedShadowRoot?(element: Element): ShadowRoot | null } }).dom;
  try {
    if (api?.openOrClosedShadowRoot) return api.openOrClosedShadowRoot(element);
  } catch {
    // Not an element that can have one.
  }
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  return firefox ?? element.shadowRoot;
}

/** Every element in the page's top layer but `host`, in its shadow roots too. */
function foreignTopLayer(host: HTMLElement): Element[] {
  const found: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      if (element === host) continue;
      if (matches(element, TOP_LAYER)) found.push(element);
      const shadow = shadowOf(element);
      if (shadow) walk(shadow);
    }
  };
  walk(document);
  return found;
}

export function watchTopLayer(
  host: HTMLElement,
  raise: () => void,
  onBlocked: () => void,
  now: () => number = () => performance.now(),
): TopLayerWatch {
  let disturbedAt = now();
  let retakes: { at: number; over: boolean }[] = [];
  /** What was in the top layer when the host was last shown: below it. */
  let below = new Set(foreignTopLayer(host));
  /**
   * Elements `calm()` found shown and took the top layer back from before their `toggle` came: a `toggle` is a task
   * of its own, and a click's question can be answered first (seen under load: the same showing then counted twice,
   * and a single cover closed the panel instead of having its click ignored). Their next `toggle` is that showing.
   */
  const answered = new WeakSet<Element>();
  const isOver = (element: Element) => overlaps(element.getBoundingClientRect(), host.getBoundingClientRect());

  const retake = (over: boolean) => {
    const t = now();
    disturbedAt = t;
    retakes = [...retakes.filter((entry) => t - entry.at < RETAKE_WINDOW_MS), { at: t, over }];
    if (retakes.length > MAX_RETAKES || retakes.filter((entry) => entry.over).length > MAX_RETAKES_OVER) {
      onBlocked();
      return;
    }
    raise();
    below = new Set(foreignTopLayer(host));
  };
  const onToggle = (event: Event) => {
    const { newState } = event as Event & { newState?: string };
    const target = event.target;
    if (target === host) {
      // The page hid the host (Scout's own hide-and-show ends open, and is not the page's doing).
      if (newState === 'closed' && host.isConnected && !matches(host, ':popover-open')) retake(true);
      return;
    }
    if (!(target instanceof Element)) return;
    if (answered.delete(target) || newState !== 'open' || !matches(target, TOP_LAYER)) return;
    retake(isOver(target));
  };
  const onFullscreen = () => {
    const element = document.fullscreenElement;
    if (element && element !== host && !answered.delete(element)) retake(isOver(element));
  };
  // On window, in the capture phase: the earliest Scout can hear of it (toggle events do not bubble).
  window.addEventListener('toggle', onToggle, true);
  document.addEventListener('fullscreenchange', onFullscreen, true);

  return {
    calm() {
      const shown = foreignTopLayer(host);
      // A page may keep its `toggle` from Scout's listener (in a shadow root): what it showed since is found here.
      const newcomers = shown.filter((element) => !below.has(element));
      if (newcomers.length > 0) {
        for (const element of newcomers) answered.add(element);
        retake(newcomers.some(isOver));
      }
      if (shown.length > 0) return { calm: false, covered: true };
      return { calm: now() - disturbedAt >= CALM_MS };
    },
    disturbed() {
      disturbedAt = now();
    },
    stop() {
      window.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('fullscreenchange', onFullscreen, true);
    },
  };
}
