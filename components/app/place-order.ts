/** "Sort by distance" in the popup's places: nearest first, places without a distance last, ties in the API's order. */
import type { PlaceView } from '@/utils/contract/view-schemas';

/** Metres per unit, for the units the API reports (`km`, `miles`) and the plain ones around them. */
const METRES: Readonly<Record<string, number>> = {
  m: 1,
  km: 1_000,
  mi: 1_609.344,
  mile: 1_609.344,
  miles: 1_609.344,
  ft: 0.3048,
};

/** A place's distance in metres; undefined without one, or in a unit that cannot be compared. */
function metresAway(place: PlaceView): number | undefined {
  const factor = place.distance ? METRES[place.distance.units.trim().toLowerCase()] : undefined;
  return factor === undefined ? undefined : place.distance!.value * factor;
}

/** Sorting means something only when at least two places can be compared. */
export const canSortByDistance = (places: readonly PlaceView[]): boolean =>
  places.filter((place) => metresAway(place) !== undefined).length >= 2;

/** A new list (the given one keeps the API's order); Array.prototype.sort is stable, so equal distances keep it too. */
export function byDistance(places: readonly PlaceView[]): PlaceView[] {
  return [...places].sort((a, b) => (metresAway(a) ?? Infinity) - (metresAway(b) ?? Infinity) || 0);
}
