import { describe, expect, it } from 'vitest';
import { descriptionsById, mapPlaces } from '@/utils/worker/view/map-place';
import { mapOnePlace } from './map-one';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { parsedDescriptions, parsedPlace, parsedPlaces } from './parsed';
import { MAX_LOCATIONS } from '@/utils/worker/api/schemas/web';

const PHOTO = 'https://imgs.search.brave.com/p/rs:fit:200:200:1:0/g:ce/aHR0cHM6Ly9leGFtcGxlLmNvbS9wLmpwZw';

const CAFE = {
  type: 'location_result',
  id: 'loc4CQWMJWLD4VBEBZ62XQLJTGK6YCJEEJDNAAAAAAA=',
  title: 'Caf&eacute; Blau',
  url: 'https://www.tripadvisor.com/cafe-blau',
  provider_url: 'https://www.tripadvisor.com/cafe-blau',
  coordinates: [52.520008, 13.404954],
  zoom_level: 15,
  postal_address: { type: 'PostalAddress', displayAddress: 'Alexanderplatz 1, 10178 Berlin' },
  opening_hours: { days: [[{ abbr_name: 'Mon', full_name: 'Monday', opens: '07:00', closes: '21:00' }]] },
  contact: { telephone: '+49 30 1234-567', email: 'x@example.com' },
  price_range: '$$',
  rating: { ratingValue: 4.5, bestRating: 5, reviewCount: 120, is_tripadvisor: true },
  distance: { value: 1.2, units: 'km' },
  profiles: [
    { type: 'external', name: 'Tripadvisor', url: 'https://www.tripadvisor.com/cafe-blau' },
    { name: 'Yelp', url: 'https://www.yelp.com/biz/cafe-blau' },
  ],
  pictures: {
    results: [
      { src: PHOTO, alt: 'The terrace' },
      { src: 'http://insecure.example/p.jpg' },
      { src: 'javascript:alert(1)' },
    ],
  },
  categories: ['Café', 'Bakery'],
  results: [
    { title: 'Café Blau – <strong>Menu</strong>', url: 'https://cafe-blau.example/menu' },
    { title: 'Bad', url: 'javascript:alert(1)' },
  ],
  timezone: 'Europe/Berlin',
};

const MONDAY_10_BERLIN = new Date('2025-01-06T09:00:00Z');

describe('mapPlaces: one place', () => {
  it('maps a complete POI', () => {
    const view = mapOnePlace(parsedPlace(CAFE), {
      now: MONDAY_10_BERLIN,
      enriched: true,
      description: '### About\n\nA **cosy** café.',
    });
    expect(view).toMatchObject({
      id: CAFE.id,
      name: 'Café Blau',
      category: 'Café',
      rating: { value: 4.5, best: 5, count: 120 },
      priceRange: '$$',
      address: 'Alexanderplatz 1, 10178 Berlin',
      coordinates: [52.520008, 13.404954],
      mapUrl: 'https://www.openstreetmap.org/?mlat=52.520008&mlon=13.404954#map=17/52.520008/13.404954',
      openNow: true,
      phone: { text: '+49 30 1234-567', href: 'tel:+49301234567' },
      distance: { value: 1.2, units: 'km' },
      photos: [{ src: PHOTO, alt: 'The terrace' }],
      related: [
        { title: 'Café Blau – Menu', url: 'https://cafe-blau.example/menu' },
        { title: 'Tripadvisor', url: 'https://www.tripadvisor.com/cafe-blau' },
        { title: 'Yelp', url: 'https://www.yelp.com/biz/cafe-blau' },
      ],
      description: [
        { t: 'h', level: 3, c: ['About'] },
        { t: 'p', c: ['A ', { t: 'strong', c: ['cosy'] }, ' café.'] },
      ],
      enriched: true,
    });
    expect(view.hours?.[0]).toEqual({ day: 'mon', ranges: ['07:00–21:00'], today: true });
    expect(view.hours?.[1]).toEqual({ day: 'tue', ranges: [] });
  });

  it('maps the basic data alone as not enriched, without optional fields', () => {
    const view = mapOnePlace(parsedPlace({ id: 'x', title: 'Kiosk' }));
    expect(view).toEqual({ id: 'x', name: 'Kiosk', photos: [], related: [], enriched: false });
  });

  it("is closed at night in the place's zone", () => {
    expect(mapOnePlace(parsedPlace(CAFE), { now: new Date('2025-01-06T21:30:00Z') }).openNow).toBe(false);
  });

  it('renders a hostile Markdown description inert', () => {
    const view = mapOnePlace(parsedPlace(CAFE), {
      description: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    expect(JSON.stringify(view.description)).not.toContain('"t":"a"');
    expect(plainText(view.description ?? [])).toContain('<script>alert(1)</script>');
  });

  it.each([[[91, 0]], [[0, 181]], [['52.5', 'x']], [[NaN, 1]], ['52,13'], [[52]]])(
    'has no coordinates or map link for %j',
    (coordinates) => {
      const view = mapOnePlace(parsedPlace({ title: 'x', coordinates }));
      expect(view.coordinates).toBeUndefined();
      expect(view.mapUrl).toBeUndefined();
    },
  );

  it('rejects nonsense ratings, phones and distances', () => {
    const view = mapOnePlace(
      parsedPlace({
        title: 'x',
        rating: { ratingValue: 9, bestRating: 5 },
        contact: { telephone: 'call us' },
        distance: { value: -3, units: 'km' },
        price_range: '$'.repeat(100),
      }),
    );
    expect(view.rating).toBeUndefined();
    expect(view.phone).toBeUndefined();
    expect(view.distance).toBeUndefined();
    expect(view.priceRange!.length).toBeLessThanOrEqual(12);
  });

  it('defaults bestRating to 5 and builds an address from parts', () => {
    const view = mapOnePlace(
      parsedPlace({
        title: 'x',
        rating: { ratingValue: 4 },
        postal_address: { streetAddress: 'Main St 1', postalCode: '10115', addressLocality: 'Berlin', country: 'DE' },
      }),
    );
    expect(view.rating).toEqual({ value: 4, best: 5 });
    expect(view.address).toBe('Main St 1, 10115 Berlin, DE');
  });

  it('takes a missing title as an empty name (the UI labels it)', () => {
    expect(mapOnePlace(parsedPlace({})).name).toBe('');
  });
});

describe('mapPlaces / descriptionsById', () => {
  it('caps the list, skips non-objects and attaches descriptions by id', () => {
    const results = [null, ...Array.from({ length: 100 }, (_, i) => ({ id: `id${i}`, title: `P${i}` }))];
    const descriptions = descriptionsById(
      parsedDescriptions({
        results: [{ id: 'id1', description: '**Nice**' }, null, { id: 'id2', description: null }],
      }),
    );
    const views = mapPlaces(parsedPlaces(results), { descriptions, enriched: true });
    // The schema's cap.
    expect(views).toHaveLength(MAX_LOCATIONS);
    expect(views[1]!.description).toEqual([{ t: 'p', c: [{ t: 'strong', c: ['Nice'] }] }]);
    expect(views[2]!.description).toBeUndefined();
    expect(views.every((v) => v.enriched)).toBe(true);
  });

  it('returns empty results for junk', () => {
    expect(mapPlaces(parsedPlaces(undefined))).toEqual([]);
    expect(descriptionsById(parsedDescriptions(null)).size).toBe(0);
  });

  it('produces plain JSON', () => {
    const views = mapPlaces(parsedPlaces([CAFE]), { now: MONDAY_10_BERLIN });
    expect(structuredClone(views)).toEqual(views);
  });
});
