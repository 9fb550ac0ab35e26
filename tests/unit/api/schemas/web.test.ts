// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/utils/api/schemas/parse';
import { webSearchResponseSchema } from '@/utils/api/schemas/web';
import { locationResult, webAnswer } from '../helpers';

const parse = (body: unknown) => parseResponse(webSearchResponseSchema, body);

describe('web search schema', () => {
  it('reads a realistic answer and keeps unknown fields', () => {
    const data = parse(webAnswer({ brand_new_section: { a: 1 } }));
    const result = data.web!.results[0]!;
    expect(result.title).toBe('Blu Tack - Wikipedia');
    expect(result.meta_url?.path).toBe('› wiki  › Blu_Tack');
    expect(result.extra_snippets).toEqual(["It's blue", 'It sticks']);
    expect((result as Record<string, unknown>).deep_results).toEqual({});
    expect((data as Record<string, unknown>).brand_new_section).toEqual({ a: 1 });
    expect(data.query?.original).toBe('blu tack');
    expect(data.mixed?.main).toEqual([{ type: 'web', index: 0, all: false }]);
  });

  it('reads locations, summarizer key and other sections', () => {
    const data = parse(
      webAnswer({
        locations: { type: 'locations', results: [locationResult('abc'), { title: 5 }] },
        summarizer: { type: 'summarizer', key: '{"query": "x"}' },
        faq: { type: 'faq', results: [{ question: 'Q?', answer: 'A', title: 't', url: 'https://x' }, { question: null }] },
        news: { type: 'news', results: [{ title: 'N', url: 'https://n', breaking: true, is_live: false }] },
        infobox: { type: 'graph', results: [{ type: 'infobox', title: 'T', long_desc: 'L', attributes: [['a', 'b']] }] },
      }),
    );
    expect(data.locations?.results.map((place) => place.id)).toEqual(['abc']);
    expect(data.summarizer?.key).toBe('{"query": "x"}');
    expect(data.faq?.results).toHaveLength(1);
    expect(data.news?.results[0]?.breaking).toBe(true);
    expect(data.infobox?.results[0]?.long_desc).toBe('L');
  });

  it('C4: missing web results give an empty list, not an error', () => {
    expect(parse({ type: 'search', web: {} }).web?.results).toEqual([]);
    expect(parse({ type: 'search' }).web).toBeUndefined();
    expect(parse({ type: 'search', web: { results: 'nope' } }).web?.results).toEqual([]);
  });

  it('C4: items whose title is null, a number or an array are skipped, not the response', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(
      webAnswer({
        web: { type: 'search', results: [{ ...good, title: null }, { ...good, title: 42 }, { ...good, title: ['a'] }, good, null, 'x', 7] },
      }),
    );
    expect(data.web?.results).toHaveLength(1);
  });

  it('C4: optional fields of the wrong type become undefined', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(webAnswer({ web: { results: [{ ...good, description: { html: 1 }, age: 5, meta_url: 'x', thumbnail: [], extra_snippets: 'one' }] } }));
    const result = data.web!.results[0]!;
    expect(result.description).toBeUndefined();
    expect(result.age).toBeUndefined();
    expect(result.meta_url).toBeUndefined();
    expect(result.thumbnail).toBeUndefined();
    expect(result.extra_snippets).toBeUndefined();
  });

  it('C4: 10,000 results are capped at 20', () => {
    const good = webAnswer().web.results[0]!;
    const results = Array.from({ length: 10_000 }, (_, index) => ({ ...good, url: `https://x/${index}` }));
    const data = parse(webAnswer({ web: { results } }));
    expect(data.web?.results).toHaveLength(20);
    expect(data.web?.results[19]?.url).toBe('https://x/19');
  });

  it('C4: a 5 MB description is truncated', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(webAnswer({ web: { results: [{ ...good, description: 'd'.repeat(5 * 1024 * 1024) }] } }));
    expect(data.web!.results[0]!.description!.length).toBeLessThanOrEqual(10_000);
  });

  it('C4: 1,000-deep nesting in an unknown field is cut, not followed', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 1000; level += 1) deep = { d: deep };
    const data = parse(webAnswer({ deep }));
    expect(JSON.stringify(data).length).toBeLessThan(10_000);
    expect(data.web?.results).toHaveLength(1);
  });

  it('an oversized summarizer key is dropped, never cut', () => {
    expect(parse(webAnswer({ summarizer: { key: 'k'.repeat(20_000) } })).summarizer).toBeUndefined();
  });

  it('a body that is not a search answer is malformed', () => {
    for (const body of [null, [], 'search', 5, { type: 'ErrorResponse', error: {} }, { type: 'local_pois' }]) {
      expect(() => parse(body)).toThrow(expect.objectContaining({ kind: 'malformed' }));
    }
  });

  it('does not let "__proto__" in a body reach a prototype', () => {
    const data = parse(JSON.parse('{"type":"search","__proto__":{"polluted":true},"web":{"results":[]}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((data as Record<string, unknown>).polluted).toBeUndefined();
  });
});
