import type { ValidationIssue } from '../http/errors';
import { FieldReader } from './fields';
import type { ParamSource } from './params';
import { COUNTRIES_2026, SAFESEARCH, SEARCH_LANGS_2026, UI_LANGS, UNITS, type Units } from './enums';
import { PLACE_SEARCH_MAX_RADIUS_M } from '../assumptions';

/** `/local/place_search` parameters (docs/api-reference.md §8.5). */
interface PlaceParams {
  /** '' when absent: the general places of the area. */
  q: string;
  /** Both or neither. */
  point?: { lat: number; lon: number };
  location?: string;
  /** Metres; undefined: no limit (A50). */
  radius?: number;
  count: number;
  country: string;
  searchLang: string;
  uiLang: string;
  units: Units;
  spellcheck: boolean;
}

export type PlaceParamsResult = { ok: true; params: PlaceParams } | { ok: false; issues: ValidationIssue[] };

export function readPlaceParams(source: ParamSource): PlaceParamsResult {
  const read = new FieldReader(source);
  const blank = (source.last('q') ?? '').trim() === '';
  const q = blank ? '' : read.query('q', false);
  const lat = read.float('latitude', -90, 90);
  const lon = read.float('longitude', -180, 180);
  for (const [name, other] of [
    ['latitude', 'longitude'],
    ['longitude', 'latitude'],
  ] as const) {
    if (source.has(name) && !source.has(other)) read.add(other, 'missing', `Field required (with ${name})`, null);
  }
  const location = read.string('location', 1, 400);
  const radius = read.float('radius', 0, PLACE_SEARCH_MAX_RADIUS_M);
  const count = read.int('count', 1, 50, 20);
  const country = read.choice('country', COUNTRIES_2026, 'US');
  const searchLang = read.choice('search_lang', SEARCH_LANGS_2026, 'en');
  const uiLang = read.choice('ui_lang', UI_LANGS, 'en-US');
  const units = read.choice('units', UNITS, 'metric');
  read.choice('safesearch', SAFESEARCH, 'strict');
  const spellcheck = read.bool('spellcheck', true);
  const point = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
  const anchored = source.has('latitude') || source.has('longitude') || source.has('location');
  if (blank && !anchored)
    read.add('q', 'value_error', 'Value error, q is required without latitude and longitude or location', null);
  if (read.issues.length > 0 || q === undefined) return { ok: false, issues: read.issues };
  return { ok: true, params: { q, point, location, radius, count, country, searchLang, uiLang, units, spellcheck } };
}
