// @vitest-environment node
/**
 * An answer's Markdown read straight into the rich-text tree (utils/worker/view/summary/markdown-text.ts), through mapAnswer
 * as the background calls it: the rendering, where citations land, and the time a hostile answer costs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import type { RichNode, SummaryBlock } from '@/utils/contract/view-schemas';

const token = (data: string): SummaryMessage => ({ type: 'token', data });
const ref = (number: number, at: number): SummaryMessage => ({
  type: 'inline_reference',
  data: { type: 'inline_reference', number, start_index: at, end_index: at },
});
const blocks = (...messages: SummaryMessage[]) => mapAnswer(messages, 'complete').blocks;
const contents = (list: SummaryBlock[]) => list.map((b) => (b.kind === 'paragraph' ? b.content : []));

/** Every node of a tree, depth first. */
const nodesOf = (nodes: readonly RichNode[]): RichNode[] =>
  nodes.flatMap((node) => [node, ...(typeof node !== 'string' && 'c' in node ? nodesOf(node.c) : [])]);
const refsOf = (list: SummaryBlock[]) =>
  contents(list)
    .flatMap(nodesOf)
    .flatMap((node) => (typeof node !== 'string' && node.t === 'ref' ? [node.n] : []));

describe('an answer’s Markdown', () => {
  it('turns emphasis into elements, and leaves what is not emphasis alone', () => {
    expect(contents(blocks(token('**bold** and *em* and ***both***')))).toEqual([
      [
        { t: 'strong', c: ['bold'] },
        ' and ',
        { t: 'em', c: ['em'] },
        ' and ',
        { t: 'em', c: [{ t: 'strong', c: ['both'] }] },
      ],
    ]);
    for (const plain of ['snake_case_name', '2 * 3 * 4', 'a ** b'])
      expect(contents(blocks(token(plain)))).toEqual([[plain]]);
  });

  it('gives headings (bold), bullets, numbered items and quotes a paragraph each; drops rules', () => {
    expect(contents(blocks(token('## Title\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n---\n\nend')))).toEqual([
      [{ t: 'strong', c: ['Title'] }],
      ['• ', 'one'],
      ['• ', 'two'],
      ['1. ', 'first'],
      ['2. ', 'second'],
      ['quoted'],
      ['end'],
    ]);
  });

  it('puts a citation after the word it follows, never inside a word, a heading mark or a link', () => {
    const text = '**Dune** is a novel\n## Sequels\nSee [the list](https://c.example/).';
    const view = blocks(
      token(text),
      ref(1, 3), // inside "**Dune**": after the word
      ref(2, text.indexOf('\n## ') + 1), // at the start of the heading's line: after the line before
      ref(3, text.indexOf('c.example')), // inside the link's target: after the link
    );
    expect(contents(view)).toEqual([
      [{ t: 'strong', c: ['Dune'] }, { t: 'ref', n: 1 }, ' is a novel', { t: 'ref', n: 2 }],
      [{ t: 'strong', c: ['Sequels'] }],
      ['See ', { t: 'a', href: 'https://c.example/', c: ['the list'] }, '.', { t: 'ref', n: 3 }],
    ]);
  });

  it('keeps a citation after a bare address out of the link', () => {
    const text = 'See https://x.example/page and www.y.example';
    expect(contents(blocks(token(text), ref(1, 'See https://x.example/page'.length), ref(2, text.length)))).toEqual([
      [
        'See ',
        { t: 'a', href: 'https://x.example/page', c: ['https://x.example/page'] },
        ' ',
        { t: 'ref', n: 1 },
        ' and ',
        { t: 'a', href: 'http://www.y.example/', c: ['www.y.example'] },
        ' ',
        { t: 'ref', n: 2 },
      ],
    ]);
  });

  it('does not read the answer’s own private-use characters as citations', () => {
    expect(refsOf(blocks(token('a \ue000 b \ue001'), ref(4, 1)))).toEqual([4]);
  });

  it('property: never loses a citation, and shows no element but the allowed ones', () => {
    const piece = fc.oneof(
      fc
        .string({
          unit: fc.constantFrom(
            'a',
            ' ',
            '*',
            '_',
            '`',
            '[',
            ']',
            '(',
            ')',
            '#',
            '-',
            '\n',
            '<',
            '&',
            '\\',
            '1',
            '.',
            ':',
          ),
          maxLength: 12,
        })
        .map(token),
      fc.integer({ min: 1, max: 9 }).map((cite): { cite: number } => ({ cite })),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        let length = 0;
        const messages = pieces.map((p) => {
          if (!('type' in p)) return ref(p.cite, length);
          if (p.type === 'token') length += p.data.length;
          return p;
        });
        const view = blocks(...messages);
        const cited = new Set(pieces.flatMap((p) => ('type' in p ? [] : [p.cite])));
        // A citation before any text has no paragraph to go with, as in a summary.
        const text = pieces.some((p) => 'type' in p && p.type === 'token' && p.data.trim() !== '');
        if (text) expect(new Set(refsOf(view))).toEqual(cited);
        const types = contents(view)
          .flatMap(nodesOf)
          .flatMap((node) => (typeof node === 'string' ? [] : [node.t]));
        expect(types.every((t) => ['strong', 'em', 'code', 'a', 'br', 'ref'].includes(t))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Hostile answers up to 30,000 characters (MAX_ANSWER_TEXT_CHARS, utils/worker/api/answers/assemble.ts): marked is super-linear on some of these, so the
 * text is read paragraph by paragraph, each cut to twice the 3,000 characters it may show (text.ts, markdown.ts).
 */
describe('a hostile 30,000-character answer', () => {
  const HOSTILE: [string, (chars: number) => string][] = [
    ['emphasis runs', (n) => '**a'.repeat(n / 3)],
    ['unclosed stars', (n) => '*a'.repeat(n / 2)],
    ['brackets and links', (n) => '[a]('.repeat(n / 4)],
    ['nested quotes', (n) => '> '.repeat(n / 2)],
    ['nested list markers', (n) => `${'- '.repeat(n / 2 - 1)}x`],
    ['nested list lines', (n) => '- a\n  - b\n'.repeat(n / 10)],
    ['mixed delimiters', (n) => '*_[`<'.repeat(n / 5)],
    // Paragraphs of the most costly kinds, each near the paragraph cap, so that every one of them is read.
    ['paragraphs of emphasis runs', (n) => `${'**a'.repeat(900)}\n\n`.repeat(n / 2_702)],
    ['paragraphs of nested list lines', (n) => `${'- a\n  - b\n'.repeat(270)}\n`.repeat(n / 2_701)],
    ['paragraphs of nested quotes', (n) => `${'> '.repeat(1_350)}\n\n`.repeat(n / 2_702)],
  ];
  const timeOf = (text: string) => {
    // Citations only at the end: a mark inside would cut the hostile run (a quote, a list, a delimiter run) short.
    const messages = [token(text), ...Array.from({ length: 100 }, (_, i) => ref(1 + (i % 9), text.length))];
    const started = performance.now();
    mapAnswer(messages, 'complete');
    return performance.now() - started;
  };

  it.each(HOSTILE)('%s: maps in time linear in the text, within the stream budget', (label, make) => {
    const best = (chars: number) => Math.min(timeOf(make(chars)), timeOf(make(chars)));
    best(2_000); // warm up
    // Below the 20,000 characters a summary shows (messages.ts), four times the text must cost about four times the
    // time: quadratic would be sixteen. Slack for timer noise on small figures on a busy machine.
    const quarter = best(5_000);
    const whole = best(20_000);
    const longest = best(30_000);
    console.log(
      `hostile answer, ${label}: 5,000 chars ${quarter.toFixed(0)} ms, 20,000 ${whole.toFixed(0)} ms, 30,000 ${longest.toFixed(0)} ms`,
    );
    expect(whole).toBeLessThan(8 * quarter + 200);
    expect(longest).toBeLessThan(3_000); // the stream time budget of tests/unit/services/summary-hostile.test.ts
  });
});
