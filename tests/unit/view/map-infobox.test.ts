import { describe, expect, it } from 'vitest';
import { mapInfobox } from '@/utils/worker/view/map-infobox';
import { IMG, INFOBOX } from './section-answers';
import { parsedSection } from './parsed';

const entry = INFOBOX.results[0]!;
const one = (fields: Record<string, unknown>) =>
  mapInfobox(parsedSection('infobox', { results: [{ title: 'T', ...fields }] }))!;

describe('mapInfobox', () => {
  it('maps a real-shaped answer: official site first, https images only', () => {
    expect(mapInfobox(parsedSection('infobox', INFOBOX))).toEqual({
      title: 'Grey heron',
      url: 'https://en.wikipedia.org/wiki/Grey_heron',
      label: 'Species of bird',
      description: ['The grey heron is a long-legged ', { t: 'strong', c: ['wading bird'] }, ' of the heron family.'],
      image: { src: IMG('infobox'), alt: 'A grey heron' },
      facts: [
        { label: 'Scientific name', value: 'Ardea cinerea' },
        { label: 'Wingspan', value: '155–195 cm' },
      ],
      links: [
        { title: 'herons.example', url: 'https://herons.example/', official: true },
        { title: 'Wikipedia', url: 'https://en.wikipedia.org/wiki/Grey_heron', favicon: IMG('wp') },
        { title: 'Wikidata', url: 'https://www.wikidata.org/wiki/Q18789' },
      ],
      ratings: [{ value: 4.5, best: 5, count: 1234, source: 'BirdRate' }],
    });
  });

  it('uses the short description as the label when a long one is there, else as the text', () => {
    expect(one({ description: 'Bird', long_desc: 'Long text.' })).toMatchObject({
      label: 'Bird',
      description: ['Long text.'],
    });
    const short = one({ description: 'Only this.' });
    expect(short.description).toEqual(['Only this.']);
    expect(short).not.toHaveProperty('label');
    expect(one({ category: 'Animals', description: 'd', long_desc: 'l' }).label).toBe('Animals');
  });

  it('falls back to the first https image of `images`', () => {
    expect(
      one({ thumbnail: { src: 'http://x/' }, images: [{ src: 'data:image/png,x' }, 'x', { src: IMG('2') }] }).image,
    ).toEqual({ src: IMG('2'), alt: '' });
    expect(one({ thumbnail: { src: 'javascript:alert(1)' } })).not.toHaveProperty('image');
  });

  it('keeps only [label, value] string facts, cleaned and capped (C4)', () => {
    const attributes = [
      ['A', 'a'],
      ['only label'],
      [1, 2],
      null,
      'x',
      { label: 'L' },
      ['B', null],
      ['<b>C</b>', 'c &amp; d', 'extra'],
      ['  ', 'blank label'],
    ];
    expect(one({ attributes }).facts).toEqual([
      { label: 'A', value: 'a' },
      { label: 'C', value: 'c & d' },
    ]);
    expect(one({ attributes: { A: 'a' } }).facts).toEqual([]);
    const many = one({ attributes: Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v'.repeat(5_000)]) }).facts;
    expect(many).toHaveLength(12);
    expect(many[0]!.value.length).toBeLessThanOrEqual(300);
  });

  it('keeps http(s) links only, each URL once, at most 8', () => {
    const profiles = [
      { name: 'Evil', url: 'javascript:alert(1)' },
      { name: 'Same as site', url: 'https://site.example/' },
      { url: 'https://no-name.example/p' },
      ...Array.from({ length: 20 }, (_, i) => ({ name: `P${i}`, url: `https://p.example/${i}` })),
    ];
    const { links } = one({ website_url: 'https://site.example/', profiles });
    expect(links).toHaveLength(8);
    expect(links[0]).toEqual({ title: 'site.example', url: 'https://site.example/', official: true });
    expect(links[1]).toEqual({ title: 'no-name.example', url: 'https://no-name.example/p' });
    expect(links.filter((link) => link.official)).toHaveLength(1);
    expect(one({ website_url: 'data:text/html,x', profiles: 'x' }).links).toEqual([]);
  });

  it('keeps sensible ratings only, at most 3', () => {
    const ratings = [
      { ratingValue: 9, bestRating: 5 },
      { ratingValue: 'x' },
      null,
      { ratingValue: 8, bestRating: 10 },
      { ratingValue: 3 },
      { ratingValue: 4 },
      { ratingValue: 5 },
    ];
    expect(one({ ratings }).ratings).toEqual([
      { value: 8, best: 10 },
      { value: 3, best: 5 },
      { value: 4, best: 5 },
    ]);
  });

  it('takes the first entry with a title; none, or no section, is undefined', () => {
    expect(
      mapInfobox(parsedSection('infobox', { results: [{ title: '' }, { title: 5 }, { ...entry, title: 'Second' }] }))!
        .title,
    ).toBe('Second');
    expect(mapInfobox(parsedSection('infobox', { results: [{ url: 'https://only-url.example/x' }] }))!.title).toBe(
      'only-url.example',
    );
    for (const section of [undefined, null, 'x', {}, { results: [] }, { results: [{ title: '  ' }, null] }])
      expect(mapInfobox(parsedSection('infobox', section))).toBeUndefined();
  });

  it('keeps hostile text inert and stays structured-cloneable', () => {
    const view = one({
      title: '<script>alert(1)</script><constructor>Heron</constructor>',
      url: 'javascript:alert(1)',
      long_desc:
        '<__proto__>x</__proto__><toString>y</toString><constructor>z</constructor><img src=x onerror=alert(1)>',
      attributes: [['<svg onload=alert(1)>', 'v']],
    });
    expect(view.title).toBe('Heron');
    expect(view).not.toHaveProperty('url');
    expect(view.description).toEqual(['<__proto__>xyz ']);
    expect(view.facts).toEqual([]);
    expect(structuredClone(view)).toEqual(view);
  });
});
