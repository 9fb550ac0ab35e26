import { describe, expect, it } from 'vitest';
import { placesEventSchema, placeViewSchema, summaryEventSchema } from '@/utils/contract/view-schemas';
import { protocol } from '@/utils/contract/protocol';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { mapWebResults } from '@/utils/worker/view/map-web';
import { mapSections } from '@/utils/worker/view/map-sections';
import { mapLayout } from '@/utils/worker/view/map-layout';
import { mapOnePlace } from '../view/map-one';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import { DISCUSSIONS, FAQ, INFOBOX, NEWS, VIDEOS } from '../view/section-answers';
import { parsed, parsedMixed, parsedPlace } from '../view/parsed';

const place = mapOnePlace(
  parsedPlace({
    id: 'p1',
    title: 'Café <b>Blau</b>',
    coordinates: [52.5, 13.4],
    rating: { ratingValue: 4.5, bestRating: 5, reviewCount: 120 },
    pictures: { results: [{ src: 'https://imgs.search.brave.com/p.jpg', alt: 'Terrace' }] },
    results: [{ title: 'Menu', url: 'https://cafe.example/menu' }],
    timezone: 'Europe/Berlin',
  }),
  { enriched: true, description: '### About\n\nA **cosy** café [link](https://cafe.example/).' },
);
const summary = mapSummary({
  summary: [
    { type: 'token', data: 'Herons are **birds**.' },
    {
      type: 'inline_reference',
      data: { type: 'inline_reference', url: 'https://a.example/', number: 1, start_index: 0, end_index: 20 },
    },
  ],
});
const sections = mapSections(
  parsed({ news: NEWS, videos: VIDEOS, discussions: DISCUSSIONS, faq: FAQ, infobox: INFOBOX }),
);
const results = mapWebResults(
  parsed({
    web: {
      results: [
        {
          title: 'Grey <strong>heron</strong>',
          url: 'https://en.wikipedia.org/wiki/Grey_heron',
          description: 'A <em>bird</em>',
          extra_snippets: ['More'],
        },
      ],
    },
  }),
);
const search: SearchView = {
  searchId: '0b0c5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e',
  query: { original: 'heron', altered: 'herons' },
  page: 0,
  results,
  sections,
  layout: mapLayout(parsedMixed(undefined), {
    web: results.length,
    news: 2,
    videos: 2,
    discussions: 2,
    faq: 2,
    infobox: 1,
    locations: 1,
  }),
  moreResults: true,
  places: [place],
  placesState: 'found',
  summaryState: 'available',
  fromCache: false,
};

describe('the reply schemas of view models', () => {
  it('accept real mapped views unchanged', () => {
    expect(results.length).toBeGreaterThan(0);
    expect(sections.news.length).toBeGreaterThan(0);
    expect(protocol.search.response.parse(search)).toEqual(search);
    expect(placeViewSchema().parse(place)).toEqual(place);
    // A summary view crosses messaging only inside its stream's event.
    expect(summaryEventSchema().parse({ type: 'summary', summary, final: true })).toEqual({
      type: 'summary',
      summary,
      final: true,
    });
    const last = { request: { q: 'heron', page: 0, filters: {} }, view: search };
    expect(protocol['search.last'].response.parse(last)).toEqual(last);
  });

  it('strip a field a handler added by mistake, at every depth', () => {
    const leaky = {
      ...search,
      apiKey: 'BSA-secret',
      results: [{ ...results[0]!, raw: { headers: 1 } }],
      places: [{ ...place, rawJson: '{}' }],
    };
    const parsed = protocol.search.response.parse(leaky);
    expect(parsed).toEqual(search);
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });

  it('a page gets no sections or layout, even if a handler sent them (A10)', () => {
    const parsed = protocol['page.search'].response.parse(search);
    expect(parsed).not.toHaveProperty('sections');
    expect(parsed).not.toHaveProperty('layout');
  });

  it('refuse a value of the wrong type, and rich text with an unknown element', () => {
    expect(protocol.search.response.safeParse({ ...search, page: '0' }).success).toBe(false);
    expect(
      protocol.search.response.safeParse({
        ...search,
        results: [{ ...results[0]!, title: [{ t: 'script', c: ['x'] }] }],
      }).success,
    ).toBe(false);
    expect(protocol.account.response.safeParse({ key: { set: 'yes' } }).success).toBe(false);
  });

  it('take every rich text element by its `t`, stripped of other fields, and refuse one whose fields do not fit its `t`', () => {
    const titled = (title: unknown) =>
      protocol.search.response.safeParse({ ...search, results: [{ ...results[0]!, title }] });
    const every = [
      'text',
      { t: 'strong', c: ['b', { t: 'em', c: ['i'] }] },
      { t: 'code', c: ['x'] },
      { t: 'a', href: 'https://example.com/', c: ['link'] },
      {
        t: 'p',
        c: [
          { t: 'ul', c: [{ t: 'li', c: ['item'] }] },
          { t: 'blockquote', c: ['q'] },
        ],
      },
      { t: 'ol', c: [] },
      { t: 'h', level: 3, c: ['heading'] },
      { t: 'br' },
      { t: 'ref', n: 1, href: 'https://example.com/' },
      { t: 'ref', n: 2 },
    ];
    const parsed = titled(every.map((node) => (typeof node === 'string' ? node : { ...node, onclick: 'x' })));
    expect(parsed.success && parsed.data.results[0]!.title).toEqual(every);
    for (const bad of [
      { t: 'a', c: ['no href'] },
      { t: 'h', level: 2, c: ['h2'] },
      { t: 'ref', n: '1' },
      { t: 'strong', c: [{ t: 'img' }] },
      { c: ['no t'] },
      { t: 'p', c: 'not a list' },
      7,
    ])
      expect(titled([bad]).success, JSON.stringify(bad)).toBe(false);
  });

  it('strip the account view and the streamed events too', () => {
    expect(
      protocol['key.verify'].response.parse({
        key: { set: true, hint: '…abcd', value: 'BSA-secret' },
        billedSearches: 1,
        headers: {},
      }),
    ).toEqual({ key: { set: true, hint: '…abcd' }, billedSearches: 1 });
    expect(placesEventSchema().parse({ type: 'places', places: [{ ...place, extra: 1 }] })).toEqual({
      type: 'places',
      places: [place],
    });
    expect(summaryEventSchema().parse({ type: 'summary', summary: { ...summary, raw: 'x' }, final: true })).toEqual({
      type: 'summary',
      summary,
      final: true,
    });
    expect(
      summaryEventSchema().parse({ type: 'error', error: { kind: 'slowDown', message: 'm', stack: 'at …' } }),
    ).toEqual({ type: 'error', error: { kind: 'slowDown', message: 'm' } });
    expect(summaryEventSchema().safeParse({ type: 'error', error: { kind: 'madeUp', message: 'm' } }).success).toBe(
      false,
    );
  });
});
