import type { Units } from '../validation/enums';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance in km (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The `distance` Unit object: `{value, units}` with `km` or `miles`, two decimals. */
export function distanceUnit(km: number, units: Units): { value: number; units: string } {
  const value = units === 'imperial' ? km / KM_PER_MILE : km;
  return { value: Math.round(value * 100) / 100, units: units === 'imperial' ? 'miles' : 'km' };
}

export interface UserPoint {
  lat: number;
  lon: number;
}
