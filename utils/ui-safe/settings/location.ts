/**
 * The user's location for places (docs/api-reference.md §1.2, X-Loc-* headers): the one check of what the user types, and
 * what a setting sends. Plain code without zod, so the options page can use the same rules without the validation
 * library in its bundle (the settings schema wraps them).
 */
import type { Settings } from '../../contract/settings-schema';

/** X-Loc-* request headers: where the user is, for local results and distances. */
export interface LocationHints {
  lat?: number;
  long?: number;
  timezone?: string;
  city?: string;
  state?: string;
  stateName?: string;
  country?: string;
  postalCode?: string;
}

export type LocationSetting = Settings['location'];

export type LocationMode = LocationSetting['mode'];
/** In the order the options page offers them. */
export const LOCATION_MODES: readonly LocationMode[] = ['off', 'city', 'browser'];

/** Within what the API layer's locationHeaders sends (it leaves out longer values rather than cut them). */
export const MAX_CITY_CHARS = 100;
export const MAX_REGION_CHARS = 100;
export const MAX_POSTAL_CODE_CHARS = 20;
/** ISO 3166-2 subdivision codes ("CA", "BE", "NSW") are at most 3 characters; anything longer is a region's name. */
const MAX_STATE_CODE_CHARS = 3;

/**
 * ISO 3166-1 alpha-2: the codes X-Loc-Country takes. Every code of the API's `country` parameter (choices.ts, but
 * `ALL`) is among them. Grouped by first letter, as the worker carries this list: "ADEF" is AD, AE and AF.
 */
export const ISO_COUNTRIES: readonly string[] = (
  'ADEFGILMOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORUVWXYZ DEJKMOZ ECEGHRST FIJKMOR ' +
  'GABDEFGHILMNPQRSTUWY HKMNRTU IDELMNOQRST JEMOP KEGHIMNPRWYZ LABCIKRSTUVY MACDEFGHKLMNOPQRSTUVWXYZ ' +
  'NACEFGILOPRUZ OM PAEFGHKLMNRSTWY QA REOSUW SABCDEGHIJKLMNORSTVXYZ TCDFGHJKLMNORTVWZ UAGMSYZ ' +
  'VACEGINU WFS YET ZAMW'
)
  .split(' ')
  .flatMap(([first, ...seconds]) => seconds.map((second) => first! + second));

/** Trimmed, with each run of spaces (or tabs, line breaks) as one space: what is stored of a typed field. */
export const tidyText = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Letters that have no accent to drop but a usual plain-Latin spelling. */
const LATIN_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'ng',
  Ŋ: 'NG',
  '’': "'",
  '‘': "'",
  '–': '-',
  '—': '-',
};

/**
 * The text as a header can carry it (printable ASCII): accents folded away, "München" → "Munchen", "Straße" →
 * "Strasse". Undefined when something is left that has no plain-Latin form (another script, a control character):
 * the page asks for the Latin name instead of sending a guess.
 */
function asciiFold(text: string): string | undefined {
  const folded = [...tidyText(text).normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((ch) => LATIN_SPELLINGS[ch] ?? ch)
    .join('');
  return /^[\x20-\x7e]*$/.test(folded) ? folded : undefined;
}

export type PlaceTextProblem = 'empty' | 'tooLong' | 'notLatin';

/** What is wrong with a typed city or region (`optional`: empty is fine), or undefined. */
export function placeTextProblem(text: string, max: number, optional = false): PlaceTextProblem | undefined {
  const tidy = tidyText(text);
  if (tidy === '') return optional ? undefined : 'empty';
  const folded = asciiFold(tidy);
  if (folded === undefined) return 'notLatin';
  return tidy.length > max || folded.length > max ? 'tooLong' : undefined;
}

/** Letters, digits, spaces and hyphens, starting with a letter or digit ("10115", "SW1A 1AA", "1010-001"). */
export const isPostalCode = (text: string): boolean =>
  new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${MAX_POSTAL_CODE_CHARS - 1}}$`).test(tidyText(text));

export const isCountryCode = (code: string): boolean => ISO_COUNTRIES.includes(code);

/** About 1 km: near enough for places nearby, not a street address. -0 becomes 0. */
export const roundCoordinate = (value: number): number => Math.round(value * 100) / 100 || 0;

/**
 * What every search sends (undefined: nothing). Coordinates go alone: the API prefers them to the text headers
 * anyway, and the city fields would only add what the coordinates already say.
 */
export function locationHints(settings: Pick<Settings, 'location'>): LocationHints | undefined {
  const location = settings.location;
  if (location.mode === 'browser') return { lat: location.lat, long: location.long };
  if (location.mode !== 'city') return undefined;
  const city = asciiFold(location.city);
  const region = location.region === undefined ? undefined : asciiFold(location.region);
  const postalCode = location.postalCode === undefined ? undefined : tidyText(location.postalCode);
  const isStateCode = region !== undefined && /^[A-Za-z0-9]+$/.test(region) && region.length <= MAX_STATE_CODE_CHARS;
  return {
    ...(city && { city }),
    ...(region && (isStateCode ? { state: region.toUpperCase() } : { stateName: region })),
    country: location.country,
    ...(postalCode && { postalCode }),
  };
}

/** Only the coordinates: `/local/pois` reads nothing else (§3.1), and they are what gives places a distance. */
export function coordinateHints(hints: LocationHints | undefined): LocationHints | undefined {
  return hints?.lat !== undefined && hints.long !== undefined ? { lat: hints.lat, long: hints.long } : undefined;
}
