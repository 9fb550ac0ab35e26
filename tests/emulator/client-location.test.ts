// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, testClock } from './helpers';
import { applySettingsPatch, defaultSettings } from '../../emulator/settings';

const clock = testClock();
const emulator = emulatorForFile(clock, { near: 'lisbon' });

type Body = Record<string, any>;

async function web(
  q: string,
  headers: Record<string, string> = {},
  params: Record<string, string> = {},
): Promise<Body> {
  const res = await search(emulator, 'demo-ai', q, params, headers);
  expect(res.status).toBe(200);
  return res.json();
}

function zones(response: Body): string[] {
  return [...new Set<string>((response.locations?.results ?? []).map((place: Body) => place.timezone))];
}

describe('the client location (A36)', () => {
  it('defaults to the near city: "coffee" gives Lisbon places, measured from the centre', async () => {
    const response = await web('coffee', {}, { units: 'metric' });
    expect(zones(response)).toEqual(['Europe/Lisbon']);
    for (const place of response.locations.results) {
      expect(place.distance.units).toBe('km');
      expect(place.distance.value).toBeLessThan(10);
    }
    expect(response.query).toMatchObject({
      city: 'Lisbon',
      state: '11',
      header_country: 'PT',
      lat: '38.7169',
      long: '-9.1399',
      postal_code: '',
      country: 'us',
    });
    expect(response.query.is_geolocal).toBe(true);
  });

  it('X-Loc-City naming a world city wins over near', async () => {
    const response = await web('coffee', { 'X-Loc-City': 'Berlin' }, { units: 'metric' });
    expect(zones(response)).toEqual(['Europe/Berlin']);
    expect(response.locations.results[0].distance.value).toBeLessThan(15);
    expect(response.query).toMatchObject({
      city: 'Berlin',
      state: 'BE',
      header_country: 'DE',
      lat: '52.52',
      long: '13.405',
    });
    expect(zones(await web('coffee', { 'X-Loc-City': 'berlin', 'X-Loc-Country': 'DE', 'X-Loc-State': 'BE' }))).toEqual([
      'Europe/Berlin',
    ]);
    expect(zones(await web('coffee', { 'X-Loc-City': 'San Francisco', 'X-Loc-State': 'CA' }))).toEqual([
      'America/Los_Angeles',
    ]);
  });

  it("an X-Loc-City that is not one of the world's (or whose country disagrees) falls through to near", async () => {
    expect(zones(await web('coffee', { 'X-Loc-City': 'Berlin', 'X-Loc-Country': 'US' }))).toEqual(['Europe/Lisbon']);
    const paris = await web('coffee', { 'X-Loc-City': 'Paris', 'X-Loc-Country': 'FR' });
    expect(zones(paris)).toEqual(['Europe/Lisbon']);
    // The headers are echoed as sent; what they do not say comes from the location used.
    expect(paris.query).toMatchObject({ city: 'Paris', header_country: 'FR', state: '11', lat: '38.7169' });
  });

  it('X-Loc-Lat/Long win over X-Loc-City and near', async () => {
    const tokyo = await web(
      'coffee',
      { 'X-Loc-Lat': '35.68', 'X-Loc-Long': '139.76', 'X-Loc-City': 'Berlin' },
      { units: 'metric' },
    );
    expect(zones(tokyo)).toEqual(['Asia/Tokyo']);
    expect(tokyo.query).toMatchObject({ lat: '35.68', long: '139.76', city: 'Berlin' });
    const plain = await web('coffee', { 'X-Loc-Lat': '35.68', 'X-Loc-Long': '139.76' });
    expect(plain.query).toMatchObject({ city: 'Tokyo', state: '13', header_country: 'JP' });
    // Somewhere the world has no places: no locations, and no fallback to near.
    const paris = await web('coffee', { 'X-Loc-Lat': '48.85', 'X-Loc-Long': '2.35' });
    expect(paris.locations).toBeUndefined();
    expect(paris.query).toMatchObject({ lat: '48.85', long: '2.35', city: '', header_country: '' });
  });

  it('a city in the query wins over the client location; distance still from the client', async () => {
    const response = await web('coffee in tokyo', { 'X-Loc-City': 'Berlin' }, { units: 'metric' });
    expect(zones(response)).toEqual(['Asia/Tokyo']);
    expect(response.locations.results[0].distance.value).toBeGreaterThan(8000);
  });

  it('near: none means unknown: no local results for "coffee", no distance, empty echo', async () => {
    emulator.updateSettings({ near: 'none' });
    const response = await web('coffee');
    expect(response.locations).toBeUndefined();
    expect(response.query).toMatchObject({ city: '', state: '', header_country: '', lat: '', long: '' });
    const lisbon = await web('coffee in lisbon');
    expect(lisbon.locations.results[0].distance).toBeUndefined();
  });

  it('near is a setting: patched through the control endpoint, validated and stored as a city key', async () => {
    const res = await call(emulator, '/__emulator/settings', {
      method: 'POST',
      body: JSON.stringify({ near: 'Tokyo' }),
    });
    expect(res.status).toBe(200);
    expect(res.json().near).toBe('tokyo');
    expect(zones(await web('coffee'))).toEqual(['Asia/Tokyo']);
    const bad = await call(emulator, '/__emulator/settings', {
      method: 'POST',
      body: JSON.stringify({ near: 'Paris' }),
    });
    expect(bad.status).toBe(400);
    expect(emulator.settings.near).toBe('tokyo');
    const settings = defaultSettings();
    expect(settings.near).toBe('lisbon');
    applySettingsPatch(settings, { near: 'San Francisco' });
    expect(settings.near).toBe('sf');
    applySettingsPatch(settings, { near: 'NONE' });
    expect(settings.near).toBe('none');
    expect(() => applySettingsPatch(settings, { near: 3 })).toThrow(/near must be/);
  });
});

describe('/local/pois distance', () => {
  it('is measured from X-Loc-Lat/Long when sent, else from the same location as the search', async () => {
    const [place] = (await web('coffee in berlin')).locations.results;
    const path = apiPath('local/pois', { ids: [place.id], units: 'metric' });
    const fromHeaders = (
      await call(emulator, path, {
        key: 'demo-ai',
        headers: { 'X-Loc-Lat': String(place.coordinates[0]), 'X-Loc-Long': String(place.coordinates[1]) },
      })
    ).json();
    expect(fromHeaders.results[0].distance).toEqual({ value: 0, units: 'km' });
    const fromCity = (await call(emulator, path, { key: 'demo-ai', headers: { 'X-Loc-City': 'Berlin' } })).json();
    expect(fromCity.results[0].distance.value).toBeGreaterThan(0);
    expect(fromCity.results[0].distance.value).toBeLessThan(15);
    const fromNear = (await call(emulator, path, { key: 'demo-ai' })).json();
    expect(fromNear.results[0].distance.value).toBeGreaterThan(2000);
  });
});

describe('more places than one /local/* call takes (A20)', () => {
  async function berlinRestaurants(q: string, headers: Record<string, string> = {}): Promise<Body[]> {
    const response = await web(q, headers);
    return response.locations.results;
  }

  it('"restaurants berlin" returns at least 45 Berlin places, best rated first, distinct ids', async () => {
    const places = await berlinRestaurants('restaurants berlin');
    expect(places.length).toBeGreaterThanOrEqual(45);
    expect(places.length).toBeLessThanOrEqual(50);
    expect(zones({ locations: { results: places } })).toEqual(['Europe/Berlin']);
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
    const ratings = places.map((place) => place.rating.ratingValue);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await berlinRestaurants('restaurants', { 'X-Loc-City': 'Berlin' })).length).toBe(places.length);
  });

  it('maxLocations caps the places of one answer (the best rated stay), and 0 means no locations at all', async () => {
    const all = await berlinRestaurants('restaurants berlin');
    try {
      for (const cap of [5, 20, 45]) {
        emulator.updateSettings({ maxLocations: cap });
        const capped = await berlinRestaurants('restaurants berlin');
        expect(capped.map((place) => place.title)).toEqual(all.slice(0, cap).map((place) => place.title));
      }
      emulator.updateSettings({ maxLocations: 0 });
      const none = await web('restaurants berlin');
      expect(none.locations).toBeUndefined();
      expect(none.mixed.main.map((entry: Body) => entry.type)).not.toContain('locations');
      expect(() => emulator.updateSettings({ maxLocations: -1 })).toThrow('maxLocations must be >= 0');
    } finally {
      emulator.updateSettings({ maxLocations: 50 });
    }
  });

  it('their ids resolve through /local/pois and /local/descriptions in batches of 20', async () => {
    const ids = (await berlinRestaurants('restaurants berlin')).map((place) => String(place.id));
    const pois: Body[] = [];
    const descriptions: Body[] = [];
    for (let start = 0; start < ids.length; start += 20) {
      const batch = ids.slice(start, start + 20);
      const poisRes = await call(emulator, apiPath('local/pois', { ids: batch }), { key: 'demo-ai' });
      expect(poisRes.status).toBe(200);
      pois.push(...poisRes.json().results);
      descriptions.push(
        ...(await call(emulator, apiPath('local/descriptions', { ids: batch }), { key: 'demo-ai' })).json().results,
      );
    }
    expect(pois.map((place) => place.id)).toEqual(ids);
    expect(descriptions.map((item) => item.id)).toEqual(ids);
    expect(descriptions.some((item) => item.description === null)).toBe(true);
    const tooMany = await call(emulator, apiPath('local/pois', { ids: ids.slice(0, 21) }), { key: 'demo-ai' });
    expect(tooMany.status).toBe(422);
  });
});
