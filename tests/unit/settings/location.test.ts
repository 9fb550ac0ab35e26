// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locationHeaders } from '@/utils/worker/api/wire/url';
import { COUNTRIES } from '@/utils/ui-safe/settings/choices';
import {
  coordinateHints,
  isCountryCode,
  isPostalCode,
  ISO_COUNTRIES,
  locationHints,
  MAX_CITY_CHARS,
  MAX_POSTAL_CODE_CHARS,
  MAX_REGION_CHARS,
  placeTextProblem,
  roundCoordinate,
  tidyText,
  type LocationSetting,
} from '@/utils/ui-safe/settings/location';

const hints = (location: LocationSetting) => locationHints({ location });
const city = (fields: Partial<Extract<LocationSetting, { mode: 'city' }>>): LocationSetting => ({
  mode: 'city',
  city: 'Lisbon',
  country: 'PT',
  ...fields,
});

describe('the city a header can carry (folded to ASCII)', () => {
  it.each([
    ['München', 'Munchen'],
    ['São Paulo', 'Sao Paulo'],
    ['Łódź', 'Lodz'],
    ['Straße', 'Strasse'],
    ['Ærøskøbing', 'AEroskobing'],
    ['Reykjavík', 'Reykjavik'],
    ['  Saint–Étienne ', 'Saint-Etienne'],
    ['Côte d’Ivoire', "Cote d'Ivoire"],
    ['Ｔｏｋｙｏ', 'Tokyo'],
  ])('folds %j to %j', (typed, sent) => {
    expect(hints(city({ city: typed }))?.city).toBe(sent);
  });

  it.each([['東京'], ['Москва'], ['Athína Αθήνα'], ['Berlin\u0000'], ['Berlin\u202e']])(
    'has no plain-Latin form for %j',
    (typed) => {
      expect(hints(city({ city: typed }))).toEqual({ country: 'PT' });
    },
  );

  it('tidies spaces: trimmed, each run as one', () => {
    expect(tidyText('  New \t York\n ')).toBe('New York');
  });
});

describe('placeTextProblem', () => {
  it('needs a city, takes an empty optional region', () => {
    expect(placeTextProblem('  ', MAX_CITY_CHARS)).toBe('empty');
    expect(placeTextProblem('  ', MAX_REGION_CHARS, true)).toBeUndefined();
    expect(placeTextProblem('München', MAX_CITY_CHARS)).toBeUndefined();
  });

  it('refuses other scripts and control characters, and counts the folded length', () => {
    expect(placeTextProblem('Київ', MAX_CITY_CHARS)).toBe('notLatin');
    expect(placeTextProblem('a\u0007b', MAX_CITY_CHARS)).toBe('notLatin');
    expect(placeTextProblem('x'.repeat(MAX_CITY_CHARS), MAX_CITY_CHARS)).toBeUndefined();
    expect(placeTextProblem('x'.repeat(MAX_CITY_CHARS + 1), MAX_CITY_CHARS)).toBe('tooLong');
    // 60 × "ß" is 60 characters typed but 120 sent.
    expect(placeTextProblem('ß'.repeat(60), MAX_CITY_CHARS)).toBe('tooLong');
  });
});

describe('postal codes and countries', () => {
  it.each([['10115'], ['SW1A 1AA'], ['1010-001'], [' 94105 ']])('takes %j', (code) =>
    expect(isPostalCode(code)).toBe(true),
  );
  it.each([['-1010'], ['10115!'], ['１０１１５'], ['9'.repeat(MAX_POSTAL_CODE_CHARS + 1)], ['']])(
    'refuses %j',
    (code) => expect(isPostalCode(code)).toBe(false),
  );

  it('knows the 249 ISO 3166-1 alpha-2 codes, each once, among them every country code of the API but ALL', () => {
    expect(ISO_COUNTRIES).toHaveLength(249);
    expect(new Set(ISO_COUNTRIES).size).toBe(249);
    for (const code of COUNTRIES.filter((c) => c !== 'ALL')) expect(isCountryCode(code), code).toBe(true);
    expect(isCountryCode('ALL')).toBe(false);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
  });

  it('lists only codes with a region name', () => {
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const code of ISO_COUNTRIES) expect(names.of(code), code).toBeTruthy();
  });
});

describe('roundCoordinate', () => {
  it('keeps 2 decimals (about 1 km) and never -0', () => {
    expect(roundCoordinate(38.722_252)).toBe(38.72);
    expect(roundCoordinate(-9.139_337)).toBe(-9.14);
    expect(Object.is(roundCoordinate(-0.001), 0)).toBe(true);
  });
});

describe('locationHints: what a setting sends', () => {
  it('sends nothing when off', () => {
    expect(hints({ mode: 'off' })).toBeUndefined();
    expect(locationHeaders(hints({ mode: 'off' }))).toEqual({});
  });

  it('sends a city with its country, accents folded', () => {
    expect(hints(city({ city: 'München', country: 'DE' }))).toEqual({ city: 'Munchen', country: 'DE' });
    expect(locationHeaders(hints(city({ city: 'München', country: 'DE' })))).toEqual({
      'X-Loc-City': 'Munchen',
      'X-Loc-Country': 'DE',
    });
  });

  it('sends a short region as its code, a longer one as its name, and the postal code', () => {
    expect(hints(city({ city: 'San Francisco', region: 'ca', country: 'US', postalCode: '94105' }))).toEqual({
      city: 'San Francisco',
      state: 'CA',
      country: 'US',
      postalCode: '94105',
    });
    expect(hints(city({ city: 'Berlin', region: 'Brandenburg', country: 'DE' }))).toEqual({
      city: 'Berlin',
      stateName: 'Brandenburg',
      country: 'DE',
    });
    expect(hints(city({ region: 'Île-de-F' }))).toMatchObject({ stateName: 'Ile-de-F' });
    expect(hints(city({ region: 'N.S' }))).toMatchObject({ stateName: 'N.S' });
  });

  it('sends only the coordinates for a browser position (the API prefers them; nothing else is added)', () => {
    const sent = hints({ mode: 'browser', lat: 52.52, long: 13.4, takenAt: 1_795_000_000_000 });
    expect(sent).toEqual({ lat: 52.52, long: 13.4 });
    expect(locationHeaders(sent)).toEqual({ 'X-Loc-Lat': '52.52', 'X-Loc-Long': '13.4' });
  });

  it('fits every field at its longest into the headers (the API layer drops what it cannot carry)', () => {
    const longest = city({
      city: 'c'.repeat(MAX_CITY_CHARS),
      region: 'r'.repeat(MAX_REGION_CHARS),
      postalCode: '9'.repeat(MAX_POSTAL_CODE_CHARS),
    });
    expect(Object.keys(locationHeaders(hints(longest))).sort()).toEqual([
      'X-Loc-City',
      'X-Loc-Country',
      'X-Loc-Postal-Code',
      'X-Loc-State-Name',
    ]);
  });

  it('gives place look-ups only the coordinates', () => {
    expect(coordinateHints({ lat: 1, long: 2 })).toEqual({ lat: 1, long: 2 });
    expect(coordinateHints(hints(city({})))).toBeUndefined();
    expect(coordinateHints(undefined)).toBeUndefined();
  });
});
