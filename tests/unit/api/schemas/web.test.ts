// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { webSearchResponseSchema } from '@/utils/worker/api/schemas/web';
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
        faq: {
          type: 'faq',
          results: [{ question: 'Q?', answer: 'A', title: 't', url: 'https://x' }, { question: null }],
        },
        news: { type: 'news', results: [{ title: 'N', url: 'https://n', breaking: true, is_live: false }] },
        infobox: {
          type: 'graph',
          results: [{ type: 'infobox', title: 'T', long_desc: 'L', attributes: [['a', 'b']] }],
        },
      }),
    );
    expect(data.locations?.results.map((place) => place.id)).toEqual(['abc']);
    expect(data.summarizer?.key).toBe('{"query": "x"}');
    expect(data.faq?.results).toHaveLength(1);
    expect(data.news?.results[0]?.breaking).toBe(true);
    expect(data.infobox?.results[0]?.long_desc).toBe('L');
  });

  it('types the fields the section mappers read: sitelinks, video data, forum data, infobox facts and profiles', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(
      webAnswer({
        web: {
          results: [
            {
              ...good,
              deep_results: {
                buttons: [{ type: 'button_result', title: 'History', url: 'https://x/h' }, { title: 5 }, null],
              },
            },
          ],
        },
        videos: {
          results: [
            {
              title: 'V',
              url: 'https://v',
              video: {
                duration: '12:04',
                views: 1234,
                creator: 'Ann',
                publisher: 'YouTube',
                thumbnail: { src: 'https://i/v' },
              },
            },
          ],
        },
        discussions: {
          results: [
            {
              title: 'D',
              url: 'https://d',
              data: { forum_name: 'r/x', num_answers: 12, score: '34', title: 'T', question: 'Q?', top_comment: 'C' },
            },
          ],
        },
        infobox: {
          results: [
            {
              title: 'T',
              attributes: [['Born', '1971'], ['Height', '1.8 m', 'extra'], ['only label'], null, [1, 2], 'x', { a: 1 }],
              profiles: [{ name: 'Wikipedia', url: 'https://w', long_name: 'w', img: 'https://i/w' }, 7],
              ratings: [{ ratingValue: 4.5, bestRating: 5, reviewCount: 1234, profile: { name: 'IMDb' } }],
              images: [{ src: 'https://i/1' }, 'nope'],
            },
          ],
        },
      }),
    );
    expect(data.web?.results[0]?.deep_results?.buttons).toEqual([
      { type: 'button_result', title: 'History', url: 'https://x/h' },
      { title: undefined },
    ]);
    expect(data.videos?.results[0]?.video).toEqual({
      duration: '12:04',
      views: 1234,
      creator: 'Ann',
      publisher: 'YouTube',
      thumbnail: { src: 'https://i/v' },
    });
    expect(data.discussions?.results[0]?.data).toMatchObject({
      forum_name: 'r/x',
      num_answers: 12,
      score: '34',
      question: 'Q?',
      top_comment: 'C',
    });
    const infobox = data.infobox!.results[0]!;
    expect(infobox.attributes).toEqual([
      ['Born', '1971'],
      ['Height', '1.8 m'],
    ]);
    expect(infobox.profiles).toHaveLength(1);
    expect(infobox.ratings?.[0]).toMatchObject({ ratingValue: 4.5, reviewCount: 1234, profile: { name: 'IMDb' } });
    expect(infobox.images).toEqual([{ src: 'https://i/1' }]);
  });

  it('C4: malformed section fields become undefined, not a failed search', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(
      webAnswer({
        web: {
          results: [
            { ...good, deep_results: 'x' },
            { ...good, deep_results: { buttons: 'x' } },
          ],
        },
        videos: {
          results: [
            { title: 'V', url: 'https://v', video: [] },
            { title: 'W', url: 'https://w', video: { duration: 5, views: {}, thumbnail: 'x' } },
          ],
        },
        discussions: {
          results: [{ title: 'D', url: 'https://d', data: { num_answers: [], score: null, forum_name: 3 } }],
        },
        infobox: { results: [{ title: 'T', attributes: { Born: '1971' }, profiles: 'x', ratings: 3, images: {} }] },
      }),
    );
    expect(data.web?.results.map((r) => r.deep_results)).toEqual([undefined, { buttons: undefined }]);
    expect(data.videos?.results[0]?.video).toBeUndefined();
    expect(data.videos?.results[1]?.video).toEqual({ duration: undefined, views: undefined, thumbnail: undefined });
    expect(data.discussions?.results[0]?.data).toEqual({
      num_answers: undefined,
      score: undefined,
      forum_name: undefined,
    });
    const infobox = data.infobox!.results[0]!;
    expect([infobox.attributes, infobox.profiles, infobox.ratings, infobox.images]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('C4: caps section lists and strings', () => {
    const good = webAnswer().web.results[0]!;
    const buttons = Array.from({ length: 500 }, (_, i) => ({ title: `b${i}`, url: `https://x/${i}` }));
    const attributes = Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v'.repeat(50_000)]);
    const data = parse(
      webAnswer({
        web: { results: [{ ...good, deep_results: { buttons } }] },
        infobox: { results: [{ title: 'T', attributes }] },
      }),
    );
    expect(data.web?.results[0]?.deep_results?.buttons).toHaveLength(10);
    const facts = data.infobox!.results[0]!.attributes!;
    expect(facts).toHaveLength(30);
    expect(facts[0]![1].length).toBe(2_000);
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
        web: {
          type: 'search',
          results: [{ ...good, title: null }, { ...good, title: 42 }, { ...good, title: ['a'] }, good, null, 'x', 7],
        },
      }),
    );
    expect(data.web?.results).toHaveLength(1);
  });

  it('C4: optional fields of the wrong type become undefined', () => {
    const good = webAnswer().web.results[0]!;
    const data = parse(
      webAnswer({
        web: {
          results: [{ ...good, description: { html: 1 }, age: 5, meta_url: 'x', thumbnail: [], extra_snippets: 'one' }],
        },
      }),
    );
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
