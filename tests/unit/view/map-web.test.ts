import { describe, expect, it } from 'vitest';
import { mapWebResults } from '@/utils/worker/view/map-web';
import { mapOneWebResult } from './map-one';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { parsed, webResult } from './parsed';
import { MAX_WEB_RESULTS } from '@/utils/worker/api/schemas/web';

const FAVICON = 'https://imgs.search.brave.com/sig/rs:fit:32:32:1:0/g:ce/aHR0cHM6Ly9lbi53aWtpcGVkaWEub3Jn';
const THUMB = 'https://imgs.search.brave.com/sig/rs:fit:200:200:1:0/g:ce/aHR0cHM6Ly91cGxvYWQ';

const BLU_TACK = {
  title: 'Blu Tack - Wikipedia',
  url: 'https://en.wikipedia.org/wiki/Blu_Tack',
  description:
    'Blu Tack is a <strong>reusable</strong> putty-like pressure-sensitive adhesive. It&#x27;s made by Bostik &amp; others.',
  age: '1 month ago',
  language: 'en',
  meta_url: {
    scheme: 'https',
    netloc: 'en.wikipedia.org',
    hostname: 'en.wikipedia.org',
    favicon: FAVICON,
    path: '› wiki  › Blu_Tack',
  },
  extra_snippets: ["It's blue.", 'Sticks <strong>posters</strong>.'],
  thumbnail: { src: THUMB, original: 'https://upload.wikimedia.org/blu.jpg' },
  deep_results: {
    buttons: [{ type: 'button_result', title: 'History', url: 'https://en.wikipedia.org/wiki/Blu_Tack#History' }],
  },
  family_friendly: true,
};

describe('mapWebResults: one result', () => {
  it('maps a real-shaped result', () => {
    const view = mapOneWebResult(webResult(BLU_TACK));
    expect(view).toEqual({
      id: '0:https://en.wikipedia.org/wiki/Blu_Tack',
      title: ['Blu Tack - Wikipedia'],
      url: 'https://en.wikipedia.org/wiki/Blu_Tack',
      displayUrl: 'en.wikipedia.org › wiki › Blu_Tack',
      hostname: 'en.wikipedia.org',
      faviconUrl: FAVICON,
      age: '1 month ago',
      description: [
        'Blu Tack is a ',
        { t: 'strong', c: ['reusable'] },
        " putty-like pressure-sensitive adhesive. It's made by Bostik & others.",
      ],
      extraSnippets: [["It's blue."], ['Sticks ', { t: 'strong', c: ['posters'] }, '.']],
      language: 'en',
      thumbnail: THUMB,
      deepLinks: [{ title: 'History', url: 'https://en.wikipedia.org/wiki/Blu_Tack#History' }],
    });
  });

  it('keeps an https thumbnail only', () => {
    for (const src of [
      'http://imgs.example/t.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//imgs.example/t.jpg',
      42,
    ]) {
      expect(mapOneWebResult(webResult({ url: 'https://a.example/', thumbnail: { src } }))).not.toHaveProperty(
        'thumbnail',
      );
    }
    expect(
      mapOneWebResult(webResult({ url: 'https://a.example/', thumbnail: 'https://imgs.example/t.jpg' })),
    ).not.toHaveProperty('thumbnail');
  });

  it('keeps at most 4 sitelinks: titled, http(s), each URL once, titles cleaned and bounded', () => {
    const buttons = [
      { title: 'Evil', url: 'javascript:alert(1)' },
      { title: 'Data', url: 'data:text/html,x' },
      { title: '', url: 'https://a.example/untitled' },
      { url: 'https://a.example/no-title' },
      null,
      'x',
      { title: '\u202Eevil\u202C  Docs ', url: 'https://a.example/docs' },
      { title: 'Docs again', url: 'https://a.example/docs' },
      { title: 'x'.repeat(500), url: 'http://a.example/long' },
      { title: 'Three', url: 'https://a.example/3' },
      { title: 'Four', url: 'https://a.example/4' },
      { title: 'Five', url: 'https://a.example/5' },
    ];
    const { deepLinks } = mapOneWebResult(webResult({ url: 'https://a.example/', deep_results: { buttons } }));
    expect(deepLinks.map((link) => link.url)).toEqual([
      'https://a.example/docs',
      'http://a.example/long',
      'https://a.example/3',
      'https://a.example/4',
    ]);
    expect(deepLinks[0]!.title).toBe('evil Docs');
    expect(deepLinks[1]!.title.length).toBeLessThanOrEqual(80);
  });

  it.each([undefined, null, {}, 'x', { buttons: 'x' }, { buttons: [{}] }])(
    'has no sitelinks for deep_results %j',
    (deep_results) => {
      expect(
        mapOneWebResult(webResult({ url: 'https://a.example/', deep_results: deep_results as never })).deepLinks,
      ).toEqual([]);
    },
  );

  it('marks a result adult only when the API says it is not family-friendly and safe search is off', () => {
    const adult = { url: 'https://a.example/', family_friendly: false };
    expect(mapOneWebResult(webResult(adult), { safesearchOff: true }).adult).toBe(true);
    expect(mapOneWebResult(webResult(adult))).not.toHaveProperty('adult');
    expect(mapOneWebResult(webResult(adult), { safesearchOff: false })).not.toHaveProperty('adult');
    for (const family_friendly of [true, undefined, 'false', 0, null]) {
      expect(
        mapOneWebResult(webResult({ url: 'https://a.example/', family_friendly }), { safesearchOff: true }),
      ).not.toHaveProperty('adult');
    }
  });

  it('keeps the www. hostname while the display uses netloc', () => {
    const view = mapOneWebResult(
      webResult({
        title: 'x',
        url: 'https://www.youtube.com/watch',
        meta_url: { netloc: 'youtube.com', hostname: 'www.youtube.com', path: '› watch' },
      }),
    );
    expect(view.hostname).toBe('www.youtube.com');
    expect(view.displayUrl).toBe('youtube.com › watch');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'chrome://settings',
    '/relative',
    'not a url',
  ])('has no url for %j (docs/security-plan.md C2) but still a title and display text', (url) => {
    const view = mapOneWebResult(webResult({ title: 'Hostile', url }));
    expect(view.url).toBeUndefined();
    expect(view).not.toHaveProperty('url');
    expect(plainText(view.title)).toBe('Hostile');
    expect(view.displayUrl.length).toBeGreaterThan(0);
  });

  it.each([undefined, ''])('falls back to the hostname when title is %j (C4)', (title) => {
    const view = mapOneWebResult(webResult({ title, url: 'https://example.com/a' }));
    expect(view.title).toEqual(['example.com']);
  });

  it.each([null, 42, ['array'], { object: true }])(
    'never maps a result whose title is %j: the schema drops it (C4)',
    (title) => {
      expect(parsed({ web: { results: [{ title, url: 'https://example.com/a' }] } }).web?.results).toEqual([]);
    },
  );

  it('drops a non-https favicon and falls back to the profile image', () => {
    expect(
      mapOneWebResult(webResult({ url: 'https://a.example/', meta_url: { favicon: 'javascript:alert(1)' } }))
        .faviconUrl,
    ).toBeUndefined();
    expect(
      mapOneWebResult(
        webResult({ url: 'https://a.example/', meta_url: { favicon: 'http://x/' }, profile: { img: FAVICON } }),
      ).faviconUrl,
    ).toBe(FAVICON);
  });

  it('bounds a 5 MB description and caps extra snippets at 5', () => {
    const view = mapOneWebResult(
      webResult({
        title: 't',
        url: 'https://a.example/',
        description: 'x'.repeat(5_000_000),
        extra_snippets: Array(50).fill('s'),
      }),
    );
    expect(plainText(view.description).length).toBeLessThanOrEqual(801);
    expect(view.extraSnippets).toHaveLength(5);
  });

  it('ignores non-string extra snippets and a non-array extra_snippets', () => {
    expect(
      mapOneWebResult(webResult({ url: 'https://a.example/', extra_snippets: [1, null, 'ok'] })).extraSnippets,
    ).toEqual([['ok']]);
    expect(mapOneWebResult(webResult({ url: 'https://a.example/', extra_snippets: 'nope' })).extraSnippets).toEqual([]);
  });

  it('strips bidi overrides from the display URL and age', () => {
    const view = mapOneWebResult(
      webResult({
        url: 'https://a.example/',
        meta_url: { netloc: 'a.example', path: '› \u202Efdp.exe' },
        age: '\u202E1 day',
      }),
    );
    expect(view.displayUrl).toBe('a.example › fdp.exe');
    expect(view.age).toBe('1 day');
  });
});

describe('mapWebResults', () => {
  it('caps 10,000 results and skips non-objects (C4)', () => {
    const results = [
      null,
      'x',
      3,
      ...Array.from({ length: 10_000 }, (_, i) => ({ title: `r${i}`, url: `https://e.example/${i}` })),
    ];
    const views = mapWebResults(parsed({ web: { results } }));
    // The schema's cap.
    expect(views).toHaveLength(MAX_WEB_RESULTS);
    expect(plainText(views[0]!.title)).toBe('r0');
  });

  it.each([undefined, null, {}, { web: null }, { web: {} }, { web: { results: null } }, { web: { results: 'x' } }])(
    'returns [] for %j',
    (response) => {
      expect(mapWebResults(parsed(response as never))).toEqual([]);
    },
  );

  it('passes the safe-search option to every result', () => {
    const response = {
      web: {
        results: [
          { title: 'A', url: 'https://a.example/', family_friendly: false },
          { title: 'B', url: 'https://b.example/', family_friendly: false },
        ],
      },
    };
    expect(mapWebResults(parsed(response), { safesearchOff: true }).map((view) => view.adult)).toEqual([true, true]);
    expect(mapWebResults(parsed(response)).map((view) => view.adult)).toEqual([undefined, undefined]);
  });

  it('produces plain JSON (structured-cloneable)', () => {
    const views = mapWebResults(parsed({ web: { results: [BLU_TACK] } }));
    expect(structuredClone(views)).toEqual(views);
    expect(JSON.parse(JSON.stringify(views))).toEqual(views);
  });
});
