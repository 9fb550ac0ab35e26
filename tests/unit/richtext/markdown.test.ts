import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@/utils/worker/richtext/markdown';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { expectTreeWithin } from './tree-assertions';

const ALL = ['strong', 'em', 'code', 'p', 'ul', 'ol', 'li', 'blockquote', 'a', 'h', 'br'];

const PLACE_DESCRIPTION = `### A neighbourhood café

**Café Blau** is a small café in the old town, known for its *house-roasted* coffee.

### Highlights
- Breakfast until 2 pm
- Vegan cakes
- Terrace with [a view](https://example.com/view)
`;

describe('parseMarkdown', () => {
  it('maps headings, paragraphs, bold, italics, lists and links', () => {
    expect(parseMarkdown(PLACE_DESCRIPTION)).toEqual([
      { t: 'h', level: 3, c: ['A neighbourhood café'] },
      {
        t: 'p',
        c: [
          { t: 'strong', c: ['Café Blau'] },
          ' is a small café in the old town, known for its ',
          { t: 'em', c: ['house-roasted'] },
          ' coffee.',
        ],
      },
      { t: 'h', level: 3, c: ['Highlights'] },
      {
        t: 'ul',
        c: [
          { t: 'li', c: ['Breakfast until 2 pm'] },
          { t: 'li', c: ['Vegan cakes'] },
          { t: 'li', c: ['Terrace with ', { t: 'a', href: 'https://example.com/view', c: ['a view'] }] },
        ],
      },
    ]);
  });

  it('starts headings at level 3 and caps them at 6', () => {
    const nodes = parseMarkdown('# one\n\n## two\n\n#### four\n\n###### six');
    expect(nodes.map((n) => (typeof n === 'object' && n.t === 'h' ? n.level : undefined))).toEqual([3, 3, 4, 6]);
  });

  it('renders raw HTML as inert text', () => {
    const nodes = parseMarkdown(
      'Hi <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expectTreeWithin(nodes, ALL);
    const text = plainText(nodes);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(JSON.stringify(nodes)).not.toContain('"t":"a"');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](file:///etc/passwd)',
    '[x](chrome://settings)',
    '[x](/relative)',
    '[x](vbscript:msgbox)',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    'x <javascript:alert(1)>',
  ])('does not link %j, and keeps its text', (source) => {
    const nodes = parseMarkdown(source);
    expectTreeWithin(nodes, ALL);
    expect(JSON.stringify(nodes)).not.toContain('"t":"a"');
    expect(plainText(nodes)).toContain('x');
  });

  it('links bare https URLs (linkify) and keeps link text', () => {
    expect(parseMarkdown('See https://example.org/menu')).toEqual([
      { t: 'p', c: ['See ', { t: 'a', href: 'https://example.org/menu', c: ['https://example.org/menu'] }] },
    ]);
  });

  it('drops images, whatever their URL, and keeps their alt text', () => {
    expect(parseMarkdown('![The terrace](https://example.com/t.jpg) and ![x](javascript:alert(1))')).toEqual([
      { t: 'p', c: ['The terrace and x'] },
    ]);
  });

  it('decodes entities in a link target once, before checking it', () => {
    expect(parseMarkdown('[menu](https://example.com/?a=1&amp;b=2)')).toEqual([
      { t: 'p', c: [{ t: 'a', href: 'https://example.com/?a=1&b=2', c: ['menu'] }] },
    ]);
    expect(JSON.stringify(parseMarkdown('[x](&#106;avascript:alert(1))'))).not.toContain('"t":"a"');
  });

  it('keeps the text of strikethrough, task items and escapes, and code exactly as written', () => {
    expect(parseMarkdown('~~old~~ \\<b> `&amp;`\n\n- [x] done')).toEqual([
      { t: 'p', c: ['old <b> ', { t: 'code', c: ['&amp;'] }] },
      { t: 'ul', c: [{ t: 'li', c: ['done'] }] },
    ]);
  });

  it('turns code, tables, quotes and breaks into allowed nodes', () => {
    const nodes = parseMarkdown(
      '> quoted\n\n```\nfence <b>\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nline  \nbreak `inline`',
    );
    expectTreeWithin(nodes, ALL);
    expect(nodes[0]).toEqual({ t: 'blockquote', c: [{ t: 'p', c: ['quoted'] }] });
    expect(nodes[1]).toEqual({ t: 'p', c: [{ t: 'code', c: ['fence <b>'] }] });
    expect(plainText(nodes)).toContain('1 2');
    expect(nodes[nodes.length - 1]).toEqual({
      t: 'p',
      c: ['line', { t: 'br' }, 'break ', { t: 'code', c: ['inline'] }],
    });
  });

  it('decodes entities once', () => {
    expect(plainText(parseMarkdown('&amp;lt;b&amp;gt; &copy;'))).toBe('&lt;b&gt; ©\n');
  });

  it('strips bidi controls and truncates long input', () => {
    expect(plainText(parseMarkdown('a\u202Eb'))).toBe('ab\n');
    const long = plainText(parseMarkdown('word '.repeat(10_000), { maxChars: 500 }));
    expect(long.trim().length).toBeLessThanOrEqual(501);
    expect(long.trim().endsWith('…')).toBe(true);
  });

  it('caps nesting of lists and quotes, keeping the text', () => {
    const nodes = parseMarkdown('>'.repeat(50) + ' deep');
    expectTreeWithin(nodes, ALL);
    expect(plainText(nodes)).toContain('deep');
    expect(JSON.stringify(nodes).split('blockquote').length - 1).toBeLessThanOrEqual(12);
  });

  it('survives nesting beyond what the parser can recurse into, showing it as text', () => {
    expect(() => parseMarkdown(`${'>'.repeat(500)} x\n${'- '.repeat(500)}y`)).not.toThrow();
    const nodes = parseMarkdown(`${'>'.repeat(3_900)} deep`);
    expectTreeWithin(nodes, ALL);
    expect(plainText(nodes)).toContain('deep');
  });

  it('parses no more than twice the characters it may show', () => {
    // Markup-heavy input (a link definition shows nothing) whose text would fit: past 2 × maxChars it is not read.
    const source = `a\n\n[r]: https://example.com/${'x'.repeat(100)}\n\nz`;
    expect(plainText(parseMarkdown(source, { maxChars: 60 }))).toBe('a\n');
    expect(plainText(parseMarkdown(source, { maxChars: 120 }))).toBe('a\nz\n');
  });

  it('returns [] for non-strings, null and blank input', () => {
    expect(parseMarkdown(null)).toEqual([]);
    expect(parseMarkdown(undefined)).toEqual([]);
    expect(parseMarkdown(7)).toEqual([]);
    expect(parseMarkdown('  \n ')).toEqual([]);
  });
});
