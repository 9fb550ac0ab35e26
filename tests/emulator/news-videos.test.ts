// @vitest-environment node
/** /news/search and /videos/search (docs/api-reference.md §8.3; A44, A45). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, testClock, validationIssues } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);
const KEY = 'demo-search';

function get(endpoint: string, params: Record<string, string | number | boolean | string[]>, key = KEY) {
  return call(emulator, apiPath(endpoint, params), { key });
}

const mentions = (word: RegExp) => (item: { title: string; description: string }) =>
  word.test(item.title) || word.test(item.description);

describe('news/search', () => {
  it('answers news about the query from the world: news-site pages and stories, the freshest breaking', async () => {
    const res = await get('news/search', { q: 'python' });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.type).toBe('news');
    expect(body.query).toMatchObject({ original: 'python', spellcheck_off: false, show_strict_warning: false });
    expect(body.query.altered).toBeUndefined();
    expect(body.results.length).toBeGreaterThanOrEqual(3);
    expect(body.results.every(mentions(/python/i))).toBe(true);
    const [first] = body.results;
    expect(first).toMatchObject({
      type: 'news_result',
      title: 'Python Release Candidate Brings Faster Startup',
      breaking: true,
      is_live: false,
      age: '2 hours ago',
      meta_url: { scheme: 'https', netloc: 'techwire.example' },
      thumbnail: { src: expect.stringContaining('/__emulator/img/'), original: expect.stringMatching(/^https:/) },
    });
    expect(first.description).toContain('<strong>Python</strong>');
    expect(body.results.slice(1).every((item: { breaking: boolean }) => !item.breaking)).toBe(true);
  });

  it('takes the same fields as a JSON body by POST', async () => {
    const byGet = (await get('news/search', { q: 'mars rover', count: 2 })).json();
    const byPost = await call(emulator, '/res/v1/news/search', {
      key: KEY,
      method: 'POST',
      body: JSON.stringify({ q: 'mars rover', count: 2 }),
    });
    expect(byPost.status).toBe(200);
    expect(byPost.json().results.map((item: { url: string }) => item.url)).toEqual(
      byGet.results.map((item: { url: string }) => item.url),
    );
    expect(byGet.results).toHaveLength(2);
  });

  it('pages with count and offset, and says when more follow', async () => {
    const all = (await get('news/search', { q: 'python', count: 50 })).json().results;
    const second = (await get('news/search', { q: 'python', count: 1, offset: 1 })).json();
    expect(second.results.map((item: { url: string }) => item.url)).toEqual([all[1].url]);
    expect(second.query.more_results_available).toBe(true);
  });

  it('freshness, spellcheck and extra_snippets apply', async () => {
    const day = (await get('news/search', { q: 'python', freshness: 'pd' })).json().results;
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((item: { age: string }) => /minute|hour/.test(item.age))).toBe(true);
    const typo = (await get('news/search', { q: 'pyhton' })).json();
    expect(typo.query.altered).toBe('python');
    expect(typo.results.length).toBeGreaterThan(0);
    const plain = (await get('news/search', { q: 'electric car sales' })).json().results;
    const extra = (await get('news/search', { q: 'electric car sales', extra_snippets: true })).json().results;
    expect(plain.some((item: object) => 'extra_snippets' in item)).toBe(false);
    expect(extra.some((item: { extra_snippets?: string[] }) => (item.extra_snippets?.length ?? 0) > 0)).toBe(true);
  });

  it('validates like web search: q, count 1–50, offset 0–9, safesearch', async () => {
    expect(validationIssues(await get('news/search', {}))).toEqual([
      { type: 'missing', loc: ['query', 'q'], msg: 'Field required', input: null },
    ]);
    expect(validationIssues(await get('news/search', { q: 'x', count: 51 }))[0]).toMatchObject({
      type: 'less_than_equal',
      loc: ['query', 'count'],
      ctx: { le: 50 },
    });
    expect((await get('news/search', { q: 'python', count: 50 })).status).toBe(200);
    expect(validationIssues(await get('news/search', { q: 'x', offset: 10 }))[0]).toMatchObject({
      loc: ['query', 'offset'],
    });
    expect(validationIssues(await get('news/search', { q: 'x', safesearch: 'none', freshness: 'pz' }))).toEqual([
      expect.objectContaining({ type: 'enum', loc: ['query', 'safesearch'] }),
      expect.objectContaining({ type: 'value_error', loc: ['query', 'freshness'] }),
    ]);
  });
});

describe('videos/search', () => {
  it('answers the world videos of the query, with video metadata', async () => {
    const body = (await get('videos/search', { q: 'sourdough bread', count: 3 })).json();
    expect(body).toMatchObject({ type: 'videos', query: { original: 'sourdough bread' } });
    expect(body.extra).toEqual({ might_be_offensive: false });
    expect(body.results).toHaveLength(3);
    for (const video of body.results) {
      expect(video).toMatchObject({
        type: 'video_result',
        url: expect.stringMatching(/^https:\/\/www\.viewtube\.example\//),
        video: { duration: expect.stringMatching(/^\d+:\d\d/), views: expect.any(Number), publisher: 'ViewTube' },
        thumbnail: { src: expect.stringContaining('/__emulator/img/video-') },
      });
      expect(mentions(/sourdough|bread/i)(video)).toBe(true);
    }
  });

  it('moderate (the default) and strict drop adult videos; off keeps them and says they might offend', async () => {
    const moderate = (await get('videos/search', { q: 'berlin cabaret' })).json();
    const off = (await get('videos/search', { q: 'berlin cabaret', safesearch: 'off' })).json();
    const adult = (video: { family_friendly: boolean }) => !video.family_friendly;
    expect(off.results.some(adult)).toBe(true);
    expect(off.extra.might_be_offensive).toBe(true);
    expect(moderate.results.some(adult)).toBe(false);
    expect(moderate.query.show_strict_warning).toBe(true);
    expect(moderate.extra.might_be_offensive).toBe(false);
  });

  it('takes POST, and validates count 1–50', async () => {
    const res = await call(emulator, '/res/v1/videos/search', {
      key: KEY,
      method: 'POST',
      body: JSON.stringify({ q: 'chess openings', count: 1 }),
    });
    expect(res.json().results).toHaveLength(1);
    expect(validationIssues(await get('videos/search', { q: 'x', count: 0 }))[0]).toMatchObject({
      type: 'greater_than_equal',
      loc: ['query', 'count'],
    });
  });
});
