// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSummaryText } from '@/utils/api/answers/markdown';
import type { SummaryMessage } from '@/utils/api/schemas/summarizer';

const token = (data: string): SummaryMessage => ({ type: 'token', data });
const ref = (number: number, at: number): SummaryMessage => ({
  type: 'inline_reference',
  data: { type: 'inline_reference', number, start_index: at, end_index: at },
});
/** The converted text of one run of Markdown. */
const text = (markdown: string) =>
  toSummaryText([token(markdown)])
    .map((m) => (m.type === 'token' ? m.data : ''))
    .join('');

describe('toSummaryText', () => {
  it('turns emphasis into the allow-listed tags', () => {
    expect(text('**bold** and *em* and __b__ and _e_ and ***both***')).toBe(
      '<strong>bold</strong> and <em>em</em> and <strong>b</strong> and <em>e</em> and <strong><em>both</em></strong>',
    );
    expect(text('**outer *inner* outer**')).toBe('<strong>outer <em>inner</em> outer</strong>');
  });

  it('leaves what is not emphasis alone', () => {
    for (const plain of [
      'snake_case_name',
      '2 * 3 * 4',
      'a ** b',
      '**unclosed',
      'trailing*',
      'a **** b',
      'file_name.py and_this',
    ])
      expect(text(plain)).toBe(plain);
  });

  it('always nests the tags it writes, even for crossed delimiters', () => {
    expect(text('**a *b** c*')).toBe('<strong>a *b</strong> c*');
  });

  it('unwraps code spans (no emphasis inside) and links (their text), and honours escapes', () => {
    expect(text('Use `a*b*c` or ``x`y``')).toBe('Use a*b*c or x`y');
    expect(text('See [the **docs**](https://x.example/a_b) now')).toBe('See the <strong>docs</strong> now');
    expect(text('\\*not em\\* and \\_ and \\\\')).toBe('*not em* and _ and \\');
    expect(text('[not a link] (x) and [x](has space)')).toBe('[not a link] (x) and [x](has space)');
  });

  it('escapes <, > and a bare &, but keeps entities the answer wrote', () => {
    expect(text('a < b > c & d &amp; e &#39; &nbsp; &bogus')).toBe(
      'a &lt; b &gt; c &amp; d &amp; e &#39; &nbsp; &amp;bogus',
    );
    expect(text('`<script>`')).toBe('&lt;script&gt;');
  });

  it('gives headings, bullets, numbered items and quotes a paragraph each; drops rules', () => {
    expect(text('Intro\n## Heading ##\n- one\n* two\n+ three\n1. first\n> quoted\n---\nEnd')).toBe(
      'Intro\n\n<strong>Heading</strong>\n\n• one\n\n• two\n\n• three\n\n1. first\n\nquoted\n\n\nEnd',
    );
    expect(text('Line one\nline two')).toBe('Line one\nline two');
    expect(text('Para\n\n- item')).toBe('Para\n\n• item');
  });

  it('moves citations with the text, keeping their place and the list messages around them', () => {
    const messages = toSummaryText([
      token('**Paris** is '),
      token('big.'),
      ref(1, 999),
      token(' *Really*.'),
      { type: 'enum_start', data: 'ul' },
      { type: 'enum_item', data: { name: 'A' } },
      token(' **x**'),
      ref(2, 0),
      { type: 'enum_end', data: undefined },
    ]);
    const first = '<strong>Paris</strong> is big.';
    const second = ' <em>Really</em>.';
    expect(messages).toEqual([
      token(first),
      ref(1, first.length),
      token(second),
      { type: 'enum_start', data: 'ul' },
      { type: 'enum_item', data: { name: 'A' } },
      token(' <strong>x</strong>'),
      ref(2, first.length + second.length + ' <strong>x</strong>'.length),
      { type: 'enum_end', data: undefined },
    ]);
  });

  it('property: never loses a citation, keeps their order, and indexes them inside the text', () => {
    const piece = fc.oneof(
      fc
        .string({
          unit: fc.constantFrom('a', ' ', '*', '_', '`', '[', ']', '(', ')', '#', '-', '\n', '<', '&', '\\', '1', '.'),
          maxLength: 12,
        })
        .map(token),
      fc.integer({ min: 1, max: 9 }).map((n) => ref(n, 0)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (messages) => {
        const out = toSummaryText(messages);
        const refs = (list: SummaryMessage[]) =>
          list.filter((m) => m.type === 'inline_reference').map((m) => (m.data as { number: number }).number);
        expect(refs(out)).toEqual(refs(messages));
        let length = 0;
        for (const message of out) {
          if (message.type === 'token') length += message.data.length;
          if (message.type === 'inline_reference') expect(message.data.end_index).toBe(length);
        }
        // Whatever the answer wrote, no tag but the ones written here reaches the renderer.
        const tags = out.flatMap((m) => (m.type === 'token' ? (m.data.match(/<[^>]*>/g) ?? []) : []));
        expect(tags.every((tag) => ['<strong>', '</strong>', '<em>', '</em>'].includes(tag))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
