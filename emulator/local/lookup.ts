import { PLACES, type Place } from '../world/places';
import { decodeLocationId } from './location-ids';

/** The place behind a location id, or undefined when the id is unknown or expired (A6). */
export function placeForId(id: string, nowMs: number, ttlMs: number): Place | undefined {
  const decoded = decodeLocationId(id);
  if (!decoded) return undefined;
  const age = nowMs - decoded.issuedAtMs;
  if (age < 0 || age >= ttlMs) return undefined;
  return PLACES[decoded.placeIndex];
}
