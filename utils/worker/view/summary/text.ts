/**
 * Summary text with citation markers → paragraph blocks.
 *
 * The summarizer streams `token` strings (concatenated they are the text) and `inline_reference` items
 * whose `end_index` points into that text. A marker goes at its end index, moved forward to the next
 * whitespace so it never lands inside a word, tag or entity; without a usable index it goes where the
 * reference arrived in the stream (just after the sentence it belongs to). Each piece of text between
 * markers goes through the snippet parser, so markup in summary text gets the same allow-list as snippets.
 */
import type { RichNode } from '../../../ui-safe/richtext/tree';
import type { SummaryBlock } from '../../../contract/view-schemas';
import { parseSnippet } from '../../richtext/snippet';

export interface Marker {
  /** Offset in the concatenated token text. */
  at: number;
  n: number;
  href?: string;
}

/** A stretch of token text uninterrupted by a list; `start` is its offset in the whole text. */
export interface TextRun {
  start: number;
  raw: string;
}

const MAX_PARAGRAPHS = 40;
export const PARAGRAPH_CHARS = 3000;

/** One paragraph's text, with its markers at offsets in it, → blocks. */
export type ParagraphReader = (text: string, markers: readonly Marker[]) => SummaryBlock[];

/** How a summary's text is written: the summarizer's snippet markup, or an answer's Markdown (markdown-text.ts). */
export interface TextFormat {
  paragraph: ParagraphReader;
  /** Text that came after a list item's tag; without it, it is read with the item's own text, as snippet markup. */
  itemText?: (text: string) => RichNode[];
}

/**
 * Where a marker at each offset goes: past a `<…>` tag the offset is inside, then on to the first whitespace or the
 * end (so never inside a word or `&…;` entity). Built in one pass each way, so placing any number of markers costs
 * time linear in the text, not text × markers.
 */
function snapper(raw: string): (at: number) => number {
  const length = raw.length;
  const nextSpace = new Int32Array(length + 1).fill(length);
  const nextClose = new Int32Array(length + 1).fill(-1);
  for (let i = length - 1; i >= 0; i--) {
    nextSpace[i] = /\s/.test(raw[i]!) ? i : nextSpace[i + 1]!;
    nextClose[i] = raw[i] === '>' ? i : nextClose[i + 1]!;
  }
  const inTag = new Uint8Array(length + 1);
  let lastOpen = -1;
  let lastClose = -1;
  for (let i = 0; i <= length; i++) {
    inTag[i] = lastOpen > lastClose ? 1 : 0;
    if (raw[i] === '<') lastOpen = i;
    else if (raw[i] === '>') lastClose = i;
  }
  return (at) => {
    let i = Math.min(Math.max(at, 0), length);
    if (inTag[i] === 1 && nextClose[i]! >= 0) i = nextClose[i]! + 1;
    return nextSpace[i]!;
  };
}

export const refNode = (m: Marker): RichNode =>
  m.href === undefined ? { t: 'ref', n: m.n } : { t: 'ref', n: m.n, href: m.href };

/** The markers moved to where they go (`snap`), in text order, each number once per place. */
export const placeMarkers = (markers: readonly Marker[], snap: (at: number) => number): Marker[] =>
  markers
    .map((marker) => ({ ...marker, at: snap(marker.at) }))
    .sort((a, b) => a.at - b.at || a.n - b.n)
    .filter((m, i, all) => i === 0 || m.at !== all[i - 1]!.at || m.n !== all[i - 1]!.n);

/** The summarizer's text: snippet markup between the markers. */
const snippetParagraph: ParagraphReader = (raw, markers) => {
  const content: RichNode[] = [];
  const placed = placeMarkers(markers, markers.length > 0 ? snapper(raw) : (at: number) => at);
  let from = 0;
  for (const marker of placed) {
    content.push(...parseSnippet(raw.slice(from, marker.at), { maxChars: PARAGRAPH_CHARS }));
    content.push(refNode(marker));
    from = marker.at;
  }
  content.push(...parseSnippet(raw.slice(from), { maxChars: PARAGRAPH_CHARS }));
  return content.length > 0 ? [{ kind: 'paragraph', content }] : [];
};

export const SNIPPET_TEXT: TextFormat = { paragraph: snippetParagraph };

/** Non-blank paragraphs of a run (split at blank lines), trimmed, with their offsets in the run. */
function splitParagraphs(raw: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  const blankLine = /\n[^\S\n]*\n/g;
  let from = 0;
  for (;;) {
    const match = blankLine.exec(raw);
    const piece = raw.slice(from, match ? match.index : raw.length);
    const text = piece.trim();
    if (text !== '') out.push({ start: from + piece.length - piece.trimStart().length, text });
    if (!match || out.length >= MAX_PARAGRAPHS) return out;
    from = match.index + match[0].length;
  }
}

/**
 * Paragraph blocks of a run, with the markers that fall inside it. A marker in the blank space after a
 * paragraph belongs to that paragraph. `includeEnd`: a marker exactly at the run's end belongs to this run
 * (a list follows, and the marker cites the text before it).
 */
export function paragraphsOf(
  run: TextRun,
  markers: readonly Marker[],
  includeEnd: boolean,
  read: ParagraphReader,
): SummaryBlock[] {
  const end = run.start + run.raw.length;
  const paragraphs = splitParagraphs(run.raw);
  const placed = paragraphs.map((): Marker[] => []);
  for (const marker of markers) {
    if (marker.at < run.start || marker.at > end || (marker.at === end && !includeEnd)) continue;
    const local = marker.at - run.start;
    let k = 0;
    while (k + 1 < paragraphs.length && paragraphs[k + 1]!.start <= local) k++;
    const target = paragraphs[k];
    if (target) placed[k]!.push({ ...marker, at: Math.min(Math.max(local - target.start, 0), target.text.length) });
  }
  return paragraphs.flatMap((p, k) => read(p.text, placed[k]!));
}
