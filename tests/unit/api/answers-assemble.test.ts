// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAnswerAssembler } from '@/utils/worker/api/answers/assemble';
import { createTagScanner } from '@/utils/worker/api/answers/tags';
import { parseUsage } from '@/utils/worker/api/answers/usage';
import { MAX_ANSWER_TEXT_CHARS } from '@/utils/worker/api/answers/assemble';

/** The answer text (with tags) through the scanner and the assembler, as the stream does. */
function assemble(...chunks: string[]) {
  const scanner = createTagScanner();
  const answer = createAnswerAssembler();
  for (const chunk of chunks) answer.add(scanner.push(chunk));
  answer.add(scanner.end());
  return { messages: answer.messages(), cost: answer.cost(), hasContent: answer.hasContent() };
}

const cite = (data: Record<string, unknown>) => `<citation>${JSON.stringify(data)}</citation>`;
const item = (data: Record<string, unknown>) => `<enum_item>${JSON.stringify(data)}</enum_item>`;

describe('answer assembler', () => {
  it('merges text into one token and places a citation where its tag occurred, ignoring the API indices', () => {
    const { messages, hasContent } = assemble(
      'Paris is ',
      'the capital.',
      cite({
        number: 1,
        url: 'https://en.wikipedia.org/wiki/Paris',
        favicon: 'https://imgs.search.brave.com/f',
        snippet: 'Capital',
        start_index: 3,
        end_index: 900,
      }),
      ' It is big.',
    );
    expect(messages).toEqual([
      { type: 'token', data: 'Paris is the capital.' },
      {
        type: 'inline_reference',
        data: {
          type: 'inline_reference',
          number: 1,
          start_index: 21,
          end_index: 21,
          url: 'https://en.wikipedia.org/wiki/Paris',
          favicon: 'https://imgs.search.brave.com/f',
          snippet: 'Capital',
        },
      },
      { type: 'token', data: ' It is big.' },
    ]);
    expect(hasContent).toBe(true);
  });

  it('C2: keeps a citation with a hostile link, but without the link', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'file:///etc/passwd',
      '/relative',
      'https://user:pw@bank.example/',
    ]) {
      const { messages } = assemble('Text.', cite({ number: 2, url, favicon: 'javascript:alert(1)' }));
      expect(messages[1]).toEqual({
        type: 'inline_reference',
        data: { type: 'inline_reference', number: 2, start_index: 5, end_index: 5 },
      });
    }
  });

  it('drops a malformed citation (never shown as text): bad JSON, no number, a number that is not a positive integer', () => {
    const { messages } = assemble(
      'A',
      '<citation>{"number":1,</citation>',
      cite({ url: 'https://a.example/' }),
      cite({ number: '1', url: 'https://a.example/' }),
      cite({ number: 0 }),
      cite({ number: 1.5 }),
      '<citation>[1]</citation>',
      'B',
    );
    expect(messages).toEqual([{ type: 'token', data: 'AB' }]);
  });

  it('turns enum tags into a list in the summarizer shape', () => {
    const { messages } = assemble(
      'Albums:',
      '<enum_start>ul</enum_start>',
      item({
        uuid: 'u1',
        original_tokens: 'The Fame',
        name: 'The Fame (album)',
        href: 'https://e.example/fame',
        extra_text: '2008 debut',
        images: [],
      }),
      ' — a debut',
      item({ name: 'Chromatica', href: 'javascript:alert(1)' }),
      '<enum_end></enum_end>',
      ' More.',
    );
    expect(messages).toEqual([
      { type: 'token', data: 'Albums:' },
      { type: 'enum_start', data: 'ul' },
      { type: 'enum_item', data: { uuid: 'u1', name: 'The Fame', url: 'https://e.example/fame', text: '2008 debut' } },
      { type: 'token', data: ' — a debut' },
      { type: 'enum_item', data: { name: 'Chromatica' } },
      { type: 'enum_end', data: undefined },
      { type: 'token', data: ' More.' },
    ]);
  });

  it('reads an ordered list, keeps text between the start and the first item, and drops empty or bad items', () => {
    const { messages } = assemble(
      '<enum_start>"ol"</enum_start>',
      'Top two:',
      item({ name: ' ' }),
      '<enum_item>oops</enum_item>',
      item({ name: 'A' }),
      '<enum_end></enum_end>',
    );
    expect(messages.map((message) => message.type)).toEqual(['token', 'enum_start', 'enum_item', 'enum_end']);
    expect(messages[1]).toEqual({ type: 'enum_start', data: 'ol' });
    expect(assemble('<enum_start>{"type":"ol"}</enum_start>', item({ name: 'A' })).messages[0]).toEqual({
      type: 'enum_start',
      data: 'ol',
    });
    expect(assemble('<enum_start>nonsense</enum_start>', item({ name: 'A' })).messages[0]).toEqual({
      type: 'enum_start',
      data: 'ul',
    });
  });

  it('gives items that came without enum_start a list, closed again by the next prose', () => {
    const { messages } = assemble(
      'Albums:',
      item({ original_tokens: 'The Fame' }),
      '\n',
      item({ original_tokens: 'Chromatica' }),
      '\nBoth sold well.',
    );
    expect(messages).toEqual([
      { type: 'token', data: 'Albums:' },
      { type: 'enum_start', data: 'ul' },
      { type: 'enum_item', data: { name: 'The Fame' } },
      { type: 'enum_item', data: { name: 'Chromatica' } },
      { type: 'enum_end', data: undefined },
      { type: 'token', data: '\nBoth sold well.' },
    ]);
  });

  it('ignores an enum_end without a list, and closes a list when a new one starts', () => {
    expect(assemble('a<enum_end></enum_end>b').messages).toEqual([{ type: 'token', data: 'ab' }]);
    const types = assemble(
      '<enum_start>ul</enum_start>',
      item({ name: 'A' }),
      '<enum_start>ul</enum_start>',
      item({ name: 'B' }),
    ).messages.map((m) => m.type);
    expect(types).toEqual(['enum_start', 'enum_item', 'enum_end', 'enum_start', 'enum_item']);
  });

  it('C1: keeps the text as the answer wrote it (Markdown), for the view to read as text (map-answer.test.ts C1/C7)', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)>\u202Egnp.exe & co';
    expect(assemble(hostile).messages).toEqual([{ type: 'token', data: hostile }]);
  });

  it('reads the cost from <usage>, and a later usage tag updates it', () => {
    const { cost } = assemble(
      'Hi',
      '<usage>{"X-Request-Queries":2,"X-Request-Tokens-In":1234}</usage>',
      '<usage>{"X-Request-Tokens-Out":300,"X-Request-Total-Cost":0.01567}</usage>',
    );
    expect(cost).toEqual({ searches: 2, tokensIn: 1234, tokensOut: 300, totalUsd: 0.01567 });
  });

  it('has no content for blank text or citations alone', () => {
    expect(assemble(' \n ', cite({ number: 1, url: 'https://a.example/' })).hasContent).toBe(false);
    expect(assemble(item({ name: 'A' })).hasContent).toBe(true);
  });

  it('bounds the text', () => {
    const { messages } = assemble(...Array.from({ length: 30 }, () => 'x'.repeat(10_000)), cite({ number: 1 }));
    expect((messages[0] as { data: string }).data.length).toBe(MAX_ANSWER_TEXT_CHARS);
    expect(messages[1]).toMatchObject({ type: 'inline_reference', data: { end_index: MAX_ANSWER_TEXT_CHARS } });
  });
});

describe('parseUsage', () => {
  it('reads the nine X-Request-* keys (any case)', () => {
    const usage = {
      'X-Request-Requests': 1,
      'X-Request-Queries': 8,
      'x-request-tokens-in': 15_000,
      'X-Request-Tokens-Out': 800,
      'X-Request-Requests-Cost': 0.005,
      'X-Request-Queries-Cost': 0.032,
      'X-Request-Tokens-In-Cost': 0.075,
      'X-Request-Tokens-Out-Cost': 0.004,
      'X-Request-Total-Cost': 0.116,
    };
    expect(parseUsage(JSON.stringify(usage))).toEqual({
      totalUsd: 0.116,
      searches: 8,
      tokensIn: 15_000,
      tokensOut: 800,
    });
  });

  it('reads the older shape and numeric strings', () => {
    expect(parseUsage('{"tokens_input":10,"tokens_output":"20","searches":1,"cost":"0.0043"}')).toEqual({
      totalUsd: 0.0043,
      searches: 1,
      tokensIn: 10,
      tokensOut: 20,
    });
  });

  it('leaves out values of the wrong type, and gives nothing for junk', () => {
    expect(
      parseUsage(
        '{"X-Request-Total-Cost":-1,"X-Request-Queries":1.5,"X-Request-Tokens-In":"many","X-Request-Tokens-Out":3}',
      ),
    ).toEqual({ tokensOut: 3 });
    for (const junk of [
      '',
      'not json',
      '[1]',
      'null',
      '{}',
      '{"model":"brave"}',
      '{"X-Request-Total-Cost":"Infinity"}',
    ])
      expect(parseUsage(junk)).toBeUndefined();
  });
});
