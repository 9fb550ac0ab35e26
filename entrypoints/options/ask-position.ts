/**
 * "Ask the browser": the user's position, asked for only when they click, after the permissions it needs
 * (location-access.ts). The position is rounded before it leaves this module.
 */
import { roundCoordinate } from '@/utils/ui-safe/settings/location';

export type PositionOutcome =
  { ok: true; lat: number; long: number; takenAt: number } | { ok: false; reason: 'denied' | 'unavailable' };

/** Long enough for a network-based fix, short enough that a stuck request does not leave the page waiting. */
const POSITION_TIMEOUT_MS = 20_000;
/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every implementation's error object). */
const PERMISSION_DENIED = 1;

/** The position, rounded to about 1 km before it leaves this function; a refusal or failure says which. */
export async function askPosition(granted: Promise<boolean>): Promise<PositionOutcome> {
  if (!(await granted)) return { ok: false, reason: 'denied' };
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return { ok: false, reason: 'unavailable' };
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords, timestamp }) => {
          const fine =
            Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude) && Number.isFinite(timestamp);
          resolve(
            fine
              ? {
                  ok: true,
                  lat: roundCoordinate(coords.latitude),
                  long: roundCoordinate(coords.longitude),
                  takenAt: Math.round(timestamp),
                }
              : { ok: false, reason: 'unavailable' },
          );
        },
        (error) => resolve({ ok: false, reason: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
        { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
      );
    } catch {
      resolve({ ok: false, reason: 'unavailable' });
    }
  });
}
