/**
 * An answer's Markdown paragraph with its citation markers → paragraph blocks, through the one Markdown path
 * (utils/worker/richtext/markdown.ts). Each marker becomes a private-use character in the source (one per marker, so a marker
 * marked drops, in a link definition, cannot shift the others), placed at the end of the word it follows; the tree that
 * comes back has those characters replaced by `ref` nodes, and a marker whose character did not survive is appended.
 *
 * The summary view's blocks are paragraphs and entity lists, so the tree is laid out as paragraphs, as the summarizer's
 * text is: a heading as a bold paragraph, each list item a paragraph with its bullet or number, quotes unwrapped.
 * Linear time: text.ts hands over paragraphs of at most PARAGRAPH_CHARS, so marked's worst case (super-linear on some
 * hostile inputs) is bounded per paragraph, and a whole answer costs a bounded amount per character.
 */
import type { RichNode } from '../../../ui-safe/richtext/tree';
import { parseMarkdown } from '../../richtext/markdown';
import type { SummaryBlock } from '../../../contract/view-schemas';
import { PARAGRAPH_CHARS, placeMarkers, refNode, type ParagraphReader, type TextFormat } from './text';

/** One character per marker (at most MAX_SUMMARY_MARKERS, messages.ts), in the Private Use Area. */
const SENTINEL = 0xe000;
const SENTINELS = /[\ue000-\ue0ff]/g;
/** A word that marked's GFM autolinks would take for an address (`https://…`, `www.…`). */
const LINKED_WORD = /(?:^|\s)(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*$/i;

/** Where a marker at each offset goes: back over the whitespace before it, then on to the end of the word. */
function wordEnds(raw: string): (at: number) => number {
  const length = raw.length;
  const nextSpace = new Int32Array(length + 1).fill(length);
  for (let i = length - 1; i >= 0; i--) nextSpace[i] = /\s/.test(raw[i]!) ? i : nextSpace[i + 1]!;
  const wordStart = new Int32Array(length + 1);
  for (let i = 1; i <= length; i++) wordStart[i] = /\s/.test(raw[i - 1]!) ? wordStart[i - 1]! : i;
  return (at) => nextSpace[wordStart[Math.min(Math.max(at, 0), length)]!]!;
}

const markdownParagraph: ParagraphReader = (raw, markers) => {
  const placed = placeMarkers(markers, wordEnds(raw));
  // The answer's own private-use characters of that range would read as markers: replaced, at the same length.
  const text = raw.replace(SENTINELS, '\ufffd');
  let source = '';
  let from = 0;
  placed.forEach((marker, i) => {
    // After a bare address the mark would join it (GFM links it up to the next space): a space keeps it out.
    const space = LINKED_WORD.test(text.slice(Math.max(from, marker.at - 2_000), marker.at)) ? ' ' : '';
    source += text.slice(from, marker.at) + space + String.fromCharCode(SENTINEL + i);
    from = marker.at;
  });
  source += text.slice(from);
  const found = new Set<number>();
  const withRefs = (nodes: readonly RichNode[]): RichNode[] =>
    nodes.flatMap((node): RichNode[] => {
      if (typeof node !== 'string') return 'c' in node ? [{ ...node, c: withRefs(node.c) }] : [node];
      return node.split(/([\ue000-\ue0ff])/).flatMap((piece): RichNode[] => {
        const marker = piece.length === 1 ? placed[piece.charCodeAt(0) - SENTINEL] : undefined;
        if (marker === undefined) return piece === '' ? [] : [piece];
        found.add(piece.charCodeAt(0) - SENTINEL);
        return [refNode(marker)];
      });
    });
  const blocks = layout(withRefs(parseMarkdown(source, { maxChars: PARAGRAPH_CHARS })));
  const lost = placed.filter((_, i) => !found.has(i)).map(refNode);
  if (lost.length === 0) return blocks;
  const last = blocks[blocks.length - 1];
  if (last?.kind === 'paragraph') return [...blocks.slice(0, -1), { ...last, content: [...last.content, ...lost] }];
  return [...blocks, { kind: 'paragraph', content: lost }];
};

export const MARKDOWN_TEXT: TextFormat = {
  paragraph: markdownParagraph,
  itemText: (text) => markdownParagraph(text, []).flatMap((block) => (block.kind === 'paragraph' ? block.content : [])),
};

const BLOCKS = new Set(['p', 'h', 'ul', 'ol', 'li', 'blockquote']);

/** The tree's blocks as paragraphs: headings bold, each list item its own paragraph after its bullet or number. */
function layout(nodes: readonly RichNode[], bullet = ''): SummaryBlock[] {
  const blocks: SummaryBlock[] = [];
  let inline: RichNode[] = [];
  const flush = () => {
    const content = bullet !== '' && inline.length > 0 ? [bullet, ...inline] : inline;
    if (inline.length > 0) blocks.push({ kind: 'paragraph', content });
    inline = [];
    bullet = '';
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCKS.has(node.t)) inline.push(node);
    else if (node.t === 'p' || node.t === 'h') {
      inline.push(...(node.t === 'h' ? [{ t: 'strong' as const, c: node.c }] : node.c));
      flush();
    } else if (node.t === 'ul' || node.t === 'ol') {
      flush();
      const ordered = node.t === 'ol';
      node.c.forEach((item, i) => {
        const mark = ordered ? `${i + 1}. ` : '• ';
        blocks.push(...layout(typeof item === 'string' || item.t !== 'li' ? [item] : item.c, mark));
      });
    } else {
      flush();
      blocks.push(...layout('c' in node ? node.c : []));
    }
  }
  flush();
  return blocks;
}
