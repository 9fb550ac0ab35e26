// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, testClock, START_MS } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

describe('web/search response shape', () => {
  it('has type, query, mixed and web with search results', async () => {
    const res = await search(emulator, 'demo-pro', 'french press coffee', { count: 5 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const body = res.json();
    expect(body.type).toBe('search');
    // Without X-Loc headers the location is the default `near` city (Lisbon, A36).
    expect(body.query).toMatchObject({
      original: 'french press coffee',
      country: 'us',
      postal_code: '',
      city: 'Lisbon',
      more_results_available: true,
    });
    expect(body.mixed.type).toBe('mixed');
    expect(body.mixed.main[0]).toEqual({ type: 'web', index: 0, all: false });
    expect(body.web.type).toBe('search');
    expect(body.web.family_friendly).toBe(true);
    expect(body.web.results).toHaveLength(5);
    const first = body.web.results[0];
    expect(first).toMatchObject({
      type: 'search_result',
      title: 'French Press vs Pour-Over: Which Is Better?',
      is_live: false,
      language: 'en',
    });
    expect(first.url).toMatch(/^https:\/\/www\.kitchenlab\.example\//);
    expect(first.page_age).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(typeof first.age).toBe('string');
    expect(first.meta_url).toMatchObject({
      scheme: 'https',
      netloc: 'kitchenlab.example',
      hostname: 'www.kitchenlab.example',
    });
    expect(first.meta_url.path).toBe('› recipes  › french-press-vs-pour-over-which-is-better');
    expect(first.meta_url.favicon).toBe(`${emulator.url}/__emulator/img/fav-www-kitchenlab-example.svg`);
    expect(first.profile).toMatchObject({ name: 'Kitchen Lab', long_name: 'www.kitchenlab.example' });
  });

  it('echoes the country in lower case and the X-Loc headers in query', async () => {
    const res = await search(
      emulator,
      'demo-pro',
      'chess',
      { country: 'DE' },
      { 'X-Loc-Lat': '52.5', 'X-Loc-Long': '13.4', 'X-Loc-City': 'Berlin' },
    );
    const query = res.json().query;
    expect(query.country).toBe('de');
    expect(query).toMatchObject({ lat: '52.5', long: '13.4', city: 'Berlin', state: 'BE', header_country: 'DE' });
  });

  it('ranks with BM25: the page about the words comes first, unrelated pages are absent', async () => {
    const titles = (await search(emulator, 'demo-pro', 'rust ownership borrowing'))
      .json()
      .web.results.map((r: { title: string }) => r.title);
    expect(titles[0]).toBe('Ownership and Borrowing in Rust');
    expect(titles).not.toContain('Sourdough');
    const none = (await search(emulator, 'demo-pro', 'zzyzx qwertyuiop')).json();
    expect(none.web.results).toEqual([]);
    expect(none.query.more_results_available).toBe(false);
  });

  it('pages with count and offset (offset is a page index)', async () => {
    const all = (await search(emulator, 'demo-pro', 'coffee', { count: 20 }))
      .json()
      .web.results.map((r: { url: string }) => r.url);
    const second = (await search(emulator, 'demo-pro', 'coffee', { count: 4, offset: 1 })).json();
    expect(second.web.results.map((r: { url: string }) => r.url)).toEqual(all.slice(4, 8));
    expect(second.query.more_results_available).toBe(true);
    const last = (await search(emulator, 'demo-pro', 'coffee', { count: 20, offset: 1 })).json();
    expect(last.query.more_results_available).toBe(false);
  });

  it('decorates matched words with <strong> by default and not with text_decorations=false', async () => {
    const on = (await search(emulator, 'demo-pro', 'sourdough starter')).json().web.results[0].description;
    expect(on).toContain('<strong>');
    const off = (await search(emulator, 'demo-pro', 'sourdough starter', { text_decorations: false })).json().web
      .results[0].description;
    expect(off).not.toContain('<strong>');
  });

  it('escapes descriptions like Python html.escape (&#x27; &amp; &lt;) and leaves titles plain', async () => {
    const results = (
      await search(emulator, 'demo-pro', 'innerHTML script tags traps', { count: 20, text_decorations: false })
    ).json().web.results;
    const descriptions = results.map((r: { description: string }) => r.description).join(' ');
    expect(descriptions).toContain('&lt;script&gt;');
    expect(descriptions).not.toMatch(/<script/);
    const python = (
      await search(emulator, 'demo-pro', 'python standard library files json', { text_decorations: false })
    ).json().web.results;
    const text = python.map((r: { description: string }) => r.description).join(' ');
    expect(text).toContain('&#x27;');
    expect(text).toContain('&amp;');
    expect(results.map((r: { title: string }) => r.title)).toContain(
      'Is innerHTML ever safe? <script> tags & other traps',
    );
  });

  it('filters by freshness (pd, pw, date range) on page age', async () => {
    const any = (await search(emulator, 'demo-pro', 'python', { count: 20 })).json().web.results.length;
    const day = (await search(emulator, 'demo-pro', 'python', { freshness: 'pd' })).json().web.results;
    expect(day.length).toBeGreaterThan(0);
    expect(day.length).toBeLessThan(any);
    for (const result of day) expect(Date.parse(`${result.page_age}Z`)).toBeGreaterThanOrEqual(START_MS - 86_400_000);
    const range = (await search(emulator, 'demo-pro', 'python', { freshness: '2020-01-01to2020-01-02' })).json().web
      .results;
    expect(range).toEqual([]);
    const wide = (await search(emulator, 'demo-pro', 'python', { freshness: '2000-01-01to2030-12-31' })).json().web
      .results;
    expect(wide.length).toBe(any);
  });

  it('drops adult pages only with safesearch=strict and says so', async () => {
    const moderate = (await search(emulator, 'demo-pro', 'berlin cabaret burlesque')).json();
    expect(moderate.web.results.some((r: { family_friendly: boolean }) => !r.family_friendly)).toBe(true);
    expect(moderate.web.family_friendly).toBe(false);
    const strict = (await search(emulator, 'demo-pro', 'berlin cabaret burlesque', { safesearch: 'strict' })).json();
    expect(strict.web.results.every((r: { family_friendly: boolean }) => r.family_friendly)).toBe(true);
    expect(strict.query.show_strict_warning).toBe(true);
  });

  it('applies operators: site:, -word, "phrase", filetype:', async () => {
    const site = (await search(emulator, 'demo-pro', 'rust site:docs.devref.example')).json();
    expect(site.web.results.map((r: { url: string }) => new URL(r.url).hostname)).toEqual(['docs.devref.example']);
    expect(site.query.search_operators).toMatchObject({ applied: true, sites: ['docs.devref.example'] });
    const excluded = (await search(emulator, 'demo-pro', 'black holes -hawking', { count: 20 })).json().web.results;
    expect(excluded.some((r: { description: string }) => /hawking/i.test(r.description))).toBe(false);
    const pdf = (await search(emulator, 'demo-pro', 'solar filetype:pdf')).json().web.results;
    expect(pdf.length).toBeGreaterThan(0);
    expect(pdf.every((r: { content_type?: string }) => r.content_type === 'pdf')).toBe(true);
    const literal = (await search(emulator, 'demo-pro', 'rust site:docs.devref.example', { operators: false })).json();
    expect(literal.query.search_operators.applied).toBe(false);
  });

  it('spellchecks into query.altered unless spellcheck=false', async () => {
    const fixed = (await search(emulator, 'demo-pro', 'pyhton virtual environment')).json();
    expect(fixed.query.altered).toBe('python virtual environment');
    expect(fixed.web.results[0].title).toBe('Python Virtual Environments Explained');
    const raw = (await search(emulator, 'demo-pro', 'pyhton virtual environment', { spellcheck: false })).json();
    expect(raw.query.altered).toBeUndefined();
    expect(raw.query.spellcheck_off).toBe(true);
  });

  it('adds extra_snippets only when asked and the plan has them', async () => {
    const pro = (await search(emulator, 'demo-pro', 'guitar chords', { extra_snippets: true })).json().web.results[0];
    expect(pro.extra_snippets.length).toBeGreaterThan(0);
    expect(pro.extra_snippets.length).toBeLessThanOrEqual(5);
    const without = (await search(emulator, 'demo-pro', 'guitar chords')).json().web.results[0];
    expect(without.extra_snippets).toBeUndefined();
    const free = (await search(emulator, 'demo-free', 'guitar chords', { extra_snippets: true })).json().web.results[0];
    expect(free.extra_snippets).toBeUndefined();
  });

  it('limits the response to result_filter types (query and type always present)', async () => {
    const body = (await search(emulator, 'demo-pro', 'coffee in lisbon', { result_filter: 'locations' })).json();
    expect(body.web).toBeUndefined();
    expect(body.locations.results.length).toBeGreaterThan(0);
    expect(body.query.original).toBe('coffee in lisbon');
    const news = (
      await search(emulator, 'demo-pro', 'electric car sales record', { result_filter: 'news,web' })
    ).json();
    expect(news.news.type).toBe('news');
    expect(news.news.results[0]).toMatchObject({ type: 'news_result', breaking: false });
  });

  it('prefers pages in search_lang and finds Japanese text', async () => {
    const ja = (await search(emulator, 'demo-pro', '東京 ラーメン', { search_lang: 'jp' })).json().web.results;
    expect(ja[0].language).toBe('ja');
    const de = (await search(emulator, 'demo-pro', 'berlin museumsinsel', { search_lang: 'de' })).json().web.results;
    expect(de[0].language).toBe('de');
  });

  it('applies inline goggles ($discard and $boost) and reports mutated_by_goggles', async () => {
    const plain = (await search(emulator, 'demo-pro', 'python')).json().web.results;
    const hostOfFirst = new URL(plain[0].url).hostname;
    const discarded = (
      await search(emulator, 'demo-pro', 'python', { goggles: `$discard,site=${hostOfFirst}` })
    ).json();
    expect(discarded.web.results.some((r: { url: string }) => new URL(r.url).hostname === hostOfFirst)).toBe(false);
    expect(discarded.web.mutated_by_goggles).toBe(true);
    const boosted = (
      await search(emulator, 'demo-pro', 'python', { goggles: '$boost=9,site=forum.askaround.example' })
    ).json();
    expect(new URL(boosted.web.results[0].url).hostname).toBe('forum.askaround.example');
  });

  it('accepts POST with a JSON body', async () => {
    const res = await call(emulator, '/res/v1/web/search', {
      key: 'demo-pro',
      method: 'POST',
      body: JSON.stringify({ q: 'chess openings', count: 2 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.json().web.results).toHaveLength(2);
    const bad = await call(emulator, '/res/v1/web/search', { key: 'demo-pro', method: 'POST', body: '{oops' });
    expect(bad.status).toBe(422);
  });

  it('is deterministic: the same query gives the same bytes', async () => {
    const a = await call(emulator, apiPath('web/search', { q: 'mars rover water' }), { key: 'demo-pro' });
    clock.advance(2000);
    clock.set(START_MS);
    const b = await call(emulator, apiPath('web/search', { q: 'mars rover water' }), { key: 'demo-pro' });
    expect(b.text).toBe(a.text);
  });
});
