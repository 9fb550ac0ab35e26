// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTagScanner, type Piece } from '@/utils/worker/api/answers/tags';
import { MAX_TAGS } from '@/utils/worker/api/answers/tags';

/** Runs the scanner over the given chunks and merges adjacent text, so chunking does not show in the result. */
function scan(...chunks: string[]): Piece[] {
  const scanner = createTagScanner();
  const pieces = [...chunks.flatMap((chunk) => scanner.push(chunk)), ...scanner.end()];
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (piece.kind === 'text' && last?.kind === 'text')
      merged[merged.length - 1] = { kind: 'text', text: last.text + piece.text };
    else merged.push(piece);
  }
  return merged;
}

const text = (value: string): Piece => ({ kind: 'text', text: value });

const CITATION = '{"number":1,"url":"https://a.example/x","snippet":"He said \\"</citation>\\" and <b>"}';
const WELL_FORMED =
  'Paris is the capital.<citation>' +
  CITATION +
  '</citation> Albums:<enum_start>ul</enum_start>' +
  '<enum_item>{"original_tokens":"The Fame","href":"https://e.example/fame"}</enum_item>' +
  '<thinking>{"urls":["</thinking>"]}</thinking> and 2 < 3, <b>bold</b>.<enum_end></enum_end>' +
  '<usage>{"X-Request-Total-Cost":0.005}</usage>';

const EXPECTED: Piece[] = [
  text('Paris is the capital.'),
  { kind: 'tag', name: 'citation', content: CITATION },
  text(' Albums:'),
  { kind: 'tag', name: 'enum_start', content: 'ul' },
  { kind: 'tag', name: 'enum_item', content: '{"original_tokens":"The Fame","href":"https://e.example/fame"}' },
  text(' and 2 < 3, <b>bold</b>.'),
  { kind: 'tag', name: 'enum_end', content: '' },
  { kind: 'tag', name: 'usage', content: '{"X-Request-Total-Cost":0.005}' },
];

describe('createTagScanner', () => {
  it('separates text from the known tags and drops metadata tags with their content', () => {
    expect(scan(WELL_FORMED)).toEqual(EXPECTED);
  });

  it('gives the same pieces however the text is split in two, at every position', () => {
    for (let at = 0; at <= WELL_FORMED.length; at += 1) {
      expect(scan(WELL_FORMED.slice(0, at), WELL_FORMED.slice(at))).toEqual(EXPECTED);
    }
  });

  it('gives the same pieces one character at a time', () => {
    expect(scan(...WELL_FORMED.split(''))).toEqual(EXPECTED);
  });

  it('property: any chunking of a well-formed answer gives the same pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: WELL_FORMED.length }), { maxLength: 30 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => WELL_FORMED.slice(start, points[i] ?? WELL_FORMED.length));
        expect(scan(...chunks)).toEqual(EXPECTED);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the real closing tag past a literal closing tag inside a JSON string, with escapes', () => {
    const content = '{"snippet":"a </citation> b \\\\","x":"\\"</citation>"}';
    expect(scan(`A<citation>${content}</citation>B`)).toEqual([
      text('A'),
      { kind: 'tag', name: 'citation', content },
      text('B'),
    ]);
  });

  it('drops research and unknown JSON tags with their content, split or not', () => {
    const raw =
      'a<queries>{"q":["x"]}</queries>b<answer>{"answer":"secret"}</answer>c<entity_info> {"x":1}</entity_info>d<blindspots>none found</blindspots>e';
    expect(scan(raw)).toEqual([text('abcde')]);
    expect(scan(...raw.split(''))).toEqual([text('abcde')]);
  });

  it('keeps a < that does not open a tag, and tag-like words without JSON, as text', () => {
    for (const raw of [
      'a < b',
      'a <b>bold</b> c',
      'x<3 and y>2',
      '<<citation>{"number":1}</citation>',
      'if a<b_c>d then',
      '</citation> stray',
      '< citation>',
    ]) {
      const pieces = scan(raw);
      const shown = pieces.map((piece) => (piece.kind === 'text' ? piece.text : `[${piece.name}]`)).join('');
      expect(shown).toBe(raw === '<<citation>{"number":1}</citation>' ? '<[citation]' : raw);
    }
  });

  it('releases a held-back < at the end of the stream as text', () => {
    const scanner = createTagScanner();
    expect(scanner.push('x <us')).toEqual([text('x ')]);
    expect(scanner.end()).toEqual([text('<us')]);
  });

  it('drops an unterminated tag at the end, and a tag whose JSON never closes its string', () => {
    expect(scan('done<usage>{"X-Request-Total-Cost":0.1}')).toEqual([text('done')]);
    expect(scan('done<citation>{"url":"https://a.example/</citation> more text')).toEqual([text('done')]);
  });

  it('hands malformed tag content on as a tag (the assembler drops it), never as text', () => {
    expect(scan('a<citation>not json</citation>b')).toEqual([
      text('a'),
      { kind: 'tag', name: 'citation', content: 'not json' },
      text('b'),
    ]);
  });

  it('bounds a huge tag: dropped, and the text after it still arrives', () => {
    const scanner = createTagScanner();
    const pieces = [...scanner.push('before<citation>{"snippet":"')];
    const block = 'x'.repeat(64 * 1024);
    // 2.5 MB, all inside one JSON string: forty times MAX_TAG_CHARS (64 KiB, utils/worker/api/answers/tags.ts).
    for (let i = 0; i < 40; i += 1) pieces.push(...scanner.push(block));
    pieces.push(...scanner.push('"}</citation>after'), ...scanner.end());
    expect(pieces).toEqual([text('before'), text('after')]);
  });

  it('stops keeping tags past MAX_TAGS but still removes them from the text', () => {
    const tag = '<citation>{"number":1}</citation>';
    const pieces = scan(`a${tag.repeat(MAX_TAGS + 5)}b`);
    expect(pieces.filter((piece) => piece.kind === 'tag')).toHaveLength(MAX_TAGS);
    expect(
      pieces
        .filter((piece) => piece.kind === 'text')
        .map((piece) => (piece as { text: string }).text)
        .join(''),
    ).toBe('ab');
  });
});
