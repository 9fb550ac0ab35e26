/**
 * Answers are written in Markdown, but the summary renderer reads text the way the summarizer sends it: plain text
 * with `<strong>`/`<em>` and entities, through the snippet allow-list (utils/richtext/snippet.ts). Without this,
 * `**bold**`, `## Heading` and `- item` would show their markup. The Markdown that answers use is rewritten into
 * that form: emphasis, code spans and links (their text) inline; headings (a bold line), bullets (•), numbered items
 * and quotes at line starts, each on a paragraph of its own. `<`, `>` and `&` (unless it starts an entity) are
 * escaped, so the answer's text is never read as markup. Anything unusual stays as written.
 *
 * Text moves, so each citation is re-placed: at the converted position of the point in the text where it arrived.
 */
import type { SummaryMessage } from '../schemas/summarizer';

type InlineReference = Extract<SummaryMessage, { type: 'inline_reference' }>;

/** The messages with their text in the summarizer's form and citation indices moved along. */
export function toSummaryText(messages: readonly SummaryMessage[]): SummaryMessage[] {
  const out: SummaryMessage[] = [];
  let offset = 0;
  // Text and citations between list markers are converted together: Markdown spans may run across a citation.
  let run: { raw: string; citations: { at: number; message: InlineReference }[] } | undefined;
  const pushText = (text: string) => {
    if (text === '') return;
    out.push({ type: 'token', data: text });
    offset += text.length;
  };
  const flush = () => {
    if (!run) return;
    const { text, map } = convert(run.raw);
    let from = 0;
    for (const { at, message } of run.citations) {
      const to = map[at] ?? text.length;
      pushText(text.slice(from, to));
      from = to;
      out.push({ ...message, data: { ...message.data, start_index: offset, end_index: offset } });
    }
    pushText(text.slice(from));
    run = undefined;
  };
  for (const message of messages) {
    if (message.type === 'token') {
      run ??= { raw: '', citations: [] };
      run.raw += message.data;
    } else if (message.type === 'inline_reference') {
      run ??= { raw: '', citations: [] };
      run.citations.push({ at: run.raw.length, message });
    } else {
      flush();
      out.push(message);
    }
  }
  flush();
  return out;
}

const HEADING = /^ {0,3}(#{1,6})[ \t]+/;
const BULLET = /^ {0,3}[-*+][ \t]+/;
const NUMBERED = /^ {0,3}\d{1,9}[.)][ \t]+/;
const QUOTE = /^ {0,3}>[ \t]?/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;
const LINK = /^\[([^\]\n]*)\]\(([^()\s]*)\)/;

/** The converted text and, for each raw offset (0…length), its offset in the converted text. */
function convert(raw: string): { text: string; map: number[] } {
  let text = '';
  const map: number[] = new Array<number>(raw.length + 1);
  const skip = (from: number, to: number) => {
    for (let i = from; i < to; i += 1) map[i] = text.length;
  };
  const literal = (i: number) => {
    map[i] = text.length;
    const char = raw[i]!;
    text +=
      char === '<'
        ? '&lt;'
        : char === '>'
          ? '&gt;'
          : char === '&' && !ENTITY.test(raw.slice(i, i + 40))
            ? '&amp;'
            : char;
  };
  const lines = lineRanges(raw);
  lines.forEach(([start, end], index) => {
    const line = raw.slice(start, end);
    const block = isBlockLine(line);
    if (RULE.test(line)) skip(start, end);
    else {
      const heading = HEADING.exec(line);
      const bullet = heading ? null : BULLET.exec(line);
      const quote = heading || bullet ? null : QUOTE.exec(line);
      const prefix = (heading ?? bullet ?? quote)?.[0].length ?? 0;
      skip(start, start + prefix);
      if (bullet) text += '• ';
      if (heading) {
        const closing = /[ \t]+#+[ \t]*$/.exec(line.slice(prefix));
        const contentEnd = closing ? end - closing[0].length : end;
        text += '<strong>';
        inline(start + prefix, contentEnd);
        text += '</strong>';
        skip(contentEnd, end);
      } else inline(start + prefix, end);
    }
    if (end < raw.length) {
      map[end] = text.length;
      // A block line gets a paragraph of its own: the renderer joins single line breaks into one paragraph.
      const next = lines[index + 1];
      const nextBlock = next !== undefined && isBlockLine(raw.slice(next[0], next[1]));
      text += (block || nextBlock) && raw[end + 1] !== '\n' && line.trim() !== '' ? '\n\n' : '\n';
    }
  });
  map[raw.length] = text.length;
  return { text, map };

  /** Inline Markdown in raw[from, to): escapes, code spans, links, then emphasis paired on the remaining text. */
  function inline(from: number, to: number): void {
    const actions = new Map<number, () => number>();
    const delimiters: Delimiter[] = [];
    for (let i = from; i < to;) {
      const char = raw[i]!;
      if (char === '\\' && i + 1 < to && /[!-/:-@[-`{-~]/.test(raw[i + 1]!)) {
        const at = i;
        actions.set(at, () => {
          map[at] = text.length;
          literal(at + 1);
          return at + 2;
        });
        i += 2;
      } else if (char === '`') {
        const ticks = runLength(raw, i, to, '`');
        const close = findTicks(raw, i + ticks, to, ticks);
        if (close === -1) i += ticks;
        else {
          const at = i;
          actions.set(at, () => {
            skip(at, at + ticks);
            for (let k = at + ticks; k < close; k += 1) literal(k);
            skip(close, close + ticks);
            return close + ticks;
          });
          i = close + ticks;
        }
      } else if (char === '[' && LINK.exec(raw.slice(i, to))) {
        const match = LINK.exec(raw.slice(i, to))!;
        const at = i;
        const labelEnd = at + 1 + match[1]!.length;
        actions.set(at, () => {
          skip(at, at + 1);
          inline(at + 1, labelEnd);
          skip(labelEnd, at + match[0].length);
          return at + match[0].length;
        });
        i += match[0].length;
      } else if (char === '*' || char === '_') {
        const length = runLength(raw, i, to, char);
        delimiters.push(delimiter(raw, i, length, from, to));
        i += length;
      } else i += 1;
    }
    for (const [run, tags] of pairEmphasis(delimiters)) {
      actions.set(run.at, () => {
        skip(run.at, run.at + run.length);
        text += tags;
        return run.at + run.length;
      });
    }
    for (let i = from; i < to;) {
      const action = actions.get(i);
      if (action) i = action();
      else {
        literal(i);
        i += 1;
      }
    }
  }
}

interface Delimiter {
  at: number;
  length: number;
  char: string;
  canOpen: boolean;
  canClose: boolean;
}

/** CommonMark's flanking rules, simplified: `_` does not emphasise inside words (snake_case stays). */
function delimiter(raw: string, at: number, length: number, from: number, to: number): Delimiter {
  const char = raw[at]!;
  const before = at > from ? raw[at - 1]! : ' ';
  const after = at + length < to ? raw[at + length]! : ' ';
  const space = (c: string) => /\s/.test(c);
  const punct = (c: string) => /[!-/:-@[-`{-~]/.test(c);
  const left = !space(after) && (!punct(after) || space(before) || punct(before));
  const right = !space(before) && (!punct(before) || space(after) || punct(after));
  if (char === '*') return { at, length, char, canOpen: left, canClose: right };
  return { at, length, char, canOpen: left && (!right || punct(before)), canClose: right && (!left || punct(after)) };
}

const OPEN = ['', '<em>', '<strong>', '<strong><em>'];
const CLOSE = ['', '</em>', '</strong>', '</em></strong>'];

/** Pairs each closer with the nearest open run of the same character and length; the rest stays literal. */
function pairEmphasis(delimiters: readonly Delimiter[]): Map<Delimiter, string> {
  const tags = new Map<Delimiter, string>();
  const open: Delimiter[] = [];
  for (const current of delimiters) {
    if (current.length > 3) continue;
    const match = current.canClose
      ? findLastIndex(open, (d) => d.char === current.char && d.length === current.length)
      : -1;
    if (match !== -1) {
      tags.set(open[match]!, OPEN[current.length]!);
      tags.set(current, CLOSE[current.length]!);
      open.length = match; // openers inside an unclosed span stay literal, so tags always nest
    } else if (current.canOpen) open.push(current);
  }
  return tags;
}

function isBlockLine(line: string): boolean {
  return HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line);
}

function lineRanges(raw: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (;;) {
    const end = raw.indexOf('\n', start);
    ranges.push([start, end === -1 ? raw.length : end]);
    if (end === -1) return ranges;
    start = end + 1;
  }
}

function runLength(raw: string, at: number, to: number, char: string): number {
  let end = at;
  while (end < to && raw[end] === char) end += 1;
  return end - at;
}

/** The start of the next run of exactly `ticks` backticks in raw[from, to), or -1. */
function findTicks(raw: string, from: number, to: number, ticks: number): number {
  for (let i = from; i < to;) {
    if (raw[i] !== '`') {
      i += 1;
      continue;
    }
    const length = runLength(raw, i, to, '`');
    if (length === ticks) return i;
    i += length;
  }
  return -1;
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) if (test(items[i]!)) return i;
  return -1;
}
