import { describe, expect, it } from 'vitest';
import { createAnswerAssembler } from '@/utils/worker/api/answers/assemble';
import { createTagScanner } from '@/utils/worker/api/answers/tags';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { parsedSummary } from '../parsed';
import type { RichNode, SummaryBlock } from '@/utils/contract/view-schemas';

/** The answer text (tags included) as the API layer turns it into messages. */
function messagesOf(...chunks: string[]): SummaryMessage[] {
  const scanner = createTagScanner();
  const answer = createAnswerAssembler();
  for (const chunk of chunks) answer.add(scanner.push(chunk));
  answer.add(scanner.end());
  return answer.messages();
}

const cite = (number: number, url: string, extra: Record<string, unknown> = {}) =>
  `<citation>${JSON.stringify({ number, url, ...extra })}</citation>`;
const item = (data: Record<string, unknown>) => `<enum_item>${JSON.stringify(data)}</enum_item>`;
const paragraphs = (blocks: SummaryBlock[]): RichNode[][] =>
  blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.content] : []));

/** Every element type in a rich-text tree. */
function elementTypes(nodes: unknown): string[] {
  if (Array.isArray(nodes)) return nodes.flatMap(elementTypes);
  if (typeof nodes !== 'object' || nodes === null) return [];
  const record = nodes as Record<string, unknown>;
  return [...(typeof record.t === 'string' ? [record.t] : []), ...Object.values(record).flatMap(elementTypes)];
}

describe('mapAnswer', () => {
  it('renders an answer exactly as the same messages render as a summary', () => {
    const messages = messagesOf(
      'Paris is big.',
      cite(1, 'https://a.example/'),
      '<enum_start>ul</enum_start>',
      item({ name: 'Louvre' }),
      '<enum_end></enum_end>',
    );
    expect(mapAnswer(messages, 'complete')).toEqual(mapSummary({ summary: messages, status: 'complete' }));
  });

  it('places numbered citations where their tags were, and lists them with their URLs', () => {
    const view = mapAnswer(
      messagesOf(
        'Paris is the capital ',
        'of France.',
        cite(1, 'https://en.wikipedia.org/wiki/Paris', {
          favicon: 'https://imgs.search.brave.com/f',
          start_index: 0,
          end_index: 0,
        }),
        ' It has 2 million people.',
        cite(2, 'https://insee.example/paris'),
        cite(1, 'https://en.wikipedia.org/wiki/Paris'),
      ),
      'complete',
    );
    expect(view.status).toBe('complete');
    expect(view.blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          'Paris is the capital of France.',
          { t: 'ref', n: 1, href: 'https://en.wikipedia.org/wiki/Paris' },
          ' It has 2 million people.',
          { t: 'ref', n: 1, href: 'https://en.wikipedia.org/wiki/Paris' },
          { t: 'ref', n: 2, href: 'https://insee.example/paris' },
        ],
      },
    ]);
    expect(view.citations).toEqual([
      {
        number: 1,
        url: 'https://en.wikipedia.org/wiki/Paris',
        hostname: 'en.wikipedia.org',
        favicon: 'https://imgs.search.brave.com/f',
      },
      { number: 2, url: 'https://insee.example/paris', hostname: 'insee.example' },
    ]);
  });

  it('turns entity enums into list blocks between paragraphs', () => {
    const view = mapAnswer(
      messagesOf(
        'Lady Gaga albums:',
        '<enum_start>ol</enum_start>',
        item({
          uuid: 'u1',
          original_tokens: 'The Fame',
          name: 'The Fame (album)',
          href: 'https://en.wikipedia.org/wiki/The_Fame',
          extra_text: 'debut, <strong>2008</strong>',
        }),
        item({ uuid: 'u2', name: 'Chromatica', href: 'https://en.wikipedia.org/wiki/Chromatica' }),
        ' (2020)',
        '<enum_end></enum_end>',
        '\n\nBoth topped the charts.',
      ),
      'complete',
    );
    expect(view.blocks).toEqual([
      { kind: 'paragraph', content: ['Lady Gaga albums:'] },
      {
        kind: 'list',
        ordered: true,
        items: [
          {
            name: 'The Fame',
            url: 'https://en.wikipedia.org/wiki/The_Fame',
            text: ['debut, ', { t: 'strong', c: ['2008'] }],
          },
          { name: 'Chromatica', url: 'https://en.wikipedia.org/wiki/Chromatica', text: [' (2020)'] },
        ],
      },
      { kind: 'paragraph', content: ['Both topped the charts.'] },
    ]);
    expect(view.entities).toEqual([]);
  });

  it('C2: javascript: and data: links in citations and entities end as no link', () => {
    const view = mapAnswer(
      messagesOf(
        'Text.',
        cite(1, 'javascript:alert(1)'),
        cite(2, 'data:text/html,<script>alert(1)</script>'),
        ' Items:',
        item({ name: 'Evil', href: 'javascript:alert(document.cookie)' }),
        item({ name: 'Data', href: 'data:text/html,x' }),
      ),
      'incomplete',
    );
    expect(paragraphs(view.blocks)[0]).toEqual(['Text.', { t: 'ref', n: 1 }, { t: 'ref', n: 2 }, ' Items:']);
    expect(view.citations).toEqual([]);
    expect(view.blocks[1]).toEqual({ kind: 'list', ordered: false, items: [{ name: 'Evil' }, { name: 'Data' }] });
    expect(JSON.stringify(view)).not.toMatch(/javascript:|data:text/);
  });

  it('C1/C7: hostile markup in an answer is shown as the text it is, never as elements', () => {
    const source =
      '<img src=x onerror=alert(1)>Safe <strong>x</strong> <script>alert(1)</script><svg onload=alert(1)> \u202Etxt <a href="javascript:alert(1)">link</a> &amp; &lt;b&gt;';
    const view = mapAnswer(messagesOf(source.slice(0, 40), source.slice(40)), 'complete');
    expect(elementTypes(view.blocks)).toEqual([]);
    // Entities the answer wrote are decoded once; the bidi override is dropped by the renderer's text cleaning.
    expect(plainText(paragraphs(view.blocks)[0]!)).toBe(
      source.replace('&amp;', '&').replace('&lt;b&gt;', '<b>').replace('\u202E', ''),
    );
  });

  it('renders the Markdown of an answer: emphasis, headings and bullets, with citations still in place', () => {
    const view = mapAnswer(
      messagesOf(
        '**Dune** was written by *Frank Herbert*.',
        cite(1, 'https://a.example/'),
        '\n## Sequels\n- **Dune Messiah** (1969)',
        cite(2, 'https://b.example/'),
        '\n- `Children of Dune`\n\nSee [the list](https://c.example/) for more.',
      ),
      'complete',
    );
    expect(view.blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { t: 'strong', c: ['Dune'] },
          ' was written by ',
          { t: 'em', c: ['Frank Herbert'] },
          '.',
          { t: 'ref', n: 1, href: 'https://a.example/' },
        ],
      },
      { kind: 'paragraph', content: [{ t: 'strong', c: ['Sequels'] }] },
      {
        kind: 'paragraph',
        content: [
          '• ',
          { t: 'strong', c: ['Dune Messiah'] },
          ' (1969)',
          { t: 'ref', n: 2, href: 'https://b.example/' },
        ],
      },
      // Through the one Markdown path (utils/worker/richtext/markdown.ts): code stays code, an http(s) link stays a link.
      { kind: 'paragraph', content: ['• ', { t: 'code', c: ['Children of Dune'] }] },
      { kind: 'paragraph', content: ['See ', { t: 'a', href: 'https://c.example/', c: ['the list'] }, ' for more.'] },
    ]);
  });

  it('shows a partial answer (an open list, an incomplete status) and tolerates junk', () => {
    const partial = mapAnswer(messagesOf('Albums:<enum_start>ul</enum_start>', item({ name: 'A' })), 'incomplete');
    expect(partial.blocks).toEqual([
      { kind: 'paragraph', content: ['Albums:'] },
      { kind: 'list', ordered: false, items: [{ name: 'A' }] },
    ]);
    expect(partial.status).toBe('incomplete');
    // Junk goes through the summarizer's schema first, as every message does (assemble.ts checks each with it).
    expect(mapAnswer(parsedSummary({ summary: null }).summary, 'failed')).toMatchObject({
      blocks: [],
      citations: [],
      status: 'failed',
    });
    const junk = parsedSummary({ summary: [42, 'x', null, { type: 'token', data: 7 }] }).summary;
    expect(mapAnswer(junk, 'complete').blocks).toEqual([]);
  });
});
