// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, START_MS, testClock } from './helpers';

const clock = testClock();
const HOUR = 3_600_000;
const emulator = emulatorForFile(clock, { locationIdTtlMs: 8 * HOUR, near: 'lisbon' });

type Location = Record<string, any>;

async function locations(
  q: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
): Promise<Location[]> {
  const body = (await search(emulator, 'demo-ai', q, params, headers)).json();
  return body.locations?.results ?? [];
}

function idsPath(endpoint: string, ids: string[], extra: Record<string, string> = {}): string {
  return apiPath(endpoint, { ids, ...extra });
}

describe('locations in web search', () => {
  it.each([
    ['coffee in Lisbon', 'Lisboa', /caf|coffee|espresso/],
    ['ramen tokyo', 'Tokyo', /ramen|noodle/],
    ['museums berlin', 'Berlin', /museum|gallery/],
    ['bakeries in san francisco', 'San Francisco', /bakery/],
  ])('%s gives places of that kind in that city', async (q, city, kind) => {
    const results = await locations(q);
    expect(results.length).toBeGreaterThan(1);
    for (const place of results) {
      expect(place.type).toBe('location_result');
      expect(place.postal_address.displayAddress).toContain(city);
      expect(JSON.stringify(place.categories).toLowerCase()).toMatch(kind);
    }
  });

  it('returns no locations for a non-local query, and marks geolocal queries', async () => {
    const plain = (await search(emulator, 'demo-ai', 'rust ownership')).json();
    expect(plain.locations).toBeUndefined();
    expect(plain.query.is_geolocal).toBe(false);
    const local = (await search(emulator, 'demo-ai', 'coffee in lisbon')).json();
    expect(local.query.is_geolocal).toBe(true);
    expect(local.mixed.main).toContainEqual({ type: 'locations', all: true });
  });

  it('has the full LocationResult shape', async () => {
    const [place] = await locations('ramen tokyo');
    expect(place).toMatchObject({
      type: 'location_result',
      zoom_level: 16,
      timezone: 'Asia/Tokyo',
      price_range: expect.stringMatching(/^\$+$/),
      postal_address: { type: 'PostalAddress', country: 'JP', displayAddress: expect.any(String) },
      rating: { ratingValue: expect.any(Number), bestRating: 5, reviewCount: expect.any(Number) },
      contact: { telephone: expect.stringMatching(/^\+81 /) },
      provider_url: expect.stringMatching(/^https:\/\//),
    });
    expect(place?.coordinates).toHaveLength(2);
    expect(place?.pictures.results[0].src).toMatch(
      new RegExp(`^${emulator.url}/__emulator/img/place-[a-z0-9-]+-1\\.svg$`),
    );
    expect(place?.results.length).toBeGreaterThan(0);
    expect(place?.results[0].meta_url.hostname).toBe('www.citybites.example');
    // From the default client location (Lisbon, A37): about 11,000 km, in miles for country=US.
    expect(place?.distance.units).toBe('miles');
    expect(place?.distance.value).toBeGreaterThan(6500);
    emulator.updateSettings({ near: 'none' });
    const [unplaced] = await locations('ramen tokyo');
    expect(unplaced?.distance).toBeUndefined();
  });

  it('issues base32 ids ending in "=" that round-trip raw or percent-encoded', async () => {
    const results = await locations('coffee in lisbon');
    for (const place of results) expect(place.id).toMatch(/^loc[A-Z2-7]+=$/);
    const raw = await call(emulator, `/res/v1/local/pois?ids=${results[0]?.id}`, { key: 'demo-ai' });
    expect(raw.json().results).toHaveLength(1);
    const withPlus = await call(emulator, `/res/v1/local/pois?ids=${String(results[0]?.id).replace('=', '%3D')}`, {
      key: 'demo-ai',
    });
    expect(withPlus.json().results).toHaveLength(1);
  });

  it('"near me" uses X-Loc-Lat/Long, adds distance in km or miles', async () => {
    const near = await locations('bakery near me', { country: 'DE' }, { 'X-Loc-Lat': '52.52', 'X-Loc-Long': '13.405' });
    expect(near.length).toBeGreaterThan(0);
    expect(near[0]?.timezone).toBe('Europe/Berlin');
    expect(near[0]?.distance).toEqual({ value: expect.any(Number), units: 'km' });
    // Without units, the default follows country (US here): imperial.
    const imperial = await locations('bakery near me', {}, { 'X-Loc-Lat': '52.52', 'X-Loc-Long': '13.405' });
    expect(imperial[0]?.distance.units).toBe('miles');
    expect(imperial[0]?.distance.value).toBeCloseTo(near[0]?.distance.value / 1.609344, 1);
    expect((await locations('bakery near me'))[0]?.timezone).toBe('Europe/Lisbon');
    emulator.updateSettings({ near: 'none' });
    expect(await locations('bakery near me')).toEqual([]);
  });
});

describe('opening hours (A13: the shape of a real /local/pois capture, docs/api-reference.md §2.5)', () => {
  type Day = { abbr_name: string; full_name: string; opens: string; closes: string };
  const CALENDAR = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const named = (days: Day[][]) => days.map((day) => day[0]?.abbr_name);
  const place = async (q: string, title: string) => (await locations(q)).find((p) => p.title === title)!;

  it("puts today's ranges in current_day and only the other open days in days (a Wednesday)", async () => {
    const cafe = await place('coffee in lisbon', 'Café Miradouro'); // Mon–Fri 07:30–18:00, Saturday split, Sunday closed
    expect(cafe.opening_hours.current_day).toEqual([
      { abbr_name: 'Wed', full_name: 'Wednesday', opens: '07:30', closes: '18:00' },
    ]);
    const days = cafe.opening_hours.days as Day[][];
    expect(named(days)).toEqual(['Mon', 'Tue', 'Thu', 'Fri', 'Sat']);
    expect(days[4]).toEqual([
      { abbr_name: 'Sat', full_name: 'Saturday', opens: '08:00', closes: '13:00' },
      { abbr_name: 'Sat', full_name: 'Saturday', opens: '14:00', closes: '18:00' },
    ]);
  });

  it('sends a split-service Friday as two current_day ranges, like the capture', async () => {
    clock.set(Date.UTC(2026, 0, 16, 12)); // Friday 12:00 in Lisbon (UTC+0 in January)
    const tasca = await place('restaurants in lisbon', 'Tasca da Sardinha'); // closed on Mondays
    expect(tasca.opening_hours.current_day).toEqual([
      { abbr_name: 'Fri', full_name: 'Friday', opens: '12:00', closes: '15:00' },
      { abbr_name: 'Fri', full_name: 'Friday', opens: '19:00', closes: '23:30' },
    ]);
    expect(named(tasca.opening_hours.days)).toEqual(['Tue', 'Wed', 'Thu', 'Sat', 'Sun']);
  });

  it('leaves current_day out on a closed day, and keeps the closed day out of days', async () => {
    clock.set(Date.UTC(2026, 0, 19, 12)); // Monday noon in Lisbon
    const tasca = await place('restaurants in lisbon', 'Tasca da Sardinha');
    expect(Object.keys(tasca.opening_hours)).toEqual(['days']);
    expect(named(tasca.opening_hours.days)).toEqual(['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it("takes today from the place's time zone", async () => {
    clock.set(Date.UTC(2026, 0, 18, 16)); // Sunday 16:00 UTC = Monday 01:00 in Tokyo
    const ramen = (await locations('ramen tokyo'))[0]!;
    expect(ramen.opening_hours.current_day[0].abbr_name).toBe('Mon');
    expect(named(ramen.opening_hours.days)).not.toContain('Mon');
  });

  it('names every open day exactly once across current_day and days, in calendar order, all week and on /local/pois', async () => {
    for (let day = 0; day < 7; day += 1) {
      clock.set(START_MS + day * 24 * HOUR);
      const found = [...(await locations('restaurants in lisbon')), ...(await locations('museums berlin'))];
      const pois = (
        await call(
          emulator,
          idsPath(
            'local/pois',
            found.slice(0, 20).map((p) => String(p.id)),
          ),
          {
            key: 'demo-ai',
          },
        )
      ).json().results as Location[];
      for (const { title, opening_hours: hours } of [...found, ...pois]) {
        const today: Day[] = hours.current_day ?? [];
        expect(today.length === 0 || today.every((range) => range.abbr_name === today[0]!.abbr_name), title).toBe(true);
        expect('current_day' in hours && today.length === 0, `${title}: an empty current_day`).toBe(false);
        const others = named(hours.days);
        expect(others, title).toEqual(CALENDAR.filter((name) => others.includes(name)));
        if (today[0]) expect(others, title).not.toContain(today[0].abbr_name);
        for (const ranges of hours.days as Day[][]) expect(new Set(ranges.map((r) => r.abbr_name)).size).toBe(1);
      }
    }
  });
});

describe('local/pois and local/descriptions', () => {
  it('return the places and Markdown descriptions (some null) for valid ids, in request order', async () => {
    const found = await locations('coffee in lisbon');
    const ids = found.map((place) => String(place.id));
    const pois = await call(emulator, idsPath('local/pois', ids), { key: 'demo-ai' });
    expect(pois.status).toBe(200);
    const poisBody = pois.json();
    expect(poisBody.type).toBe('local_pois');
    expect(poisBody.results.map((place: Location) => place.id)).toEqual(ids);
    expect(poisBody.results[0].title).toBe(found[0]?.title);
    const descriptions = (await call(emulator, idsPath('local/descriptions', ids), { key: 'demo-ai' })).json();
    expect(descriptions.type).toBe('local_descriptions');
    expect(descriptions.results).toHaveLength(ids.length);
    for (const item of descriptions.results) {
      expect(item.type).toBe('local_description');
      expect(ids).toContain(item.id);
    }
    const texts = descriptions.results.map((item: { description: string | null }) => item.description);
    expect(texts).toContain(null);
    const markdown = texts.find((text: string | null) => text !== null) as string;
    expect(markdown).toMatch(/^### /);
    expect(markdown).toContain('\n- **');
  });

  it('leave unknown, forged and expired ids out of results', async () => {
    const [first] = await locations('museums berlin');
    const id = String(first?.id);
    const forged = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    const mixed = (
      await call(emulator, idsPath('local/pois', ['nope', forged, id, `${id},${id}`]), { key: 'demo-ai' })
    ).json();
    expect(mixed.results.map((place: Location) => place.id)).toEqual([id]);
    clock.advance(8 * HOUR - 1);
    expect((await call(emulator, idsPath('local/pois', [id]), { key: 'demo-ai' })).json().results).toHaveLength(1);
    clock.advance(1);
    expect((await call(emulator, idsPath('local/pois', [id]), { key: 'demo-ai' })).json().results).toEqual([]);
    expect((await call(emulator, idsPath('local/descriptions', [id]), { key: 'demo-ai' })).json().results).toEqual([]);
  });

  it('honours a configured id TTL', async () => {
    emulator.updateSettings({ locationIdTtlMs: 60_000 });
    const [first] = await locations('bars tokyo');
    clock.advance(60_000);
    expect(
      (await call(emulator, idsPath('local/pois', [String(first?.id)]), { key: 'demo-ai' })).json().results,
    ).toEqual([]);
  });

  it('answer each id once even when repeated', async () => {
    const [first] = await locations('parks berlin');
    const res = (
      await call(emulator, idsPath('local/pois', [String(first?.id), String(first?.id)]), { key: 'demo-ai' })
    ).json();
    expect(res.results).toHaveLength(1);
  });

  it('validate ids: required, at most 20', async () => {
    const missing = await call(emulator, apiPath('local/pois'), { key: 'demo-ai' });
    expect(missing.status).toBe(422);
    expect(missing.json().error.meta.errors[0]).toMatchObject({ type: 'missing', loc: ['query', 'ids'] });
    const tooMany = await call(
      emulator,
      idsPath(
        'local/descriptions',
        Array.from({ length: 21 }, (_, i) => `id${i}`),
      ),
      { key: 'demo-ai' },
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.json().error.meta.errors[0]).toMatchObject({
      type: 'too_long',
      loc: ['query', 'ids'],
      ctx: { max_length: 20, actual_length: 21 },
    });
    const twenty = await call(
      emulator,
      idsPath(
        'local/pois',
        Array.from({ length: 20 }, (_, i) => `id${i}`),
      ),
      { key: 'demo-ai' },
    );
    expect(twenty.status).toBe(200);
    const badUnits = await call(emulator, idsPath('local/pois', ['a'], { units: 'parsecs' }), { key: 'demo-ai' });
    expect(badUnits.status).toBe(422);
  });

  it('read comma-joined ids (ids=a,b, as the npm brave-search client sends them) as every id, on both endpoints (A6, H2)', async () => {
    const ids = (await locations('coffee in lisbon')).map((place) => String(place.id));
    expect(ids.length).toBeGreaterThan(2);
    for (const endpoint of ['local/pois', 'local/descriptions']) {
      const joined = await call(emulator, apiPath(endpoint, { ids: ids.join(',') }), { key: 'demo-ai' });
      expect(joined.status).toBe(200);
      expect(joined.json().results.map((item: Location) => item.id)).toEqual(ids);
      const [first, ...rest] = ids;
      const mixed = await call(emulator, apiPath(endpoint, { ids: [String(first), `${rest.join(',')},`] }), {
        key: 'demo-ai',
      });
      expect(mixed.json().results.map((item: Location) => item.id)).toEqual(ids);
    }
  });

  it('refuse more than 20 ids in all, joined or repeated, and an empty list, with a 422 naming ids (H2)', async () => {
    const [first] = await locations('restaurants berlin');
    const many = Array.from({ length: 21 }, (_, i) => `${String(first?.id)}${i}`);
    for (const endpoint of ['local/pois', 'local/descriptions']) {
      for (const ids of [many.join(','), [many.slice(0, 10).join(','), ...many.slice(10)]]) {
        const res = await call(emulator, apiPath(endpoint, { ids }), { key: 'demo-ai' });
        expect(res.status).toBe(422);
        expect(res.json()).toMatchObject({ type: 'ErrorResponse', error: { status: 422, code: 'VALIDATION' } });
        expect(res.json().error.meta.errors[0]).toMatchObject({
          type: 'too_long',
          loc: ['query', 'ids'],
          input: many,
          ctx: { max_length: 20, actual_length: 21 },
        });
      }
      for (const ids of ['', ',', ['', ',,']]) {
        const res = await call(emulator, apiPath(endpoint, { ids }), { key: 'demo-ai' });
        expect(res.status).toBe(422);
        expect(res.json().error.meta.errors[0]).toMatchObject({ type: 'missing', loc: ['query', 'ids'] });
      }
    }
    const twenty = await call(emulator, apiPath('local/pois', { ids: many.slice(0, 20).join(',') }), {
      key: 'demo-ai',
    });
    expect(twenty.status).toBe(200);
  });

  it('local/pois adds distance from X-Loc headers', async () => {
    const [first] = await locations('coffee san francisco');
    const res = (
      await call(emulator, idsPath('local/pois', [String(first?.id)], { units: 'imperial' }), {
        key: 'demo-ai',
        headers: { 'X-Loc-Lat': '37.7749', 'X-Loc-Long': '-122.4194' },
      })
    ).json();
    expect(res.results[0].distance.units).toBe('miles');
    expect(res.results[0].distance.value).toBeGreaterThan(0);
  });
});
