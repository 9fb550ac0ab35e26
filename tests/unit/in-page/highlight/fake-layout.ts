/**
 * A stand-in for the browser's layout (happy-dom has none), read from `data-layout` attributes the tests set:
 * `none` (no box: display:none, here and below), `invisible` (visibility:hidden, inherited until a `visible`
 * descendant), `contents` (display:contents), `clip` (a zero-size box that clips its overflow), `block` and `inline`
 * (display, for `fakeInline`). Counts its reads.
 */
import { inlineByTag } from '@/entrypoints/in-page/highlight/text-map';
import type { Layout } from '@/entrypoints/in-page/highlight/visibility';

const attr = (element: Element) => element.getAttribute('data-layout');

function visibilityOf(element: Element): boolean {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    if (attr(node) === 'invisible') return false;
    if (attr(node) === 'visible') return true;
  }
  return true;
}

export interface FakeLayout extends Layout {
  /** Elements asked about, one entry per read. */
  reads: Element[];
}

export function fakeLayout(onRead: (element: Element) => void = () => undefined): FakeLayout {
  const reads: Element[] = [];
  const read = (element: Element) => {
    reads.push(element);
    onRead(element);
  };
  return {
    reads,
    rendered(element) {
      read(element);
      if (attr(element) === 'contents') return false;
      return element.closest('[data-layout="none"]') === null && visibilityOf(element);
    },
    boxless(element) {
      read(element);
      return attr(element) === 'contents' && visibilityOf(element);
    },
    clipsAll(element) {
      read(element);
      return attr(element) === 'clip';
    },
  };
}

/** Whether an element is laid out inline: by `data-layout="block"`/`"inline"`, else by its tag (as text-map.ts does). */
export const fakeInline = (element: Element): boolean =>
  attr(element) === 'block' ? false : attr(element) === 'inline' ? true : inlineByTag(element);
