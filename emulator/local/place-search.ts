import type { City } from '../world/cities';
import { PLACES, type Place } from '../world/places';
import { cityNamed, placeScore, readPlaceQuery } from './local-intent';
import { haversineKm, type UserPoint } from './distance';
import { nearestCity } from './user-location';

/** Where a place search looks: a point (and the world's city around it, if any). */
export interface PlaceArea {
  point: UserPoint;
  city?: City;
}

/** `latitude`/`longitude`, else a `location` naming one of the world's cities ("tokyo japan"); else none. */
export function placeArea(point: UserPoint | undefined, location: string | undefined): PlaceArea | undefined {
  if (point) {
    const city = nearestCity(point);
    return city ? { point, city } : { point };
  }
  const city = location === undefined ? undefined : cityNamed(location);
  return city ? { point: { lat: city.lat, lon: city.lon }, city } : undefined;
}

/**
 * The places a place search finds (A50): the query's kinds and name words (every place when the query names
 * nothing but a city, or nothing at all), in the city the query names if it names one; within `radiusM` of the
 * area's point when both are given. The area's own city first, then best match, nearest, best rated.
 */
export function searchPlaces(query: string, area: PlaceArea | undefined, radiusM: number | undefined): Place[] {
  const wanted = readPlaceQuery(query);
  const anything = wanted.kinds.length === 0 && wanted.nameWords.length === 0;
  const city = cityNamed(query);
  const km = (place: Place) => (area ? haversineKm(area.point.lat, area.point.lon, place.lat, place.lon) : 0);
  const local = (place: Place) => (area?.city?.key === place.city.key ? 1 : 0);
  return PLACES.filter((place) => !city || place.city.key === city.key)
    .map((place) => ({ place, score: placeScore(place, wanted), km: km(place) }))
    .filter((entry) => (anything || entry.score > 0) && (radiusM === undefined || !area || entry.km * 1000 <= radiusM))
    .sort(
      (a, b) =>
        local(b.place) - local(a.place) ||
        b.score - a.score ||
        a.km - b.km ||
        b.place.rating - a.place.rating ||
        a.place.index - b.place.index,
    )
    .map((entry) => entry.place);
}
