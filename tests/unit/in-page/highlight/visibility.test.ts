import { afterEach, describe, expect, it } from 'vitest';
import { visibilityTest } from '@/entrypoints/in-page/highlight/visibility';
import { fakeLayout } from './fake-layout';

function el(tag: string, layout: string | null, ...children: (Element | string)[]): HTMLElement {
  const element = document.createElement(tag);
  if (layout !== null) element.setAttribute('data-layout', layout);
  element.append(...children);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('visibilityTest', () => {
  it('shows rendered elements and hides display:none subtrees and visibility:hidden, which a child may undo', () => {
    const plain = el('p', null, 'a');
    const inNone = el('span', null, 'b');
    const invisible = el('p', 'invisible', 'c');
    const undone = el('span', 'visible', 'd');
    const stillInvisible = el('span', null, 'e');
    document.body.append(plain, el('div', 'none', inNone), el('div', 'invisible', invisible, undone, stillInvisible));
    const isVisible = visibilityTest(fakeLayout());
    expect(isVisible(plain)).toBe(true);
    expect(isVisible(inNone)).toBe(false);
    expect(isVisible(invisible)).toBe(false);
    expect(isVisible(undone)).toBe(true);
    expect(isVisible(stillInvisible)).toBe(false);
  });

  it('hides everything inside a zero-size box that clips, and the box itself', () => {
    const deep = el('b', null, 'x');
    const box = el('div', 'clip', el('p', null, deep));
    const beside = el('p', null, 'y');
    document.body.append(el('section', null, box, beside));
    const isVisible = visibilityTest(fakeLayout());
    expect(isVisible(deep)).toBe(false);
    expect(isVisible(box)).toBe(false);
    expect(isVisible(beside)).toBe(true);
  });

  it('takes a display:contents element as shown when its parent is', () => {
    const shown = el('span', 'contents', 'x');
    const hidden = el('span', 'contents', 'y');
    document.body.append(el('p', null, shown), el('p', 'none', hidden));
    const isVisible = visibilityTest(fakeLayout());
    expect(isVisible(shown)).toBe(true);
    expect(isVisible(hidden)).toBe(false);
  });

  it('never counts <body> or <html> as clipping (their overflow is the viewport’s)', () => {
    document.body.setAttribute('data-layout', 'clip');
    document.documentElement.setAttribute('data-layout', 'clip');
    try {
      const p = el('p', null, 'x');
      document.body.append(p);
      expect(visibilityTest(fakeLayout())(p)).toBe(true);
    } finally {
      document.body.removeAttribute('data-layout');
      document.documentElement.removeAttribute('data-layout');
    }
  });

  it('asks layout about each element once, however many times and in whatever order it is asked', () => {
    const leaves = Array.from({ length: 50 }, (_, i) => el('span', null, `w${i}`));
    let parent: HTMLElement = el('div', null, ...leaves);
    const chain = [parent];
    for (let depth = 0; depth < 30; depth++) {
      parent = el('div', null, parent);
      chain.push(parent);
    }
    document.body.append(parent);
    const layout = fakeLayout();
    const isVisible = visibilityTest(layout);
    for (let round = 0; round < 3; round++) for (const element of [...leaves, ...chain].reverse()) isVisible(element);
    const perElement = new Map<Element, number>();
    for (const element of layout.reads) perElement.set(element, (perElement.get(element) ?? 0) + 1);
    // One `rendered` read when asked, one `clipsAll` read for the clipping chain: at most two per element.
    expect(Math.max(...perElement.values())).toBeLessThanOrEqual(2);
    expect(layout.reads.length).toBeLessThanOrEqual(2 * (leaves.length + chain.length));
  });
});
