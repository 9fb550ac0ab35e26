// @vitest-environment node
/**
 * An answer's Markdown read straight into the rich-text tree (utils/worker/view/summary/markdown-text.ts), through mapAnswer
 * as the background calls it: the rendering, where citations land, and what a hostile answer maps to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import type { RichNode, SummaryBlock } from '@/utils/contract/view-schemas';
import { HOSTILE, HOSTILE_CHARS, hostileMessages } from '../../../../scripts/bench/hostile-answers';

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
 * Hostile answers up to 30,000 characters (scripts/bench/hostile-answers.ts, whose time the bench measures against
 * its budget: npm run bench): each maps, and no paragraph shows more than the 3,000 characters (and an ellipsis) a
 * paragraph may show.
 */
describe('a hostile 30,000-character answer', () => {
  it.each(HOSTILE)('%s: maps to paragraphs of at most 3,000 characters', (_label, make) => {
    const view = mapAnswer(hostileMessages(make(HOSTILE_CHARS)), 'complete').blocks;
    const texts = contents(view).map((content) =>
      nodesOf(content)
        .filter((node) => typeof node === 'string')
        .join(''),
    );
    expect(view.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(3_001);
  });
});
