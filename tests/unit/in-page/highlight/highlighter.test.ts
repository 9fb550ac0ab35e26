import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightPlaces } from '@/entrypoints/in-page/highlight/highlighter';
import type { HighlightTarget } from '@/entrypoints/in-page/highlight/highlighter';
import { normalizeName } from '@/entrypoints/in-page/highlight/normalize';
import { visibilityTest } from '@/entrypoints/in-page/highlight/visibility';
import { fakeInline, fakeLayout } from './fake-layout';

type Child = Node | string;

/** Builds page markup node by node: the tests never parse HTML. */
function h(tag: string, attributes: Record<string, string> | Child = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  if (typeof attributes === 'string' || attributes instanceof Node) children.unshift(attributes);
  else for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function mount(...children: Child[]): HTMLElement {
  const root = h('div', {}, ...children);
  document.body.append(root);
  return root;
}

function serialise(element: Element): string {
  // eslint-disable-next-line no-restricted-syntax -- comparing serialisations is the point of this test
  return element.innerHTML;
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

const wrappers = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('mark[data-scout-place]'));
const markers = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('span[data-scout-place]'));

let nextNumber = 1;
const place = (name: string, id = name): HighlightTarget => ({ id, name, number: nextNumber++ });

/** What a real user's event looks like to the highlighter (happy-dom makes every event untrusted). */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}

/** happy-dom has no layout: visibility comes from the test's `data-layout` attributes (./fake-layout.ts). */
function highlight(root: Element, targets: HighlightTarget[], onActivate: (id: string) => void = () => undefined) {
  return highlightPlaces(root, targets, { onActivate, isVisible: visibilityTest(fakeLayout()), isInline: fakeInline });
}

afterEach(() => {
  document.body.replaceChildren();
  nextNumber = 1;
});

describe('highlightPlaces', () => {
  it('wraps a name and puts a numbered, labelled marker before it', () => {
    const root = mount(h('p', 'Lunch at Tasca today.'));
    const tasca = place('Tasca', 't');
    const result = highlight(root, [tasca]);

    expect(result.counts.get('t')).toBe(1);
    const [wrapper] = wrappers(root);
    expect(wrapper!.textContent).toBe('Tasca');
    expect(wrapper!.dataset.scoutPlace).toBe(String(tasca.number));
    const [marker] = markers(root);
    expect(marker!.nextSibling).toBe(wrapper);
    expect(marker!.getAttribute('role')).toBe('button');
    expect(marker!.getAttribute('tabindex')).toBe('0');
    expect(marker!.getAttribute('aria-label')).toBe(`Place ${tasca.number}: Tasca`);
    expect(root.textContent).toBe('Lunch at Tasca today.'); // the number lives in the marker's closed shadow root
  });

  it('takes the marker label from the caller', () => {
    const root = mount(h('p', 'Tasca'));
    highlightPlaces(root, [place('Tasca')], {
      onActivate: () => undefined,
      label: (target) => `Lugar ${target.number}`,
    });
    expect(markers(root)[0]!.getAttribute('aria-label')).toBe('Lugar 1');
  });

  it('styles wrappers and markers only through important inline declarations', () => {
    const root = mount(h('p', 'Tasca'));
    highlight(root, [place('Tasca')]);
    const [wrapper] = wrappers(root);
    const [marker] = markers(root);
    expect(wrapper!.style.getPropertyValue('background-color')).not.toBe('');
    expect(wrapper!.style.getPropertyPriority('background-color')).toBe('important');
    expect(wrapper!.style.getPropertyPriority('cursor')).toBe('important');
    expect(marker!.style.getPropertyPriority('display')).toBe('important');
    expect(marker!.style.getPropertyValue('display')).toBe('inline-block');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('matches a name split across <b> and <a>', () => {
    const root = mount(
      h('p', 'Visit ', h('b', 'Café'), ' Central today.'),
      h('p', 'Or ', h('a', { href: 'https://example.com' }, 'Café Cen'), 'tral.'),
    );
    const result = highlight(root, [place('Café Central', 'c')]);

    expect(result.counts.get('c')).toBe(2);
    expect(markers(root)).toHaveLength(2);
    expect(wrappers(root).map((wrapper) => wrapper.textContent)).toEqual(['Café', ' Central', 'Café Cen', 'tral']);
    expect(markers(root)[0]!.parentElement!.localName).toBe('b');
  });

  it('takes an element laid out as a block as a line of its own, whatever its tag, and one laid out inline as part of the line', () => {
    const root = mount(
      // <b style="display:block">Tasca</b>at home: the reader sees "Tasca" on a line of its own.
      h('p', h('b', { 'data-layout': 'block' }, 'Tasca'), 'at home'),
      // Inline, "Tasca" runs on into "at": one word, "Tascaat", which is not the name.
      h('p', h('b', 'Tasca'), 'at home'),
      // A <div> laid out inline (a menu of inline items) runs on into the next one just the same.
      h('p', h('div', { 'data-layout': 'inline' }, 'Tasca'), h('div', { 'data-layout': 'inline' }, 'at home')),
    );
    const result = highlight(root, [place('Tasca', 't')]);
    expect(result.counts.get('t')).toBe(1);
    expect(wrappers(root)[0]!.parentElement!.getAttribute('data-layout')).toBe('block');
  });

  it('leaves form fields, editors, scripts, styles, buttons and hidden parts alone', () => {
    const untouched = [
      h('textarea', 'Tasca'),
      h('div', { contenteditable: '' }, 'Tasca'),
      h('div', { contenteditable: 'true' }, h('p', 'Tasca')),
      h('script', 'const Tasca = 1;'),
      h('style', '.Tasca {}'),
      h('button', 'Tasca'),
      h('select', h('option', 'Tasca')),
      h('div', { hidden: '' }, 'Tasca'),
      h('noscript', 'Tasca'),
    ];
    const input = h('input', { value: 'Tasca' });
    const root = mount(input, ...untouched, h('div', { contenteditable: 'false' }, 'Tasca'));
    const before = untouched.map((element) => Array.from(element.childNodes));

    const result = highlight(root, [place('Tasca', 't')]);

    expect(result.counts.get('t')).toBe(1); // only the contenteditable="false" one
    untouched.forEach((element, index) => expect(Array.from(element.childNodes)).toEqual(before[index]));
    expect((input as HTMLInputElement).value).toBe('Tasca');
  });

  it('highlights every occurrence and counts them', () => {
    const root = mount(h('p', 'Tasca, then Tasca again.'), h('ul', h('li', 'TASCA')));
    const result = highlight(root, [place('Tasca', 't')]);
    expect(result.counts.get('t')).toBe(3);
    expect(wrappers(root)).toHaveLength(3);
    expect(markers(root)).toHaveLength(3);
  });

  it('ignores case and accents on either side', () => {
    const root = mount(h('p', 'Cafe Central'), h('p', 'CAFÉ ZÜRICH'), h('p', 'Cafe\u0301 Zurich'));
    const result = highlight(root, [place('Café Central', 'c'), place('cafe zurich', 'z')]);
    expect(result.counts.get('c')).toBe(1);
    expect(result.counts.get('z')).toBe(2);
    expect(wrappers(root).map((wrapper) => wrapper.textContent)).toEqual([
      'Cafe Central',
      'CAFÉ ZÜRICH',
      'Cafe\u0301 Zurich',
    ]);
  });

  it('ignores differences in whitespace', () => {
    const root = mount(h('p', 'Café\u00a0\n  Central'));
    expect(highlight(root, [place('  Café Central ', 'c')]).counts.get('c')).toBe(1);
  });

  it('collapses whitespace across node boundaries as within one node', () => {
    const root = mount(h('p', 'Café ', h('b', '  Central')));
    expect(highlight(root, [place('Café Central', 'c')]).counts.get('c')).toBe(1);
    expect(wrappers(root).map((wrapper) => wrapper.textContent)).toEqual(['Café ', 'Central']);
  });

  it('matches whole words only', () => {
    const root = mount(h('p', 'Tascas, Tasca2 and xTasca are not it; (Tasca) is.'));
    const result = highlight(root, [place('Tasca', 't')]);
    expect(result.counts.get('t')).toBe(1);
    expect(wrappers(root)[0]!.parentElement).toBe(root.firstElementChild);
  });

  it('never matches across blocks or a line break', () => {
    const root = mount(
      h('p', 'Café'),
      h('p', 'Central'),
      h('div', 'Café', h('br'), 'Central'),
      h('div', h('span', 'Café'), h('div', 'Central')),
    );
    const result = highlight(root, [place('Café Central', 'c')]);
    expect(result.counts.get('c')).toBe(0);
    expect(wrappers(root)).toHaveLength(0);
  });

  it('lets a longer name win over a shorter one on the same text', () => {
    const root = mount(h('p', 'Café Central is not the other Café.'));
    const result = highlight(root, [place('Café', 'cafe'), place('Café Central', 'central')]);
    expect(result.counts.get('central')).toBe(1);
    expect(result.counts.get('cafe')).toBe(1);
    expect(wrappers(root).map((wrapper) => wrapper.textContent)).toEqual(['Café Central', 'Café']);
  });

  it('counts and marks only visible text: hidden copies of a name are left alone (issue 21)', () => {
    const visible = h('p', 'Dinner at Tasca tonight.');
    const hiddenCopies = [
      h('div', { 'data-layout': 'none' }, h('p', 'Tasca')), // display:none
      h('p', { 'data-layout': 'invisible' }, 'Tasca'), // visibility:hidden
      h('p', { hidden: '' }, 'Tasca'),
      h('div', { 'data-layout': 'clip' }, h('span', 'Tasca')), // a zero-size box that clips
      h('details', h('summary', 'More'), h('p', 'Tasca'), 'Tasca'), // a closed <details> body
    ];
    const root = mount(...hiddenCopies, visible);
    const before = hiddenCopies.map((element) => serialise(element));

    const result = highlight(root, [place('Tasca', 't')]);

    expect(result.counts.get('t')).toBe(1);
    expect(wrappers(root)).toHaveLength(1);
    expect(wrappers(root)[0]!.parentElement).toBe(visible);
    hiddenCopies.forEach((element, index) => expect(serialise(element)).toBe(before[index]));
    // "Show on page" can only go to the visible one: it is the only marker there is.
    expect(result.reveal('t')).toBe(true);
    expect(document.activeElement).toBe(markers(root)[0]);
  });

  it('finds nothing for a name that is only in hidden text', () => {
    const root = mount(
      h('p', 'A guide to eating out.'),
      h('p', { 'data-layout': 'none' }, 'Tasca'),
      h('details', h('summary', 'Where'), 'Tasca'),
    );
    const result = highlight(root, [place('Tasca', 't')]);
    expect(result.counts.get('t')).toBe(0);
    expect(result.reveal('t')).toBe(false);
    expect(wrappers(root)).toHaveLength(0);
  });

  it("marks a closed <details>' summary, an open one's body, and text a visible child shows inside hidden", () => {
    const root = mount(
      h('details', h('summary', 'Tasca'), h('p', 'Tasca')),
      h('details', { open: '' }, h('summary', 'Menu'), h('p', 'Tasca')),
      h('div', { 'data-layout': 'invisible' }, h('span', { 'data-layout': 'visible' }, 'Tasca')),
    );
    const result = highlight(root, [place('Tasca', 't')]);
    expect(result.counts.get('t')).toBe(3);
    expect(wrappers(root).map((wrapper) => wrapper.parentElement!.localName)).toEqual(['summary', 'p', 'span']);
  });

  it('reads the words around hidden text as the reader does: hidden text neither joins nor splits them', () => {
    const root = mount(h('p', 'Café ', h('span', { 'data-layout': 'none' }, 'Old'), 'Central'));
    const result = highlight(root, [place('Café Central', 'c'), place('Old', 'o')]);
    expect(result.counts.get('c')).toBe(1);
    expect(result.counts.get('o')).toBe(0);
  });

  it('reads all layout before it writes to the page, and asks about each element at most twice', () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) =>
      h('p', index % 3 === 0 ? { 'data-layout': 'none' } : {}, 'Tasca and ', h('b', 'Tasca'), ' again.'),
    );
    const root = mount(h('article', ...paragraphs));
    const layout = fakeLayout(() => {
      if (root.querySelector('mark[data-scout-place]') !== null) throw new Error('layout read after a DOM write');
    });
    const result = highlightPlaces(root, [place('Tasca', 't')], {
      onActivate: () => undefined,
      isVisible: visibilityTest(layout),
    });
    expect(result.counts.get('t')).toBe(2 * paragraphs.filter((_, index) => index % 3 !== 0).length);
    const perElement = new Map<Element, number>();
    for (const element of layout.reads) perElement.set(element, (perElement.get(element) ?? 0) + 1);
    expect(Math.max(...perElement.values())).toBeLessThanOrEqual(2);
  });

  it('skips subtrees the caller excludes', () => {
    const host = h('scout-ui', h('p', 'Tasca'));
    const root = mount(host, h('p', 'Tasca'));
    const result = highlightPlaces(root, [place('Tasca', 't')], {
      onActivate: () => undefined,
      isExcluded: (el) => el === host,
    });
    expect(result.counts.get('t')).toBe(1);
    expect(host.querySelector('mark[data-scout-place]')).toBeNull();
  });

  it('reports 0 for names not on the page and ignores blank names', () => {
    const root = mount(h('p', 'Nothing to see here.'));
    const result = highlight(root, [place('Tasca', 't'), place('   ', 'blank'), place('', 'empty')]);
    expect([...result.counts]).toEqual([
      ['t', 0],
      ['blank', 0],
      ['empty', 0],
    ]);
    expect(markers(root)).toHaveLength(0);
  });

  it('activates a place from its wrapper, its marker, and Enter or Space on the marker', () => {
    const root = mount(h('p', h('a', { href: 'https://example.com/' }, 'Tasca')));
    const onActivate = vi.fn();
    highlight(root, [place('Tasca', 't')], onActivate);
    const [wrapper] = wrappers(root);
    const [marker] = markers(root);

    const click = trusted(new MouseEvent('click', { bubbles: true, cancelable: true }));
    wrapper!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the link is not followed
    marker!.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, cancelable: true })));
    marker!.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    marker!.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })));
    marker!.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true })));

    expect(onActivate.mock.calls).toEqual([['t'], ['t'], ['t'], ['t']]);
  });

  it('ignores synthetic events a page script fires at its highlights', () => {
    const root = mount(h('p', h('a', { href: 'https://example.com/' }, 'Tasca')));
    const onActivate = vi.fn();
    highlight(root, [place('Tasca', 't')], onActivate);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    wrappers(root)[0]!.dispatchEvent(click);
    markers(root)[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('reveals the first occurrence by focusing its marker', () => {
    const root = mount(h('p', 'Tasca'), h('p', 'Tasca'));
    const result = highlight(root, [place('Tasca', 't'), place('Gone', 'g')]);
    const scroll = vi.spyOn(markers(root)[0]!, 'scrollIntoView');

    expect(result.reveal('t')).toBe(true);
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(markers(root)[0]);
    expect(result.reveal('g')).toBe(false);
    expect(result.reveal('unknown')).toBe(false);
    result.clear();
    expect(result.reveal('t')).toBe(false);
  });

  it('clears back to the same markup and the very same Text nodes', () => {
    const root = mount(
      h('p', 'Visit ', h('b', 'Café'), ' Central, then Tasca and Tasca.'),
      h('ul', h('li', h('a', { href: '#x' }, 'Cafe\u0301 Cen'), 'tral')),
      h('p', 'No place here.'),
    );
    const html = serialise(root);
    const nodes = textNodes(root);

    const result = highlight(root, [place('Café Central'), place('Tasca')]);
    expect(serialise(root)).not.toBe(html);
    result.clear();

    expect(serialise(root)).toBe(html);
    expect(textNodes(root)).toHaveLength(nodes.length);
    textNodes(root).forEach((node, index) => expect(node).toBe(nodes[index]));
  });

  it('clears without throwing after the page removed a highlighted paragraph, and twice', () => {
    const gone = h('p', 'Tasca was here.');
    const root = mount(gone, h('p', 'Tasca stays.'));
    const kept = root.lastElementChild!.firstChild;
    const result = highlight(root, [place('Tasca')]);
    gone.remove();

    expect(() => result.clear()).not.toThrow();
    expect(() => result.clear()).not.toThrow();
    expect(root.childNodes).toHaveLength(1);
    expect(root.firstElementChild!.firstChild).toBe(kept);
    expect(root.querySelector('mark[data-scout-place], span[data-scout-place]')).toBeNull();
  });

  it('clears without throwing after the page replaced highlighted text', () => {
    const paragraph = h('p', 'Tasca was here.');
    const root = mount(paragraph);
    const result = highlight(root, [place('Tasca')]);
    paragraph.replaceChildren('Rendered again.');

    expect(() => result.clear()).not.toThrow();
    expect(paragraph.textContent).toBe('Rendered again.');
  });

  it('ignores its own marks when run again over them', () => {
    const root = mount(h('p', 'Tasca and Café Central'));
    highlight(root, [place('Tasca')]);
    const again = highlight(root, [place('Tasca', 't'), place('Café Central', 'c')]);
    expect(again.counts.get('t')).toBe(0);
    expect(again.counts.get('c')).toBe(1);
    expect(wrappers(root).every((wrapper) => wrapper.querySelector('mark[data-scout-place]') === null)).toBe(true);
  });

  it('handles a long article with many names in one pass', () => {
    const names = Array.from({ length: 20 }, (_, index) =>
      place(`Place ${String.fromCharCode(65 + index)}ville`, `p${index}`),
    );
    const words = Array.from({ length: 5000 }, (_, index) =>
      index % 250 === 0 ? names[(index / 250) % 20]!.name : 'word',
    );
    const paragraphs = Array.from({ length: 50 }, (_, index) =>
      h('p', words.slice(index * 100, index * 100 + 100).join(' ')),
    );
    const root = mount(...paragraphs);
    const result = highlight(root, names);
    expect([...result.counts.values()]).toEqual(Array.from({ length: 20 }, () => 1));
  });
});

describe('highlightPlaces on big pages', () => {
  /** Counts reads of a Text node's data: each read of a whole node is a pass over its text. */
  function countReads(node: Text): () => number {
    let reads = 0;
    const data = node.data;
    Object.defineProperty(node, 'data', {
      configurable: true,
      get: () => {
        reads++;
        return data;
      },
    });
    return () => reads;
  }

  it('reads a Text node a fixed number of times however often it names a place (linear in the page)', () => {
    const text = document.createTextNode(Array.from({ length: 300 }, () => 'At Tasca, again.').join(' '));
    const reads = countReads(text);
    const root = mount(h('p', text));
    const result = highlight(root, [place('Tasca')]);
    expect(result.counts.get('Tasca')).toBe(300);
    // Once to fold it for the haystack, once to map matches back to its offsets, once to split it.
    expect(reads()).toBeLessThanOrEqual(3);
  });

  it('maps matches back through many nodes, accents and collapsed whitespace', () => {
    const paragraphs = Array.from({ length: 200 }, (_, index) =>
      h('p', `Item ${index}:  the `, h('b', 'CAFE\u0301'), '\n  Central   and ', h('a', 'Zürich'), ' again.'),
    );
    const root = mount(...paragraphs);
    const result = highlight(root, [place('Café Central', 'c'), place('Zurich', 'z')]);
    expect(result.counts.get('c')).toBe(200);
    expect(result.counts.get('z')).toBe(200);
    const marked = wrappers(root).map((wrapper) => wrapper.textContent);
    expect(marked.slice(0, 3)).toEqual(['CAFE\u0301', '\n  Central', 'Zürich']);
  });
});

describe('highlightPlaces over random pages', () => {
  const targets: HighlightTarget[] = [
    { id: 'central', name: 'Café Central', number: 1 },
    { id: 'cafe', name: 'Cafe', number: 2 },
    { id: 'tasca', name: 'Tasca', number: 3 },
    { id: 'sp', name: 'São Paulo', number: 4 },
    { id: 'zurich', name: 'Zürich', number: 5 },
  ];
  const nameOf = new Map(targets.map((target) => [String(target.number), target.name]));
  const vocabulary = [
    'Café',
    'cafe',
    'CAFÉ',
    'Cafe\u0301',
    'Central',
    'CENTRAL',
    'central',
    'Tasca',
    'tascas',
    'TASCA',
    'São',
    'sao',
    'Paulo',
    'PAULO',
    'Zürich',
    'zurich',
    'ZURICH',
    'the',
    'and',
    'a',
    '.',
    ',',
    '(',
    ')',
  ];
  const text = fc
    .tuple(
      fc.array(fc.constantFrom(...vocabulary), { maxLength: 6 }),
      fc.constantFrom(' ', '  ', '\n', '\u00a0', ''),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([words, separator, lead, trail]) => `${lead ? ' ' : ''}${words.join(separator)}${trail ? ' ' : ''}`);
  type Tree = string | { tag: string; children: Tree[] };
  const tree = fc.letrec<{ node: Tree }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.record({
        tag: fc.constantFrom('p', 'div', 'li', 'span', 'b', 'a', 'em', 'br', 'td', 'strong'),
        children: fc.array(tie('node'), { maxLength: 4 }),
      }),
    ),
  })).node;

  const build = (node: Tree): Node => {
    if (typeof node === 'string') return document.createTextNode(node);
    const element = document.createElement(node.tag);
    if (node.tag !== 'br') element.append(...node.children.map(build));
    return element;
  };

  it('marks only whole occurrences of names and clears back to the original DOM', () => {
    let highlighted = 0;
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 5 }), (nodes) => {
        document.body.replaceChildren();
        const root = mount(...nodes.map(build));
        const html = serialise(root);
        const textContent = root.textContent;
        const originals = textNodes(root);

        const result = highlight(root, targets);

        expect(root.textContent).toBe(textContent);
        const groups: { number: string; text: string }[] = [];
        for (const element of root.querySelectorAll<HTMLElement>('span[data-scout-place], mark[data-scout-place]')) {
          if (element.localName === 'span') groups.push({ number: element.dataset.scoutPlace!, text: '' });
          else {
            const group = groups.at(-1)!;
            expect(element.dataset.scoutPlace).toBe(group.number);
            group.text += element.textContent;
          }
        }
        for (const group of groups) expect(normalizeName(group.text)).toBe(normalizeName(nameOf.get(group.number)!));
        expect([...result.counts.values()].reduce((sum, count) => sum + count, 0)).toBe(groups.length);
        highlighted += groups.length;

        result.clear();
        expect(serialise(root)).toBe(html);
        const restored = textNodes(root);
        expect(restored).toHaveLength(originals.length);
        restored.forEach((node, index) => expect(node).toBe(originals[index]));
      }),
      { numRuns: 300 },
    );
    expect(highlighted, 'the generated pages must contain names at all').toBeGreaterThan(50);
  });
});
