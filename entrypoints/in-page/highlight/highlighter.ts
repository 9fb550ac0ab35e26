/**
 * Marks where Scout's places are named on the page the user asked about, and takes every mark away again. The page
 * is someone else's document: its own Text nodes are swapped out whole and kept, never split or merged in place, so
 * `clear` can put back the very nodes (and so the very markup) the page had.
 */
import { normalizeName } from './normalize';
import { buildTextMap, sourceLocator } from './text-map';
import type { TextMap } from './text-map';
import { laidOutInline, visibilityTest } from './visibility';

export interface HighlightTarget {
  id: string;
  name: string;
  number: number;
}

export interface Highlights {
  /** How many visible occurrences of each target id were highlighted (0 = not found on this page). */
  counts: ReadonlyMap<string, number>;
  /** Scrolls the first (visible) occurrence of `id` into view and focuses its marker; false if none. */
  reveal(id: string): boolean;
  /** Removes every wrapper and marker and puts the page's original Text nodes back (same node objects, same data). */
  clear(): void;
}

/** One highlighted occurrence of a place; its marker is made with the occurrence's first wrapper. */
interface Occurrence {
  target: HighlightTarget;
  marker?: HTMLElement;
}

/** A stretch of one Text node's data (code units) that belongs to an occurrence. */
interface Segment {
  start: number;
  end: number;
  occurrence: Occurrence;
}

/** What `clear` needs to undo one replaced Text node. */
interface Replacement {
  original: Text;
  parent: Node;
  nodes: ChildNode[];
}

// Inline CSSOM with !important: it beats the page's stylesheets, and a page CSP that blocks <style> cannot block it.
const WRAPPER_STYLE: ReadonlyArray<[string, string]> = [
  ['background-color', '#ffe066'],
  ['color', '#1b1b1f'],
  ['border-radius', '0.2em'],
  ['cursor', 'pointer'],
  ['display', 'inline'],
];
const MARKER_STYLE: ReadonlyArray<[string, string]> = [
  ['display', 'inline-block'],
  ['background-color', '#1a55c4'],
  ['color', '#ffffff'],
  ['font-weight', '700'],
  ['font-size', '0.75em'],
  ['line-height', '1.4'],
  ['padding', '0 0.45em'],
  ['margin-right', '0.2em'],
  ['border-radius', '999px'],
  ['vertical-align', 'baseline'],
  ['cursor', 'pointer'],
];

const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** The code point ending just before `index` (a surrogate pair counts as one), or '' at the start. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const code = text.charCodeAt(index - 1);
  const isLowSurrogate = code >= 0xdc00 && code <= 0xdfff;
  return text.slice(isLowSurrogate && index >= 2 ? index - 2 : index - 1, index);
}

function charAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

interface Match {
  target: HighlightTarget;
  start: number;
  end: number;
}

/** Whole-word, non-overlapping occurrences in the haystack, longest names first, in document order. */
function findMatches(haystack: string, targets: readonly HighlightTarget[]): Match[] {
  const needles = targets
    .map((target) => ({ target, needle: normalizeName(target.name) }))
    .filter(({ needle }) => needle !== '')
    // Longest first, so "Café Central" claims its text before "Café" can; sort is stable for equal lengths.
    .sort((a, b) => b.needle.length - a.needle.length);
  const taken = new Uint8Array(haystack.length);
  const matches: Match[] = [];
  for (const { target, needle } of needles) {
    let at = haystack.indexOf(needle);
    while (at !== -1) {
      const end = at + needle.length;
      const whole = !WORD_CHAR.test(charBefore(haystack, at)) && !WORD_CHAR.test(charAt(haystack, end));
      if (whole && !taken.subarray(at, end).includes(1)) {
        taken.fill(1, at, end);
        matches.push({ target, start: at, end });
        at = haystack.indexOf(needle, end);
      } else {
        at = haystack.indexOf(needle, at + 1);
      }
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/**
 * Splits each match into one segment per Text node it covers. Matches arrive in document order, so each node's
 * segments, and the map's keys, come out in document order too.
 */
function segmentsByNode(map: TextMap, matches: readonly Match[]): Map<number, Segment[]> {
  const byNode = new Map<number, Segment[]>();
  const locate = sourceLocator(map);
  for (const { target, start, end } of matches) {
    const occurrence: Occurrence = { target };
    for (const { node, start: from, end: to } of locate(start, end)) {
      const segment = { start: from, end: to, occurrence };
      const list = byNode.get(node);
      if (list === undefined) byNode.set(node, [segment]);
      else list.push(segment);
    }
  }
  return byNode;
}

/** One declaration block per kind, parsed by the browser once per element instead of once per property. */
const cssText = (style: ReadonlyArray<[string, string]>) =>
  style.map(([property, value]) => `${property}: ${value} !important;`).join(' ');
const WRAPPER_CSS = cssText(WRAPPER_STYLE);
const MARKER_CSS = cssText(MARKER_STYLE);

function styled(element: HTMLElement, css: string): HTMLElement {
  element.style.cssText = css;
  return element;
}

type Activate = (event: Event) => void;

/**
 * Plain `mark` and `span` elements, never a custom element's name: a page can define one first (`customElements.define`)
 * and have its constructor run on every highlight, and `attachInternals()` hand it the marker's closed root
 * (docs/security-plan.md F10). Scout knows its own by reference, not by a name or attribute a page could copy.
 */
const ours = new WeakSet<Element>();
function scoutElement(doc: Document, tag: 'mark' | 'span', css: string): HTMLElement {
  const element = styled(doc.createElement(tag), css);
  ours.add(element);
  return element;
}

function makeWrapper(doc: Document, text: string, target: HighlightTarget, activate: Activate): HTMLElement {
  const wrapper = scoutElement(doc, 'mark', WRAPPER_CSS);
  wrapper.dataset.scoutPlace = String(target.number);
  wrapper.append(doc.createTextNode(text));
  wrapper.addEventListener('click', activate);
  return wrapper;
}

function makeMarker(doc: Document, target: HighlightTarget, label: string, activate: Activate): HTMLElement {
  const marker = scoutElement(doc, 'span', MARKER_CSS);
  marker.dataset.scoutPlace = String(target.number);
  marker.setAttribute('role', 'button');
  marker.setAttribute('tabindex', '0');
  marker.setAttribute('aria-label', label);
  // A closed shadow root shows the number without adding it to the page's text (copy, textContent, find-in-page).
  marker.attachShadow({ mode: 'closed' }).append(doc.createTextNode(String(target.number)));
  marker.addEventListener('click', activate);
  marker.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') activate(event);
  });
  return marker;
}

export function highlightPlaces(
  root: Element,
  targets: readonly HighlightTarget[],
  options: {
    isExcluded?: (el: Element) => boolean;
    /**
     * Whether text right inside an element is rendered; defaults to the browser's layout (visibility.ts). Read once,
     * when highlighting: text hidden then (a closed <details>, a collapsed section, another tab of a tab strip) is
     * not marked or counted, and stays unmarked if it is shown later, until the user searches again. Text shown then
     * and hidden later keeps its marks.
     */
    isVisible?: (element: Element) => boolean;
    /** Whether an element is laid out in its parent's line; defaults to the browser's layout (visibility.ts). */
    isInline?: (element: Element) => boolean;
    onActivate: (id: string) => void;
    label?: (target: HighlightTarget) => string;
    /**
     * The root's text map, when it was read ahead (page-highlights.ts) with the same `isExcluded`, `isVisible` and
     * `isInline`, and nothing on the page changed since; read here otherwise.
     */
    map?: TextMap;
  },
): Highlights {
  const doc = root.ownerDocument;
  const label = options.label ?? ((target: HighlightTarget) => `Place ${target.number}: ${target.name}`);
  const activator =
    (target: HighlightTarget): Activate =>
    (event) => {
      // Only the user's own click or key: a page script firing synthetic events must not pull focus into the panel.
      if (!event.isTrusted) return;
      // A place inside a link must not navigate away, nor set off the page's own handlers for that click.
      event.preventDefault();
      event.stopPropagation();
      options.onActivate(target.id);
    };

  // Every layout read happens here, before the first DOM write below, so the page is laid out once.
  // What an earlier pass marked is Scout's, not the page's text: the walk skips it. A map read ahead
  // (read-ahead.ts) is used only if nothing on the page changed since, Scout's own marks included.
  const isExcluded = (element: Element) => ours.has(element) || options.isExcluded?.(element) === true;
  const map =
    options.map ??
    buildTextMap(root, {
      isExcluded,
      isVisible: options.isVisible ?? visibilityTest(),
      isInline: options.isInline ?? laidOutInline,
    });
  const occurrences: Occurrence[] = [];
  const replacements: Replacement[] = [];
  for (const [index, segments] of segmentsByNode(map, findMatches(map.haystack, targets))) {
    const original = map.nodes[index]!;
    const parent = original.parentNode!;
    const data = original.data;
    const fragment = doc.createDocumentFragment();
    let cursor = 0;
    for (const { start: from, end, occurrence } of segments) {
      // Two matches can only meet inside one source char in exotic scripts; never wrap a code unit twice.
      const start = Math.max(from, cursor);
      if (start >= end) continue;
      if (start > cursor) fragment.append(doc.createTextNode(data.slice(cursor, start)));
      const { target } = occurrence;
      if (occurrence.marker === undefined) {
        occurrence.marker = makeMarker(doc, target, label(target), activator(target));
        occurrences.push(occurrence);
        fragment.append(occurrence.marker);
      }
      fragment.append(makeWrapper(doc, data.slice(start, end), target, activator(target)));
      cursor = end;
    }
    if (cursor < data.length) fragment.append(doc.createTextNode(data.slice(cursor)));
    const nodes = Array.from(fragment.childNodes);
    parent.replaceChild(fragment, original);
    replacements.push({ original, parent, nodes });
  }

  const counts = new Map<string, number>(targets.map((target) => [target.id, 0]));
  for (const { target } of occurrences) counts.set(target.id, (counts.get(target.id) ?? 0) + 1);

  return {
    counts,
    reveal(id) {
      // Occurrences were made in document order, so the first connected one is the first on the page.
      const marker = occurrences.find(
        (occurrence) => occurrence.target.id === id && occurrence.marker?.isConnected,
      )?.marker;
      if (marker === undefined) return false;
      marker.scrollIntoView({ block: 'center' });
      marker.focus({ preventScroll: true });
      return true;
    },
    clear() {
      for (const { original, parent, nodes } of replacements) {
        // Whatever the page removed or moved since is its business: restore only where our nodes still stand.
        const anchor = nodes.find((node) => node.parentNode === parent);
        if (anchor !== undefined) parent.insertBefore(original, anchor);
        for (const node of nodes) if (node.parentNode === parent) parent.removeChild(node);
      }
      replacements.length = 0;
      occurrences.length = 0;
    },
  };
}
