import { CITIES, cityByName, type City } from '../world/cities';
import type { LocationHeaders } from '../render/query-info';
import type { NearSetting } from '../settings';
import { haversineKm, type UserPoint } from './distance';
import { DISTANCE_FROM_DEFAULT_LOCATION } from '../assumptions';

/** How far from a city's centre X-Loc-Lat/Long still count as being in that city. */
const CITY_RADIUS_KM = 60;

/** Where the client is (A36): the point distances are measured from, and the world's city around it, if any. */
export interface UserLocation {
  /** Undefined when distances are not given from this location (A37). */
  point?: UserPoint;
  city?: City;
}

/** The world's city within CITY_RADIUS_KM of a point, if any. */
export function nearestCity(point: UserPoint): City | undefined {
  const ranked = CITIES.map((city) => ({ city, km: haversineKm(point.lat, point.lon, city.lat, city.lon) })).sort(
    (a, b) => a.km - b.km,
  );
  const best = ranked[0];
  return best && best.km <= CITY_RADIUS_KM ? best.city : undefined;
}

/** X-Loc-City naming a world city; X-Loc-Country / X-Loc-State, when sent, must agree (Berlin, NH is not Berlin). */
function cityFromHeaders(headers: LocationHeaders): City | undefined {
  const city = headers.city === undefined ? undefined : cityByName(headers.city);
  if (!city) return undefined;
  if (headers.country !== undefined && headers.country.toUpperCase() !== city.country) return undefined;
  if (headers.state !== undefined && headers.state.toUpperCase() !== city.stateCode) return undefined;
  return city;
}

function centre(city: City): UserPoint {
  return { lat: city.lat, lon: city.lon };
}

/** Lat/Long headers, then X-Loc-City naming a world city, then the `near` setting; undefined when unknown. */
export function resolveUserLocation(headers: LocationHeaders, near: NearSetting): UserLocation | undefined {
  if (headers.lat !== undefined && headers.lon !== undefined) {
    const point = { lat: headers.lat, lon: headers.lon };
    const city = nearestCity(point);
    return city ? { point, city } : { point };
  }
  const named = cityFromHeaders(headers);
  if (named) return { point: centre(named), city: named };
  const fallback = near === 'none' ? undefined : CITIES.find((city) => city.key === near);
  if (!fallback) return undefined;
  return DISTANCE_FROM_DEFAULT_LOCATION ? { point: centre(fallback), city: fallback } : { city: fallback };
}
