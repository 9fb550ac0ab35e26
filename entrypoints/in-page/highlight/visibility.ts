/**
 * Whether the text inside an element is rendered where the reader can see it, so only that text is counted and marked.
 * Hidden means: no box (`display:none` on it or an ancestor, a `content-visibility:hidden` ancestor), its own computed
 * `visibility` hidden or collapsed (inherited, but a child may turn it back on), or inside a box of (nearly) zero width
 * or height that clips its overflow: zero-size boxes and the common "visually hidden" 1px pattern. The `hidden`
 * attribute and closed `<details>` bodies are structure, not layout: text-map.ts skips those itself.
 *
 * Answers are cached per element and each element is asked of layout at most once, so a walk over a page stays linear
 * in its size. The test only reads layout; the highlighter builds its whole text map (all the reads) before it writes
 * to the DOM, so the browser lays the page out once. Layout is injected: happy-dom has none.
 */

/** What the test reads from the browser's layout, one element at a time. */
export interface Layout {
  /** Has a box, and its own computed `visibility` shows it. */
  rendered(element: Element): boolean;
  /** Generates no box of its own but its children do (`display:contents`), with its `visibility` showing. */
  boxless(element: Element): boolean;
  /** Its box is at most 1px wide (tall) and clips what overflows it that way; never for inline or boxless ones. */
  clipsAll(element: Element): boolean;
}

const SHOWN = new Set(['visible']);
const CLIPPING = new Set(['hidden', 'clip', 'scroll', 'auto']);
const TINY_PX = 1;

/** The browser's layout: `checkVisibility()` where there is one (Chrome 121+, Firefox 125+), box rects otherwise. */
const browserLayout: Layout = {
  rendered(element) {
    if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
    return element.getClientRects().length > 0 && SHOWN.has(getComputedStyle(element).visibility);
  },
  boxless(element) {
    const style = getComputedStyle(element);
    return style.display === 'contents' && SHOWN.has(style.visibility);
  },
  clipsAll(element) {
    // Style first: most elements do not clip, and a computed style is cheaper to read than a box's size.
    const style = getComputedStyle(element);
    const clipsX = CLIPPING.has(style.overflowX);
    const clipsY = CLIPPING.has(style.overflowY);
    if ((!clipsX && !clipsY) || style.display === 'inline' || style.display === 'contents') return false;
    // clientWidth/Height: the padding box, where overflow is clipped.
    return (clipsX && element.clientWidth <= TINY_PX) || (clipsY && element.clientHeight <= TINY_PX);
  },
};

/**
 * A cached visibility test for one pass over a page. The document's `<html>` and `<body>` never count as clipping:
 * their overflow applies to the viewport, which scrolls.
 */
export function visibilityTest(layout: Layout = browserLayout): (element: Element) => boolean {
  const clipped = new Map<Element, boolean>();
  const shown = new Map<Element, boolean>();

  const isClipped = (element: Element): boolean => {
    // Up to the first ancestor already known (or the body), then fill in downwards: each element is asked once.
    const chain: Element[] = [];
    let node: Element | null = element;
    let known = false;
    while (node !== null && node !== node.ownerDocument.body && node !== node.ownerDocument.documentElement) {
      const cached = clipped.get(node);
      if (cached !== undefined) {
        known = cached;
        break;
      }
      chain.push(node);
      node = node.parentElement;
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      known = known || layout.clipsAll(chain[i]!);
      clipped.set(chain[i]!, known);
    }
    return known;
  };

  const isShown = (element: Element): boolean => {
    let answer = shown.get(element);
    if (answer === undefined) {
      const parent = element.parentElement;
      const boxed = layout.rendered(element) || (layout.boxless(element) && parent !== null && isShown(parent));
      answer = boxed && !isClipped(element);
      shown.set(element, answer);
    }
    return answer;
  };
  return isShown;
}

/**
 * Whether the browser lays an element out in its parent's line (display `inline`, `inline-block` and the like, or
 * `contents`), as text-map.ts asks; a block, a table cell, a flex or grid item, a float or an absolutely positioned box
 * starts a line of its own, where a reader sees two runs of text apart.
 */
export function laidOutInline(element: Element): boolean {
  const display = getComputedStyle(element).display;
  return display === 'contents' || display.startsWith('inline');
}
