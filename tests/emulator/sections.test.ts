// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, search, emulatorForFile, testClock, START_MS } from './helpers';
import { HOSTILE } from '../../emulator/world/hostile';

const clock = testClock();
const emulator = emulatorForFile(clock, { near: 'lisbon' });
const HOUR = 3_600_000;

type Body = Record<string, any>;
type Reference = { type: string; index?: number; all: boolean };

async function body(q: string, params: Record<string, string | number> = {}, key = 'demo-pro'): Promise<Body> {
  const res = await search(emulator, key, q, params);
  expect(res.status).toBe(200);
  return res.json();
}

/** Every mixed reference names a section that is there (and an existing item when it has an index). */
function unresolved(response: Body): Reference[] {
  const refs: Reference[] = [...response.mixed.main, ...response.mixed.top, ...response.mixed.side];
  return refs.filter((ref) => {
    const section = ref.type === 'web' ? response.web : response[ref.type];
    if (!section || !Array.isArray(section.results) || section.results.length === 0) return true;
    return ref.index !== undefined && section.results[ref.index] === undefined;
  });
}

const SECTION_TYPES = ['infobox', 'news', 'videos', 'discussions', 'faq'];

describe('sections of an ordinary query', () => {
  it('"python tutorial" has all five sections, referenced from mixed', async () => {
    const response = await body('python tutorial');
    for (const type of SECTION_TYPES) expect(response[type]?.results.length, type).toBeGreaterThan(0);
    expect(unresolved(response)).toEqual([]);
    expect(response.mixed.top).toEqual([]);
    expect(response.mixed.side).toEqual([{ type: 'infobox', all: true }]);
    const main = response.mixed.main as Reference[];
    const after = (type: string) =>
      main
        .slice(
          0,
          main.findIndex((ref) => ref.type === type),
        )
        .filter((ref) => ref.type === 'web').length;
    expect({
      news: after('news'),
      videos: after('videos'),
      faq: after('faq'),
      discussions: after('discussions'),
    }).toEqual({ news: 2, videos: 4, faq: 5, discussions: 6 });
    expect(main.filter((ref) => ref.type === 'web').map((ref) => ref.index)).toEqual(
      response.web.results.map((_r: unknown, i: number) => i),
    );
    for (const ref of main.filter((entry) => entry.type !== 'web')) expect(ref).toEqual({ type: ref.type, all: true });
  });

  it('"how to learn python" has them too', async () => {
    const response = await body('how to learn python');
    for (const type of SECTION_TYPES) expect(response[type], type).toBeDefined();
  });

  it('infobox: a GraphInfobox with attributes, profiles and a served thumbnail', async () => {
    const { infobox } = await body('python tutorial');
    expect(infobox.type).toBe('graph');
    expect(infobox.results).toHaveLength(1);
    const [box] = infobox.results;
    expect(box).toMatchObject({
      type: 'infobox',
      subtype: 'generic',
      position: 1,
      label: 'Programming language',
      category: 'Programming language',
      title: 'Python',
      url: 'https://en.wikiverse.example/wiki/Python_(programming_language)',
      website_url: 'https://www.python-lang.example/',
    });
    expect(box.long_desc).toContain('<strong>Python</strong>');
    expect(box.attributes.length).toBeGreaterThan(2);
    for (const attribute of box.attributes) expect(attribute).toEqual([expect.any(String), expect.any(String)]);
    expect(box.profiles[0]).toMatchObject({ name: 'WikiVerse', url: box.url, long_name: 'en.wikiverse.example' });
    expect(box.thumbnail.src).toBe(`${emulator.url}/__emulator/img/infobox-python.svg`);
    expect(box.thumbnail.original).toMatch(/^https:\/\//);
    expect(box.ratings).toEqual([]);
    expect((await call(emulator, new URL(box.thumbnail.src).pathname)).status).toBe(200);
  });

  it('infobox: entities with ratings; a city stays out of local searches, a museum does not', async () => {
    const [museum] = (await body('museum island')).infobox.results;
    expect(museum).toMatchObject({ subtype: 'entity', title: 'Museum Island', category: 'Museum' });
    expect(museum.ratings[0]).toMatchObject({
      ratingValue: 4.7,
      bestRating: 5,
      reviewCount: 48_210,
      profile: { name: 'CityBites' },
    });
    expect((await body('lisbon')).infobox.results[0].title).toBe('Lisbon');
    const local = await body('coffee in lisbon');
    expect(local.locations.results.length).toBeGreaterThan(0);
    expect(local.infobox).toBeUndefined();
    expect((await body('museum island')).locations.results[0].timezone).toBe('Europe/Berlin');
    expect((await body('sourdough starter')).infobox).toBeUndefined();
  });

  it('news: source, breaking on the freshest under 6 h, is_live, thumbnail, age, meta_url, profile', async () => {
    const response = await body('python tutorial');
    const items = response.news.results;
    expect(response.news.type).toBe('news');
    for (const item of items) {
      expect(item).toMatchObject({
        type: 'news_result',
        source: expect.any(String),
        is_live: false,
        age: expect.any(String),
      });
      expect(item.thumbnail.src).toMatch(new RegExp(`^${emulator.url}/__emulator/img/thumb-news-[a-z0-9-]+\\.svg$`));
      expect(item.meta_url.hostname).toBe(new URL(item.url).hostname);
      expect(item.profile).toMatchObject({ name: item.source, long_name: new URL(item.url).hostname });
    }
    expect(items.map((item: { breaking: boolean }) => item.breaking)).toEqual([
      true,
      ...items.slice(1).map(() => false),
    ]);
    expect(items[0].age).toBe('2 hours ago');
    expect(response.query.is_news_breaking).toBe(true);
    const live = (await body('mars rover how to')).news.results[0];
    expect(live).toMatchObject({ is_live: true, breaking: true, age: '1 hour ago' });
    const calm = await body('sourdough starter');
    expect(calm.news).toBeUndefined();
    expect(calm.query.is_news_breaking).toBe(false);
    const older = await body('typescript');
    expect(older.news.results[0]).toMatchObject({ age: '10 hours ago', breaking: false });
    expect(older.query.is_news_breaking).toBe(false);
  });

  it('videos: video_result with duration, views, creator, publisher and thumbnails', async () => {
    const { videos } = await body('python tutorial');
    expect(videos.type).toBe('videos');
    for (const item of videos.results) {
      expect(item).toMatchObject({
        type: 'video_result',
        age: expect.any(String),
        meta_url: { hostname: 'www.viewtube.example' },
      });
      expect(item.video.duration).toMatch(/^\d{1,2}:\d{2}(:\d{2})?$/);
      expect(item.video).toMatchObject({
        views: expect.any(Number),
        creator: expect.any(String),
        publisher: 'ViewTube',
      });
      expect(item.video.thumbnail).toEqual(item.thumbnail);
      expect(item.thumbnail.src).toMatch(new RegExp(`^${emulator.url}/__emulator/img/video-[a-z0-9-]+\\.svg$`));
    }
    const svg = await call(emulator, new URL(videos.results[0].thumbnail.src).pathname);
    expect(svg.text).toContain('width="320" height="180"');
    expect((await body('python')).videos).toBeUndefined();
  });

  it('discussions: a "search" list of discussion results with forum data', async () => {
    const { discussions } = await body('why does my coffee taste bitter?');
    expect(discussions.type).toBe('search');
    const [first] = discussions.results;
    expect(first).toMatchObject({
      type: 'discussion',
      title: 'Why does my coffee taste bitter?',
      family_friendly: true,
      meta_url: { hostname: 'forum.askaround.example' },
    });
    expect(first.data).toMatchObject({
      forum_name: 'AskAround',
      num_answers: expect.any(Number),
      score: expect.any(String),
      title: first.title,
    });
    expect(first.data.question).toContain('<strong>');
    expect(typeof first.data.top_comment).toBe('string');
    expect(discussions.results.some((item: Body) => item.data.forum_name === 't/coffee-brewing')).toBe(true);
  });

  it('faq: question, answer, title, url and meta_url of a world page; HTML escaped and decorated', async () => {
    const { faq } = await body('how to prevent xss', { text_decorations: 'false' });
    expect(faq.type).toBe('faq');
    for (const item of faq.results) {
      expect(item).toMatchObject({
        question: expect.any(String),
        answer: expect.any(String),
        title: expect.any(String),
      });
      expect(item.meta_url.hostname).toBe(new URL(item.url).hostname);
    }
    const answers = faq.results.map((item: { answer: string }) => item.answer).join(' ');
    expect(answers).toContain('&lt; &gt; &amp; &quot;');
    expect(answers).not.toMatch(/<(?!\/?strong>)/);
    expect(answers).not.toContain('<strong>');
    const decorated = (await body('how to prevent xss')).faq.results
      .map((item: { question: string }) => item.question)
      .join(' ');
    expect(decorated).toContain('<strong>prevent</strong>');
  });

  it('only questions and how-to queries get videos, discussions and faq; unknown topics get none', async () => {
    const plain = await body('chess');
    expect(plain.infobox).toBeDefined();
    for (const type of ['videos', 'discussions', 'faq']) expect(plain[type], type).toBeUndefined();
    const question = await body('is chess hard?');
    expect(question.faq).toBeDefined();
    expect(question.discussions).toBeDefined();
    expect(question.videos).toBeUndefined();
    const nothing = await body('zzyzx qwertyuiop how');
    for (const type of SECTION_TYPES) expect(nothing[type], type).toBeUndefined();
  });
});

describe('sections and parameters', () => {
  it('result_filter removes sections, and mixed then does not reference them', async () => {
    const webOnly = await body('python tutorial', { result_filter: 'web' });
    for (const type of SECTION_TYPES) expect(webOnly[type], type).toBeUndefined();
    expect(webOnly.mixed.main.every((ref: Reference) => ref.type === 'web')).toBe(true);
    expect(webOnly.mixed.side).toEqual([]);
    const some = await body('python tutorial', { result_filter: 'videos,faq' });
    expect(
      Object.keys(some)
        .filter((key) => SECTION_TYPES.includes(key))
        .sort(),
    ).toEqual(['faq', 'videos']);
    expect(some.web).toBeUndefined();
    expect(some.mixed.main).toEqual([
      { type: 'videos', all: true },
      { type: 'faq', all: true },
    ]);
    expect(unresolved(some)).toEqual([]);
  });

  it('sections only on the first page; count limits web results only', async () => {
    const second = await body('python tutorial', { offset: 1, count: 5 });
    for (const type of SECTION_TYPES) expect(second[type], type).toBeUndefined();
    const short = await body('python tutorial', { count: 2 });
    expect(short.web.results).toHaveLength(2);
    expect(short.mixed.main.map((ref: Reference) => ref.type)).toEqual([
      'web',
      'web',
      'news',
      'videos',
      'faq',
      'discussions',
    ]);
    expect(unresolved(short)).toEqual([]);
  });

  it('no sections for site: searches', async () => {
    const response = await body('python tutorial site:docs.devref.example');
    for (const type of SECTION_TYPES) expect(response[type], type).toBeUndefined();
  });

  it('freshness applies to news, videos and discussions', async () => {
    const day = await body('python tutorial', { freshness: 'pd' });
    for (const type of ['news', 'videos', 'discussions']) {
      for (const item of day[type]?.results ?? [])
        expect(Date.parse(`${item.page_age}Z`), type).toBeGreaterThanOrEqual(START_MS - 24 * HOUR);
    }
    expect(day.news.results.length).toBeLessThan((await body('python tutorial')).news.results.length);
    expect(day.faq).toBeDefined();
  });

  it("safesearch: strict drops an adult topic's sections, moderate its videos", async () => {
    const off = await body('berlin cabaret guide', { safesearch: 'off' });
    expect(off.videos.results.every((item: Body) => item.family_friendly === false)).toBe(true);
    expect(off.discussions).toBeDefined();
    const moderate = await body('berlin cabaret guide');
    expect(moderate.videos).toBeUndefined();
    expect(moderate.discussions).toBeDefined();
    const strict = await body('berlin cabaret guide', { safesearch: 'strict' });
    for (const type of ['videos', 'discussions', 'faq']) expect(strict[type], type).toBeUndefined();
  });

  it('every plan with web search gets sections (demo-free without locations)', async () => {
    const free = await body('python tutorial', {}, 'demo-free');
    for (const type of SECTION_TYPES) expect(free[type], type).toBeDefined();
    clock.advance(1000);
    const freeLocal = await body('coffee', {}, 'demo-free');
    expect(freeLocal.locations).toBeUndefined();
    expect(freeLocal.mixed.main.some((ref: Reference) => ref.type === 'locations')).toBe(false);
  });

  it('mixed references only existing items across many queries', async () => {
    for (const q of [
      'coffee',
      'coffee in lisbon',
      'restaurants berlin',
      'museum island',
      'how do black holes form',
      'lisbon',
      'devref python',
      'chess',
    ]) {
      expect(unresolved(await body(q)), q).toEqual([]);
    }
  });
});

describe('web results: deep_results, thumbnails, family_friendly', () => {
  it("a navigational query gives its site's first result 4 sitelinks on the same host", async () => {
    const response = await body('devref python');
    expect(response.query.is_navigational).toBe(true);
    const first = response.web.results.find((result: Body) => new URL(result.url).hostname === 'docs.devref.example');
    expect(first.deep_results.buttons).toHaveLength(4);
    for (const button of first.deep_results.buttons) {
      expect(button).toMatchObject({ type: 'button_result', title: expect.any(String) });
      expect(new URL(button.url).hostname).toBe('docs.devref.example');
    }
    expect((await body('python tutorial')).query.is_navigational).toBe(false);
  });

  it('results from big sites carry 2 sitelinks, others none', async () => {
    const results = (await body('python')).web.results as Body[];
    const wiki = results.find((result) => new URL(result.url).hostname === 'en.wikiverse.example');
    expect(wiki?.deep_results.buttons).toHaveLength(2);
    const forum = results.find((result) => new URL(result.url).hostname === 'forum.askaround.example');
    expect(forum?.deep_results).toBeUndefined();
  });

  it('thumbnails only on pages that have one; family_friendly on every result', async () => {
    const results = (await body('coffee', { count: 20 })).web.results as Body[];
    const withThumb = results.filter((result) => result.thumbnail);
    expect(withThumb.length).toBeGreaterThan(0);
    expect(withThumb.length).toBeLessThan(results.length);
    for (const result of withThumb)
      expect(result.thumbnail).toMatchObject({
        src: expect.stringMatching(/\/__emulator\/img\/thumb-\d+\.svg$/),
        original: expect.stringMatching(/^https:\/\//),
      });
    for (const result of results) expect(typeof result.family_friendly).toBe('boolean');
  });
});

describe('the hostile sample', () => {
  it('puts hostile text in every section and a mixed with bad references', async () => {
    const response = await body('hostile sections', {}, 'demo-ai');
    for (const type of ['web', 'locations', ...SECTION_TYPES]) {
      const text = JSON.stringify(response[type]);
      expect(text, type).toContain('<script>alert(1)</script>');
      expect(text, type).toContain('javascript:alert(1)');
      expect(text, type).toContain('<constructor>');
    }
    const all = JSON.stringify(response);
    for (const needle of [
      HOSTILE.dataImage,
      HOSTILE.httpImage,
      '&amp;lt;script&amp;gt;',
      '\u202E',
      '<img src=x onerror=alert(1)>',
      '<__proto__>',
      '<toString>',
    ]) {
      expect(all).toContain(JSON.stringify(needle).slice(1, -1));
    }
    expect(all.length).toBeGreaterThan(100_000);
    const types = response.mixed.main.map((ref: Reference) => ref.type);
    for (const type of ['web', 'locations', 'news', 'videos', 'discussions', 'faq']) expect(types).toContain(type);
    expect(response.mixed.side).toContainEqual({ type: 'infobox', all: true });
    const bad = unresolved(response);
    expect(bad).toContainEqual({ type: 'web', index: 99, all: false });
    expect(bad.some((ref) => ref.type === '__proto__')).toBe(true);
    expect(bad.some((ref) => ref.type.includes('<script>'))).toBe(true);
    expect(Object.keys(JSON.parse(JSON.stringify(response.web.results[0])))).toContain('__proto__');
  });

  it('respects result_filter and the plan', async () => {
    const response = await body('hostile sections', { result_filter: 'web,faq' }, 'demo-free');
    expect(Object.keys(response).sort()).toEqual(['faq', 'mixed', 'query', 'type', 'web']);
  });
});
