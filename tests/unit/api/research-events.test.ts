// @vitest-environment node
/** A research's tags as they stream: parsed, bounded, and hostile payloads ignored (research-events.ts, tags.ts). */
import { describe, expect, it } from 'vitest';
import { createTagScanner, type Piece } from '@/utils/worker/api/answers/tags';
import { applyResearchPiece, emptyResearch, type ResearchState } from '@/utils/worker/api/answers/research-events';

function read(...chunks: string[]): ResearchState {
  const scanner = createTagScanner({ research: true });
  const state = emptyResearch();
  for (const chunk of chunks) for (const piece of scanner.push(chunk)) applyResearchPiece(state, piece);
  for (const piece of scanner.end()) applyResearchPiece(state, piece);
  return state;
}

/** As recorded (a client's fixture of a real research stream): Brave's shapes, its spelling included. */
const RECORDED =
  '<queries>{"queries":["example search"]}</queries>' +
  '<analyzing>{"query":"example search","urls":18,"new_urls":18}</analyzing>' +
  '<thinking>{"query":"example search","urls_analyzed":30,"urls_selected":["https://example.com"]}</thinking>' +
  '<progress>{"elasped_seconds":24.5,"number_of_iterations":1,"number_of_queries":1,"number_of_urls_analyzed":30,' +
  '"number_of_input_tokens":11363,"number_of_thinking_tokens":0,"number_of_output_tokens":1267}</progress>' +
  '<blindspots>["check another source"]</blindspots>' +
  '<answer>{"answer":"The answer is **four**.\\n\\n[Source](https://example.com)"}</answer>' +
  '<usage>{"X-Request-Queries":1,"X-Request-Total-Cost":0.0634}</usage>';

describe('research tags', () => {
  it('reads the recorded shapes: searches, pages, time, tokens, blind spots, answer, usage', () => {
    expect(read(RECORDED)).toEqual({
      queries: ['example search'],
      searches: 1,
      pages: 30,
      iterations: 1,
      elapsedSeconds: 24.5,
      tokensIn: 11_363,
      tokensOut: 1_267,
      blindspots: ['check another source'],
      answer: 'The answer is **four**.\n\n[Source](https://example.com)',
      cost: { searches: 1, totalUsd: 0.0634 },
    });
  });

  it('reads a tag split anywhere across chunks the same', () => {
    const whole = read(RECORDED);
    for (const at of [1, 9, 50, 140, 333, RECORDED.length - 3])
      expect(read(RECORDED.slice(0, at), RECORDED.slice(at))).toEqual(whole);
  });

  it('an answer scanner keeps none of them (an answer never shows research tags)', () => {
    const pieces: Piece[] = createTagScanner().push(RECORDED);
    expect(pieces.filter((piece) => piece.kind === 'tag').map((piece) => piece.kind === 'tag' && piece.name)).toEqual([
      'usage',
    ]);
  });

  it('a stream without <answer> leaves it unset: the research is unfinished', () => {
    const state = read(RECORDED.slice(0, RECORDED.indexOf('<answer>')));
    expect(state.answer).toBeUndefined();
    expect(state.searches).toBe(1);
  });

  it.each([
    ['not JSON', '<progress>oops</progress><queries>[1, {"q": 2}, null]</queries><answer>"text"</answer>'],
    [
      'wrong types',
      '<progress>{"number_of_queries":"7","number_of_urls_analyzed":-5,"elasped_seconds":1e308}</progress>',
    ],
    [
      'a null answer',
      '<answer>{"answer":null}</answer><answer>{"answer":"   "}</answer><blindspots>{"x":1}</blindspots>',
    ],
    ['an array', '<thinking>[1,2,3]</thinking><analyzing>null</analyzing><progress>[]</progress>'],
  ])('ignores hostile payloads (%s) without throwing', (_, stream) => {
    expect(read(stream)).toEqual(emptyResearch());
  });

  it('a progress report never lowers what is shown (stale or out of order)', () => {
    const state = read(
      '<progress>{"number_of_queries":5,"number_of_urls_analyzed":60}</progress>',
      '<progress>{"number_of_queries":2,"number_of_urls_analyzed":10}</progress>',
    );
    expect(state).toMatchObject({ searches: 5, pages: 60 });
  });

  it('bounds what it keeps: queries, their length, blind spots', () => {
    const many = JSON.stringify({ queries: Array.from({ length: 150 }, (_, i) => `q${i} ${'x'.repeat(400)}`) });
    const state = read(
      `<queries>${many}</queries>`,
      `<blindspots>${JSON.stringify(Array(500).fill('gap'))}</blindspots>`,
    );
    expect(state.queries).toHaveLength(60);
    expect(Math.max(...state.queries.map((query) => query.length))).toBe(300);
    expect(state.blindspots).toHaveLength(20);
  });

  it('a flood of <progress> keeps only the latest and still reaches the <answer> after it', () => {
    const flood = Array.from(
      { length: 20_000 },
      (_, i) => `<progress>{"number_of_queries":${i},"number_of_urls_analyzed":${i * 2}}</progress>`,
    ).join('');
    const state = read(flood, '<answer>{"answer":"Done."}</answer>');
    expect(state).toMatchObject({ searches: 19_999, pages: 39_998, answer: 'Done.' });
  });
});
