/**
 * The page's text map read ahead of its highlights. Reading a big page's text and layout (text-map.ts, visibility.ts)
 * is most of what highlighting costs, and when the user asks to find places on the page the page's own thread has
 * nothing to do while the panel's frame loads and searches: the map is read then, and used if nothing on the page
 * changed meanwhile. Any change to the page's DOM (but Scout's own panel host), or to the window's size or zoom, throws
 * it away, and the highlighter reads the page again, as it always did. Layout is thus read when the user asked rather
 * than when the answer came; text the page itself shows or hides in between changes its DOM, so that is seen.
 */
import { buildTextMap, type TextMap } from './text-map';
import { laidOutInline, visibilityTest } from './visibility';

export interface ReadAhead {
  /** Reads the map of the document's body in a task of its own, after the page's next frame. */
  start(): void;
  /** The map read ahead, if it is `root`'s and nothing changed since; either way it is forgotten. */
  take(root: Element): TextMap | undefined;
}

interface Ahead {
  root: Element;
  map: TextMap;
  observer: MutationObserver;
  /** The window's size and zoom when the map was read (a media query may show or hide parts on a change). */
  viewport: string;
}

const viewport = () => `${innerWidth}x${innerHeight}@${devicePixelRatio}`;

/** `isExcluded` as given to the highlighter: Scout's own UI, whose changes are not the page's. */
export function createReadAhead(
  isExcluded: (element: Element) => boolean,
  readMap: (root: Element) => TextMap = (root) =>
    buildTextMap(root, { isExcluded, isVisible: visibilityTest(), isInline: laidOutInline }),
): ReadAhead {
  let ahead: Ahead | undefined;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const ours = (node: Node) => node instanceof Element && isExcluded(node);
  const pageChanged = (records: MutationRecord[]) =>
    records.some(
      (record) =>
        !ours(record.target) &&
        (record.type !== 'childList' || ![...record.addedNodes, ...record.removedNodes].every(ours)),
    );
  const forget = () => {
    ahead?.observer.disconnect();
    ahead = undefined;
  };

  return {
    start() {
      forget();
      cancel();
      const read = () => {
        const root = document.body;
        if (!root) return;
        const observer = new MutationObserver((records) => {
          if (pageChanged(records)) forget();
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        ahead = { root, observer, map: readMap(root), viewport: viewport() };
      };
      // After the next frame, which shows the panel's box: the read must not hold that up.
      frame = requestAnimationFrame(() => (timer = setTimeout(read)));
    },
    take(root) {
      cancel();
      const taken = ahead;
      // Changes not yet handed to the observer's callback are still in its queue.
      const unchanged =
        taken !== undefined &&
        !pageChanged(taken.observer.takeRecords()) &&
        taken.root === root &&
        taken.viewport === viewport();
      forget();
      return unchanged ? taken.map : undefined;
    },
  };
}
