/**
 * One folded "haystack" for all the readable text under a root, with each haystack char mapped back to the Text node
 * and offsets it came from. Searching one string is what lets every place name be found in a single DOM walk, and
 * the map is what lets a match be wrapped where it really is. Text the user cannot read or may be typing into
 * (form fields, scripts, editors, hidden parts, Scout's own UI and marks) never enters the haystack, so it is never
 * touched. Neither does text the reader cannot see: under `[hidden]`, in the body of a closed `<details>` (its
 * `<summary>` shows), or in an element that layout does not render (visibility.ts).
 */
import { normalizeText } from './normalize';

/** Scout's wrapper and marker tags; shared with the highlighter so the walk can skip what an earlier pass added. */
export const MARK_TAG = 'scout-mark';
export const MARKER_TAG = 'scout-marker';

/** Ends every run of text that must not join the next one: a match never spans two blocks or a line break. */
const SEPARATOR = '\n';

export interface TextMap {
  /** Folded text of every readable Text node under the root, in document order, blocks split by SEPARATOR. */
  haystack: string;
  /** The Text nodes that contributed, indexed by `nodeAt`. */
  nodes: Text[];
  /** Per haystack char: index into `nodes`, or -1 for a SEPARATOR. */
  nodeAt: Int32Array;
  /** Per haystack char: where its source starts and ends in that node's data (code units). */
  startAt: Int32Array;
  endAt: Int32Array;
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
  MARK_TAG,
  MARKER_TAG,
]);

// Everything else counts as a block, which only errs towards missing a name, never towards joining two paragraphs.
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
  MARK_TAG,
  MARKER_TAG,
]);

function isEditable(element: Element): boolean {
  const attribute = element.getAttribute('contenteditable');
  if (attribute !== null && attribute.toLowerCase() !== 'false') return true;
  return (element as Partial<HTMLElement>).isContentEditable === true;
}

function isSkipped(element: Element, isExcluded: (element: Element) => boolean): boolean {
  return (
    SKIPPED_TAGS.has(element.localName) || element.hasAttribute('hidden') || isEditable(element) || isExcluded(element)
  );
}

const isClosedDetails = (element: Element | null): element is HTMLDetailsElement =>
  element !== null && element.localName === 'details' && !element.hasAttribute('open');

export interface TextMapOptions {
  /** Elements whose subtree is not page text (Scout's own UI). */
  isExcluded?: (element: Element) => boolean;
  /** Whether text directly inside an element is rendered (visibility.ts); asked once per Text node, of its parent. */
  isVisible?: (element: Element) => boolean;
}

/** Walks `root` once and builds its haystack. */
export function buildTextMap(root: Element, options: TextMapOptions = {}): TextMap {
  const { isExcluded = () => false, isVisible = () => true } = options;
  const nodes: Text[] = [];
  const parts: string[] = [];
  const nodeAt: number[] = [];
  const startAt: number[] = [];
  const endAt: number[] = [];
  // The root itself may be an editor or Scout's own UI: then nothing under it is page text to mark.
  const walk = !isSkipped(root, isExcluded);

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
        parent === root || !INLINE_TAGS.has(parent.localName) || parent.parentElement === null
          ? parent
          : blockOf(parent.parentElement);
      blocks.set(parent, block);
    }
    return block;
  };

  let lastChar = SEPARATOR; // the haystack starts as if after a separator: no leading one is needed
  let lastBlock: Element | undefined;
  const separate = () => {
    if (lastChar === SEPARATOR) return;
    parts.push(SEPARATOR);
    nodeAt.push(-1);
    startAt.push(0);
    endAt.push(0);
    lastChar = SEPARATOR;
  };

  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      if (isSkipped(element, isExcluded)) return NodeFilter.FILTER_REJECT; // REJECT also skips the subtree
      const parent = element.parentElement;
      if (isClosedDetails(parent) && summaryOf(parent) !== element) return NodeFilter.FILTER_REJECT;
      return element.localName === 'br' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });

  for (let node = walk ? walker.nextNode() : null; node !== null; node = walker.nextNode()) {
    if (node.nodeType !== Node.TEXT_NODE) {
      separate(); // a <br>
      continue;
    }
    const text = node as Text;
    const parent = text.parentElement;
    if (parent === null || isClosedDetails(parent)) continue; // text right in a closed <details>' body
    const folded = normalizeText(text.data);
    // Hidden text is left out as if it were not there: it neither joins nor separates the visible runs around it.
    // Layout is asked only about text that could hold a name (whitespace between tags is most Text nodes).
    if (folded.text.trim() !== '' && !isVisible(parent)) continue;
    const block = blockOf(parent);
    if (block !== lastBlock) separate();
    lastBlock = block;

    // Whitespace already ends the haystack ("Café " then " Central"): drop this node's leading space so the runs
    // collapse across nodes exactly as they do within one.
    const from = lastChar === ' ' && folded.text.startsWith(' ') ? 1 : 0;
    if (from >= folded.text.length) continue;
    const index = nodes.push(text) - 1;
    parts.push(from === 0 ? folded.text : folded.text.slice(from));
    for (let k = from; k < folded.text.length; k++) {
      nodeAt.push(index);
      startAt.push(folded.starts[k]!);
      endAt.push(folded.ends[k]!);
    }
    lastChar = folded.text[folded.text.length - 1]!;
  }

  return {
    haystack: parts.join(''),
    nodes,
    nodeAt: Int32Array.from(nodeAt),
    startAt: Int32Array.from(startAt),
    endAt: Int32Array.from(endAt),
  };
}
