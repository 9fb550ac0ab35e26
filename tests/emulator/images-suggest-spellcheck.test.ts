// @vitest-environment node
/** /images/search, /suggest/search and /spellcheck/search (docs/api-reference.md §8.1, §8.2, §8.4; A47–A49). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, testClock, validationIssues } from './helpers';
import { spellcheck } from '../../emulator/search/spellcheck';

const clock = testClock();
const emulator = emulatorForFile(clock);

function get(endpoint: string, params: Record<string, string | number | boolean>, key: string) {
  return call(emulator, apiPath(endpoint, params), { key });
}

describe('images/search', () => {
  it('answers one picture per matching page, with sizes, confidence and a zoned page_fetched', async () => {
    const body = (await get('images/search', { q: 'black holes', count: 12 }, 'demo-search')).json();
    expect(body).toMatchObject({ type: 'images', query: { original: 'black holes' } });
    expect(body.extra).toEqual({ might_be_offensive: false });
    expect(body.results.length).toBeGreaterThan(3);
    expect(body.results.length).toBeLessThanOrEqual(12);
    const [first] = body.results;
    expect(first).toMatchObject({
      type: 'image_result',
      title: expect.stringMatching(/black hole/i),
      url: expect.stringMatching(/^https:\/\//),
      source: new URL(first.url).hostname,
      page_fetched: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      thumbnail: { src: expect.stringContaining('/__emulator/img/'), width: 500, height: expect.any(Number) },
      properties: {
        url: expect.stringMatching(/^https:\/\/.*\.jpg$/),
        placeholder: expect.stringContaining('/__emulator/img/'),
        width: expect.any(Number),
        height: expect.any(Number),
      },
      meta_url: { hostname: new URL(first.url).hostname },
      confidence: 'high',
    });
    expect(body.results.map((image: { confidence: string }) => image.confidence).slice(2, 4)).toEqual([
      'high',
      'medium',
    ]);
    const picture = await fetch(first.thumbnail.src);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('strict (the default) drops adult pages; off keeps them and flags them', async () => {
    const strict = (await get('images/search', { q: 'berlin cabaret' }, 'demo-search')).json();
    const off = (await get('images/search', { q: 'berlin cabaret', safesearch: 'off' }, 'demo-search')).json();
    expect(off.extra.might_be_offensive).toBe(true);
    expect(strict.extra.might_be_offensive).toBe(false);
    expect(strict.query.show_strict_warning).toBe(true);
    expect(off.results.length).toBeGreaterThan(strict.results.length);
  });

  it('count is 1–200; safesearch is off or strict only', async () => {
    expect((await get('images/search', { q: 'coffee', count: 200 }, 'demo-search')).status).toBe(200);
    expect(validationIssues(await get('images/search', { q: 'coffee', count: 201 }, 'demo-search'))[0]).toMatchObject({
      type: 'less_than_equal',
      ctx: { le: 200 },
    });
    const [safesearch] = validationIssues(
      await get('images/search', { q: 'coffee', safesearch: 'moderate' }, 'demo-search'),
    );
    expect(safesearch).toMatchObject({ type: 'enum', msg: "Input should be 'off' or 'strict'" });
  });
});

describe('suggest/search (Autosuggest plan)', () => {
  it('completes a partial query from the world, count 5 by default, results carrying only `query`', async () => {
    const body = (await get('suggest/search', { q: 'how to ' }, 'demo-suggest')).json();
    expect(body.type).toBe('suggest');
    expect(body.query).toEqual({ original: 'how to ' });
    expect(body.results).toHaveLength(5);
    for (const result of body.results) {
      expect(Object.keys(result)).toEqual(['query']);
      expect(result.query).toMatch(/^how to \S/);
    }
    const three = (await get('suggest/search', { q: 'coffee', count: 3 }, 'demo-suggest')).json().results;
    expect(three).toHaveLength(3);
    expect(three.every((result: { query: string }) => result.query.includes('coffee'))).toBe(true);
  });

  it('rich=true marks entities and describes them', async () => {
    const results = (await get('suggest/search', { q: 'pyth', rich: true }, 'demo-suggest')).json().results;
    expect(results[0]).toEqual({
      query: 'python',
      is_entity: true,
      title: 'Python',
      description: 'General-purpose programming language',
      img: expect.stringContaining('/__emulator/img/infobox-python.svg'),
    });
    expect(
      results.slice(1).every((result: object) => JSON.stringify(Object.keys(result)) === '["query","is_entity"]'),
    ).toBe(true);
  });

  it('validates q, count 1–20 and the forms of country and lang', async () => {
    expect(validationIssues(await get('suggest/search', { count: 21 }, 'demo-suggest'))).toEqual([
      expect.objectContaining({ type: 'missing', loc: ['query', 'q'] }),
      expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'count'] }),
    ]);
    expect(validationIssues(await get('suggest/search', { q: 'x', country: 'USA' }, 'demo-suggest'))[0]).toMatchObject({
      type: 'string_pattern_mismatch',
      loc: ['query', 'country'],
    });
    expect((await get('suggest/search', { q: 'x', country: 'de', lang: 'pt-br' }, 'demo-suggest')).status).toBe(200);
  });
});

describe('spellcheck/search (Spellcheck plan)', () => {
  it('gives the correction web search uses, or no result', async () => {
    const fixed = (await get('spellcheck/search', { q: 'pyhton virtual enviroment' }, 'demo-spellcheck')).json();
    expect(fixed).toEqual({
      type: 'spellcheck',
      query: { original: 'pyhton virtual enviroment' },
      results: [{ query: 'python virtual environment' }],
    });
    const web = await call(emulator, apiPath('web/search', { q: 'pyhton virtual enviroment' }), { key: 'demo-search' });
    expect(web.json().query.altered).toBe('python virtual environment');
    const fine = (await get('spellcheck/search', { q: 'python' }, 'demo-spellcheck')).json();
    expect(fine.results).toEqual([]);
  });

  it('leaves a "word" longer than any dictionary word alone (a 100,000-letter one hung the server)', () => {
    const vocabulary = new Map([['python', 3]]);
    expect(spellcheck(`pyhton ${'x'.repeat(100_000)}`, vocabulary, () => false)).toBe(`python ${'x'.repeat(100_000)}`);
  });

  it('q is required', async () => {
    expect(validationIssues(await get('spellcheck/search', {}, 'demo-spellcheck'))[0]).toMatchObject({
      type: 'missing',
      loc: ['query', 'q'],
    });
  });
});
