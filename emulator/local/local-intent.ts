import { CATEGORY_WORDS, CITIES, type City } from '../world/cities';
import { PLACES, type Place } from '../world/places';
import { foldCase, queryStems, stem, STOPWORDS } from '../text/tokenize';
import { haversineKm, type UserPoint } from './distance';
import { MAX_LOCATIONS } from '../assumptions';

/** How far a "near me" search (no city in the query, X-Loc headers sent) reaches for a city. */
const NEAR_ME_RADIUS_KM = 60;

export interface LocalMatch {
  city: City;
  places: Place[];
}

function cityNamed(query: string): City | undefined {
  const folded = ` ${foldCase(query).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return CITIES.find((city) => city.aliases.some((alias) => folded.includes(` ${foldCase(alias)} `) || (/\P{ASCII}/u.test(alias) && query.includes(alias))));
}

function nearestCity(user: UserPoint): City | undefined {
  const ranked = CITIES.map((city) => ({ city, km: haversineKm(user.lat, user.lon, city.lat, city.lon) }))
    .sort((a, b) => a.km - b.km);
  const best = ranked[0];
  return best && best.km <= NEAR_ME_RADIUS_KM ? best.city : undefined;
}

const KIND_STEMS = Object.entries(CATEGORY_WORDS).map(([kind, words]) => [kind, new Set(words.map(stem))] as const);
const CITY_STEMS = new Set(CITIES.flatMap((city) => city.aliases.flatMap((alias) => queryStems(alias))));

/**
 * "coffee in Lisbon", "ramen tokyo", "museums berlin", or "bakery near me" with X-Loc-Lat/Long: the places of the
 * city that match a category word or a word of their name, best rated first. Undefined when the query is not local.
 */
export function matchLocalIntent(query: string, user?: UserPoint): LocalMatch | undefined {
  const words = new Set(queryStems(query));
  const kinds = KIND_STEMS.filter(([, stems]) => [...stems].some((word) => words.has(word))).map(([kind]) => kind);
  const nameWords = [...words].filter((word) => !CITY_STEMS.has(word) && !STOPWORDS.has(word));
  const city = cityNamed(query) ?? (user ? nearestCity(user) : undefined);
  if (!city) return undefined;
  const scored = PLACES.filter((place) => place.city.key === city.key).map((place) => {
    const byName = queryStems(place.name).some((word) => nameWords.includes(word));
    const byKind = place.kinds.some((kind) => kinds.includes(kind));
    return { place, score: (byName ? 2 : 0) + (byKind ? 1 : 0) };
  }).filter((entry) => entry.score > 0);
  if (scored.length === 0) return undefined;
  scored.sort((a, b) => b.score - a.score || b.place.rating - a.place.rating || a.place.index - b.place.index);
  return { city, places: scored.slice(0, MAX_LOCATIONS).map((entry) => entry.place) };
}
