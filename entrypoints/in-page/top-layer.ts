/**
 * Keeps the panel's host on top of the page's top layer and says when a billed click is safe
 * (docs/security-plan.md F8). A page can show a popover or a modal dialog, `pointer-events: none` and dressed as
 * something else, over the panel, so that the user's real click lands on "Search". So:
 * - a foreign element entering the top layer (its `toggle` event, a fullscreen change) or the page hiding the host
 *   makes Scout show the host again, on top (`hidePopover` + `showPopover`); more than MAX_RETAKES of those within
 *   RETAKE_WINDOW_MS and the page is fighting: `onBlocked` closes the panel;
 * - `calm()` is false within CALM_MS of the panel appearing or moving, or of any of the above (Chromium ignores input
 *   on its own prompts for about as long, input_event_activation_protector.cc), and while a foreign top-layer
 *   element that appeared since the host was last shown overlaps it (a page may stop its `toggle` events from
 *   reaching Scout's listener: this looks, when asked).
 * In Chrome the frame also watches its own visibility (IntersectionObserver v2, entrypoints/panel/click-guard.ts).
 */
const CALM_MS = 500;
const MAX_RETAKES = 5;
const RETAKE_WINDOW_MS = 10_000;
const TOP_LAYER = ':popover-open, :modal, :fullscreen';

export interface TopLayerWatch {
  /** May a billed button act now? */
  calm(): boolean;
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

function foreignTopLayer(host: HTMLElement): Element[] {
  try {
    return [...document.querySelectorAll(TOP_LAYER)].filter((element) => element !== host);
  } catch {
    return []; // A browser that knows none of these selectors has no top layer to fight over.
  }
}

export function watchTopLayer(
  host: HTMLElement,
  raise: () => void,
  onBlocked: () => void,
  now: () => number = () => performance.now(),
): TopLayerWatch {
  let disturbedAt = now();
  let retakes: number[] = [];
  /** What was in the top layer when the host was last shown: below it. */
  let below = new Set(foreignTopLayer(host));

  const retake = () => {
    const t = now();
    disturbedAt = t;
    retakes = [...retakes.filter((at) => t - at < RETAKE_WINDOW_MS), t];
    if (retakes.length > MAX_RETAKES) {
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
      if (newState === 'closed' && host.isConnected && !matches(host, ':popover-open')) retake();
      return;
    }
    if (newState === 'open' && target instanceof Element && matches(target, TOP_LAYER)) retake();
  };
  const onFullscreen = () => {
    if (document.fullscreenElement && document.fullscreenElement !== host) retake();
  };
  // On window, in the capture phase: the earliest Scout can hear of it (toggle events do not bubble).
  window.addEventListener('toggle', onToggle, true);
  document.addEventListener('fullscreenchange', onFullscreen, true);

  return {
    calm() {
      const box = host.getBoundingClientRect();
      const newcomers = foreignTopLayer(host).filter(
        (element) => !below.has(element) && overlaps(element.getBoundingClientRect(), box),
      );
      if (newcomers.length > 0) retake();
      return now() - disturbedAt >= CALM_MS;
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
