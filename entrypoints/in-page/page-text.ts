/**
 * The page's readable text for "Ask Scout about this page": its main content (the `main` element, else its largest
 * `article`, else the body without the site's navigation, header, footer and asides), without scripts, styles, form
 * controls, embedded content or anything the reader cannot see (highlight/visibility.ts), whitespace collapsed and
 * blocks on lines of their own. Bounded: at most `limit` characters are kept (cut at a word), and the rest is only
 * counted, so a 5 MB page costs one walk and a 12,000-character string. Layout is injected: happy-dom has none.
 */
import { visibilityTest, type Layout } from './highlight/visibility';

export interface PageText {
  /** What will be sent: at most `limit` characters. */
  text: string;
  /** All the readable text's characters, for "12,000 of 48,210 characters". */
  total: number;
}

/** Never the reader's text: code, styles, controls, embedded things. */
const SKIPPED = new Set(
  'SCRIPT STYLE NOSCRIPT TEMPLATE SVG CANVAS IFRAME OBJECT EMBED VIDEO AUDIO BUTTON SELECT OPTION TEXTAREA INPUT FORM DIALOG MATH HEAD TITLE'.split(
    ' ',
  ),
);
/** The site's own furniture, skipped when no main element was found and the whole body is read. */
const FURNITURE = new Set('NAV HEADER FOOTER ASIDE MENU'.split(' '));
const BLOCKS = new Set(
  'P DIV LI UL OL DL DT DD H1 H2 H3 H4 H5 H6 BR TR TABLE SECTION ARTICLE MAIN BLOCKQUOTE PRE FIGURE FIGCAPTION HR CAPTION ADDRESS DETAILS SUMMARY'.split(
    ' ',
  ),
);
/** A main element or article this short is a teaser, not the page's content. */
const MIN_MAIN_CHARS = 200;
/** Articles weighed to find the main one: a listing page may have thousands. */
const MAX_ARTICLES = 20;

function mainRoot(doc: Document): { root: Element; whole: boolean } | undefined {
  const body = doc.body;
  if (!body) return undefined;
  const main = doc.querySelector('main, [role="main"]');
  if (main && (main.textContent?.length ?? 0) >= MIN_MAIN_CHARS) return { root: main, whole: false };
  let best: Element | undefined;
  let bestLength = MIN_MAIN_CHARS - 1;
  for (const article of [...doc.querySelectorAll('article')].slice(0, MAX_ARTICLES)) {
    const length = article.textContent?.length ?? 0;
    if (length > bestLength) [best, bestLength] = [article, length];
  }
  return best ? { root: best, whole: false } : { root: body, whole: true };
}

/** Cut at the last space within the last 200 characters, so no word is sent in half. */
function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return space > limit - 200 ? cut.slice(0, space) : cut;
}

export function readPageText(
  doc: Document,
  limit: number,
  options: { layout?: Layout; isExcluded?: (element: Element) => boolean } = {},
): PageText {
  const found = mainRoot(doc);
  if (!found) return { text: '', total: 0 };
  const isShown = visibilityTest(options.layout);
  const { root, whole } = found;
  const skip = (element: Element) =>
    SKIPPED.has(element.tagName.toUpperCase()) ||
    (whole && FURNITURE.has(element.tagName.toUpperCase())) ||
    element.hasAttribute('hidden') ||
    element.getAttribute('aria-hidden') === 'true' ||
    (options.isExcluded?.(element) ?? false) ||
    !isShown(element);

  const parts: string[] = [];
  let kept = 0;
  let total = 0;
  /** Pending separator before the next text: '' at the start, ' ' between inline runs, '\n' across a block. */
  let gap = '';
  const add = (piece: string) => {
    const spaced = (total === 0 ? '' : gap) + piece;
    gap = '';
    total += spaced.length;
    if (kept <= limit) {
      // One character past the limit tells cutAtWord whether the last word ends there.
      const taken = spaced.slice(0, limit + 1 - kept);
      parts.push(taken);
      kept += taken.length;
    }
  };
  // Depth-first with a stack of its own: a hostile page's ten thousand nested elements cannot overflow the call stack.
  const BLOCK_END = null;
  const stack: (ChildNode | null)[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === BLOCK_END) {
      gap = '\n';
    } else if (node?.nodeType === 3) {
      const collapsed = (node.nodeValue ?? '').replace(/\s+/g, ' ');
      if (collapsed.startsWith(' ') && gap === '') gap = ' ';
      const trimmed = collapsed.trim();
      if (trimmed !== '') add(trimmed);
      if (collapsed.endsWith(' ') && gap === '') gap = ' ';
    } else if (node?.nodeType === 1 && !skip(node as Element)) {
      if (BLOCKS.has((node as Element).tagName.toUpperCase())) {
        gap = '\n';
        stack.push(BLOCK_END);
      }
      for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
    }
  }
  return { text: cutAtWord(parts.join(''), limit), total };
}
