// @vitest-environment node
/** /local/place_search (docs/api-reference.md §8.5; A50). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, testClock, validationIssues } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);
const KEY = 'demo-search';

function places(params: Record<string, string | number>, key = KEY) {
  return call(emulator, apiPath('local/place_search', params), { key });
}

interface Location {
  id: string;
  title: string;
  categories: string[];
  postal_address: { addressLocality: string };
  distance?: { value: number; units: string };
  timezone: string;
}

describe('local/place_search', () => {
  it('finds places by query and a location string, the area first, with distances and a resolved location', async () => {
    const body = (await places({ q: 'coffee', location: 'lisbon portugal', count: 4 })).json();
    expect(body.type).toBe('locations');
    expect(body.query).toMatchObject({ original: 'coffee', spellcheck_off: false });
    expect(body.location).toEqual({ coordinates: [38.7169, -9.1399], name: 'Lisbon', country: 'PT' });
    const results: Location[] = body.results;
    expect(results).toHaveLength(4);
    for (const place of results) {
      expect(place).toMatchObject({ type: 'location_result', timezone: 'Europe/Lisbon' });
      expect(place.distance?.units).toBe('km');
      expect(place.distance!.value).toBeLessThan(20);
    }
    expect(results[0]!.categories.join(' ')).toMatch(/coffee|caf/i);
  });

  it('latitude and longitude anchor the search; radius (metres) cuts it off; units=imperial gives miles', async () => {
    const near = { q: 'restaurant', latitude: 52.52, longitude: 13.405 };
    const all: Location[] = (await places({ ...near, count: 50 })).json().results;
    expect(all[0]!.timezone).toBe('Europe/Berlin');
    const close: Location[] = (await places({ ...near, count: 50, radius: 1500 })).json().results;
    expect(close.length).toBeGreaterThan(0);
    expect(close.length).toBeLessThan(all.length);
    expect(close.every((place) => place.distance!.value <= 1.5)).toBe(true);
    const miles: Location[] = (await places({ ...near, units: 'imperial', count: 1 })).json().results;
    expect(miles[0]!.distance).toMatchObject({ units: 'miles' });
  });

  it('an empty q browses the area; a q naming a city narrows to it; an unknown location finds nothing', async () => {
    const inTokyo = (place: Location) => place.timezone === 'Asia/Tokyo';
    const browse: Location[] = (await places({ location: 'tokyo japan', count: 50 })).json().results;
    const tokyo = browse.filter(inTokyo).length;
    expect(tokyo).toBeGreaterThan(5);
    expect(browse.slice(0, tokyo).every(inTokyo)).toBe(true);
    expect(browse.length).toBeGreaterThan(tokyo); // no radius: the search is global, the area first
    const within: Location[] = (await places({ location: 'tokyo japan', count: 50, radius: 20000 })).json().results;
    expect(within.length).toBe(tokyo);
    const named: Location[] = (await places({ q: 'museums berlin' })).json().results;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((place) => place.timezone === 'Europe/Berlin')).toBe(true);
    const nowhere = (await places({ q: 'coffee', location: 'reykjavik iceland' })).json();
    expect(nowhere.results).toEqual([]);
    expect(nowhere.location).toBeUndefined();
  });

  it('issues ids that /local/pois and /local/descriptions answer', async () => {
    const [first]: Location[] = (await places({ q: 'ramen', location: 'tokyo', count: 1 })).json().results;
    const pois = (await call(emulator, apiPath('local/pois', { ids: first!.id }), { key: KEY })).json();
    expect(pois.results.map((poi: Location) => poi.title)).toEqual([first!.title]);
    const descriptions = await call(emulator, apiPath('local/descriptions', { ids: first!.id }), { key: KEY });
    expect(descriptions.json().results[0].id).toBe(first!.id);
  });

  it('validates: q or an area is required, latitude with longitude, ranges of radius and count', async () => {
    expect(validationIssues(await places({}))).toEqual([
      expect.objectContaining({ type: 'value_error', loc: ['query', 'q'] }),
    ]);
    expect(validationIssues(await places({ latitude: 10 }))).toEqual([
      expect.objectContaining({ type: 'missing', loc: ['query', 'longitude'] }),
    ]);
    expect(validationIssues(await places({ q: 'x', latitude: 91, longitude: 0, radius: -1, count: 51 }))).toEqual([
      expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'latitude'] }),
      expect.objectContaining({ type: 'greater_than_equal', loc: ['query', 'radius'] }),
      expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'count'] }),
    ]);
    expect((await places({ q: 'x', country: 'GR', search_lang: 'el' })).status).toBe(200);
  });

  it('is in the Search plan and the legacy plans with places, not in Base or the Answers plan', async () => {
    expect((await places({ q: 'coffee in lisbon' }, 'demo-pro')).status).toBe(200);
    for (const key of ['demo-quota', 'demo-answers', 'demo-free']) {
      clock.advance(1000);
      const res = await places({ q: 'coffee in lisbon' }, key);
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('OPTION_NOT_IN_PLAN');
    }
  });
});
