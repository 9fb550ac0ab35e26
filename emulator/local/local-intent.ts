import { CATEGORY_WORDS, CITIES, type City } from '../world/cities';
import { PLACES, type Place } from '../world/places';
import { foldCase, queryStems, stem, STOPWORDS } from '../text/tokenize';
import { MAX_LOCATIONS } from '../assumptions';

export interface LocalMatch {
  city: City;
  places: Place[];
}

/** The world's city a text names ("coffee in Lisbon", "tokyo japan"), by a whole-word alias. */
export function cityNamed(text: string): City | undefined {
  const folded = ` ${foldCase(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return CITIES.find((city) =>
    city.aliases.some(
      (alias) => folded.includes(` ${foldCase(alias)} `) || (/\P{ASCII}/u.test(alias) && text.includes(alias)),
    ),
  );
}

const KIND_STEMS = Object.entries(CATEGORY_WORDS).map(([kind, words]) => [kind, new Set(words.map(stem))] as const);
const CITY_STEMS = new Set(CITIES.flatMap((city) => city.aliases.flatMap((alias) => queryStems(alias))));

/** What a query asks of places: the kinds it names and the other words, which may be part of a place's name. */
export interface PlaceQuery {
  kinds: string[];
  nameWords: string[];
}

export function readPlaceQuery(query: string): PlaceQuery {
  const words = new Set(queryStems(query));
  const kinds = KIND_STEMS.filter(([, stems]) => [...stems].some((word) => words.has(word))).map(([kind]) => kind);
  const nameWords = [...words].filter((word) => !CITY_STEMS.has(word) && !STOPWORDS.has(word));
  return { kinds, nameWords };
}

/** 2 for a word of its name, plus 1 for a kind it is: 0 means the place does not match. */
export function placeScore(place: Place, wanted: PlaceQuery): number {
  const byName = queryStems(place.name).some((word) => wanted.nameWords.includes(word));
  const byKind = place.kinds.some((kind) => wanted.kinds.includes(kind));
  return (byName ? 2 : 0) + (byKind ? 1 : 0);
}

/**
 * "coffee in Lisbon", "ramen tokyo", "museums berlin", or "bakery" where the client is (`userCity`, see
 * local/user-location.ts): the places of the city that match a category word or a word of their name, best rated
 * first, at most `limit` (the `maxLocations` setting for web search). A city named in the query wins over the
 * client's. Undefined when the query is not local, or `limit` is 0.
 */
export function matchLocalIntent(query: string, userCity?: City, limit = MAX_LOCATIONS): LocalMatch | undefined {
  const wanted = readPlaceQuery(query);
  const city = cityNamed(query) ?? userCity;
  if (!city) return undefined;
  const scored = PLACES.filter((place) => place.city.key === city.key)
    .map((place) => ({ place, score: placeScore(place, wanted) }))
    .filter((entry) => entry.score > 0);
  if (scored.length === 0 || limit <= 0) return undefined;
  scored.sort((a, b) => b.score - a.score || b.place.rating - a.place.rating || a.place.index - b.place.index);
  return { city, places: scored.slice(0, limit).map((entry) => entry.place) };
}
