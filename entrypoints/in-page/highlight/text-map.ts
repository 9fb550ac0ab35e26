/**
 * One folded "haystack" for all the readable text under a root, with each haystack char mapped back to the Text node
 * and offsets it came from. Searching one string is what lets every place name be found in a single DOM walk, and
 * the map is what lets a match be wrapped where it really is. Text the user cannot read or may be typing into
 * (form fields, scripts, editors, hidden parts, Scout's own UI and marks) never enters the haystack, so it is never
 * touched. Neither does text the reader cannot see: under `[hidden]`, in the body of a closed `<details>` (its
 * `<summary>` shows), or in an element that layout does not render (visibility.ts).
 */
import { foldText, normalizeText, type NormalizedText } from './normalize';

/** Any char that is not whitespace (`\s` is the set normalize.ts folds to one space). */
const NOT_SPACE = /\S/;

/** Ends every run of text that must not join the next one: a match never spans two blocks or a line break. */
const SEPARATOR = '\n';

export interface TextMap {
  /** Folded text of every readable Text node under the root, in document order, blocks split by SEPARATOR. */
  haystack: string;
  /** The Text nodes that contributed, in document order. */
  nodes: Text[];
  /** Per node: where its folded text starts in the haystack (ascending), and where it ends. */
  nodeStart: Int32Array;
  nodeEnd: Int32Array;
  /** Per node: how many leading folded chars were left out of the haystack (a space after a space: 0 or 1). */
  nodeSkip: Uint8Array;
}

/** Where a stretch of the haystack lies in one Text node's data (code units). */
export interface SourceRange {
  node: number;
  start: number;
  end: number;
}

/**
 * Finds the source ranges, one per Text node, that the haystack's chars `from`..`to` (exclusive) came from, in
 * document order. Only the nodes a match lands in are folded again with their offset maps (once each: a node naming a
 * place 600 times is folded once), so a page's map costs a few numbers per node, not three per char.
 */
export function sourceLocator(map: TextMap): (from: number, to: number) => SourceRange[] {
  const folds = new Map<number, NormalizedText>();
  const foldOf = (node: number) => {
    let folded = folds.get(node);
    if (folded === undefined) folds.set(node, (folded = normalizeText(map.nodes[node]!.data)));
    return folded;
  };
  return (from, to) => {
    const ranges: SourceRange[] = [];
    // The last node starting at or before `from` (binary search; nodeStart ascends).
    let low = 0;
    let high = map.nodes.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (map.nodeStart[middle]! <= from) low = middle;
      else high = middle - 1;
    }
    for (let node = low; node < map.nodes.length && map.nodeStart[node]! < to; node++) {
      const first = Math.max(from, map.nodeStart[node]!);
      const last = Math.min(to, map.nodeEnd[node]!) - 1;
      if (first > last) continue; // the node ends before `from`
      const { starts, ends } = foldOf(node);
      const shift = map.nodeSkip[node]! - map.nodeStart[node]!;
      ranges.push({ node, start: starts[first + shift]!, end: ends[last + shift]! });
    }
    return ranges;
  };
}

const SKIPPED_TAGS = new Set([
  'input',
  'textarea',
  'select',
  'option',
  'button',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'head',
  'title',
]);

// Without layout (isInline's default) everything else counts as a block, which only errs towards missing a name, never
// towards joining two paragraphs.
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/**
 * An editor's root: its `contenteditable` attribute. Below the walk's root nothing else can make an element editable
 * (an editable ancestor's subtree is skipped whole), so the attribute is all that is read per element; the browser's
 * `isContentEditable`, which also sees `designMode` and editable ancestors, is asked of the root alone.
 */
/**
 * An element's place in the line judged by its tag alone: what text-map.ts assumes without layout.
 * @internal Read outside this file by the tests alone (tests/unit/in-page/highlight/fake-layout.ts).
 */
export const inlineByTag = (element: Element): boolean => INLINE_TAGS.has(element.localName);

function isEditorRoot(element: Element): boolean {
  const attribute = element.getAttribute('contenteditable');
  return attribute !== null && attribute.toLowerCase() !== 'false';
}

function isSkipped(element: Element, isExcluded: (element: Element) => boolean): boolean {
  return (
    SKIPPED_TAGS.has(element.localName) ||
    element.hasAttribute('hidden') ||
    isEditorRoot(element) ||
    isExcluded(element)
  );
}

const isClosedDetails = (element: Element | null): element is HTMLDetailsElement =>
  element !== null && element.localName === 'details' && !element.hasAttribute('open');

export interface TextMapOptions {
  /** Elements whose subtree is not page text (Scout's own UI). */
  isExcluded?: (element: Element) => boolean;
  /** Whether text directly inside an element is rendered (visibility.ts); asked once per Text node, of its parent. */
  isVisible?: (element: Element) => boolean;
  /**
   * Whether an element sits in its parent's line, so that its text runs on from the text around it; else it is a
   * block, and a name never spans its edges. Asked once per element with text under it. By its tag unless given
   * (visibility.ts `laidOutInline` asks the browser's layout: a `<b style="display:block">` is a line of its own).
   */
  isInline?: (element: Element) => boolean;
}

/** Walks `root` once and builds its haystack. */
export function buildTextMap(root: Element, options: TextMapOptions = {}): TextMap {
  const { isExcluded = () => false, isVisible = () => true, isInline = inlineByTag } = options;
  const nodes: Text[] = [];
  const parts: string[] = [];
  const nodeStart: number[] = [];
  const nodeEnd: number[] = [];
  const nodeSkip: number[] = [];
  let length = 0;
  // The root itself may be an editor or Scout's own UI: then nothing under it is page text to mark.
  const walk = !isSkipped(root, isExcluded) && (root as Partial<HTMLElement>).isContentEditable !== true;

  // A closed <details> shows only its summary: the first <summary> child.
  const summaries = new Map<Element, Element | null>();
  const summaryOf = (details: Element): Element | null => {
    let summary = summaries.get(details);
    if (summary === undefined) {
      summary = Array.from(details.children).find((child) => child.localName === 'summary') ?? null;
      summaries.set(details, summary);
    }
    return summary;
  };

  const blocks = new Map<Element, Element>();
  const blockOf = (parent: Element): Element => {
    let block = blocks.get(parent);
    if (block === undefined) {
      block =
        parent === root || parent.parentElement === null || !isInline(parent) ? parent : blockOf(parent.parentElement);
      blocks.set(parent, block);
    }
    return block;
  };

  let lastChar = SEPARATOR; // the haystack starts as if after a separator: no leading one is needed
  let lastBlock: Element | undefined;
  const separate = () => {
    if (lastChar === SEPARATOR) return;
    parts.push(SEPARATOR);
    length += SEPARATOR.length;
    lastChar = SEPARATOR;
  };

  // No filter callback: calling into script for each of a big page's nodes costs more than all the rest of the walk.
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  // The first node after the current one's subtree (the walker never leaves the root).
  const pastSubtree = (): Node | null => {
    let next = walker.nextSibling();
    while (next === null && walker.parentNode() !== null) next = walker.nextSibling();
    return next;
  };
  const rejects = (element: Element): boolean => {
    if (isSkipped(element, isExcluded)) return true;
    const parent = element.parentElement;
    return isClosedDetails(parent) && summaryOf(parent) !== element;
  };

  for (let node = walk ? walker.nextNode() : null; node !== null;) {
    if (node.nodeType !== Node.TEXT_NODE) {
      const element = node as Element;
      if (rejects(element)) {
        node = pastSubtree();
        continue;
      }
      if (element.localName === 'br') separate();
      node = walker.nextNode();
      continue;
    }
    const text = node as Text;
    node = walker.nextNode();
    const parent = text.parentElement;
    if (parent === null || isClosedDetails(parent)) continue; // text right in a closed <details>' body
    const data = text.data;
    // Whitespace between tags is about half of a page's Text nodes: it folds to one space, without a copy.
    const blank = !NOT_SPACE.test(data);
    const folded = blank ? (data === '' ? '' : ' ') : foldText(data);
    // Hidden text is left out as if it were not there: it neither joins nor separates the visible runs around it.
    // Layout is asked only about text that could hold a name.
    if (!blank && !isVisible(parent)) continue;
    const block = blockOf(parent);
    if (block !== lastBlock) separate();
    lastBlock = block;

    // Whitespace already ends the haystack ("Café " then " Central"): drop this node's leading space so the runs
    // collapse across nodes exactly as they do within one.
    const from = lastChar === ' ' && folded.startsWith(' ') ? 1 : 0;
    if (from >= folded.length) continue;
    nodes.push(text);
    nodeStart.push(length);
    nodeSkip.push(from);
    parts.push(from === 0 ? folded : folded.slice(from));
    length += folded.length - from;
    nodeEnd.push(length);
    lastChar = folded[folded.length - 1]!;
  }

  return {
    haystack: parts.join(''),
    nodes,
    nodeStart: Int32Array.from(nodeStart),
    nodeEnd: Int32Array.from(nodeEnd),
    nodeSkip: Uint8Array.from(nodeSkip),
  };
}
