import { CITIES, type City } from './cities';
import type { PlaceSeed } from './place-seed';
import { LISBON_PLACES } from './places-lisbon';
import { BERLIN_PLACES } from './places-berlin';
import { TOKYO_PLACES } from './places-tokyo';
import { SAN_FRANCISCO_PLACES } from './places-sf';
import { GENERATED_BERLIN_PLACES } from './places-generated';
import { slugify } from './documents';

/** A place of the world with its city resolved and a stable index (location ids encode the index). */
export interface Place extends PlaceSeed {
  index: number;
  slug: string;
  city: City;
  phone: string;
}

const SEEDS_BY_CITY: ReadonlyArray<readonly [City['key'], readonly PlaceSeed[]]> = [
  ['lisbon', LISBON_PLACES],
  ['berlin', BERLIN_PLACES],
  ['tokyo', TOKYO_PLACES],
  ['sf', SAN_FRANCISCO_PLACES],
  // Last, so the hand-written places keep their indexes (location ids encode them).
  ['berlin', GENERATED_BERLIN_PLACES],
];

function buildPlaces(): Place[] {
  const places: Place[] = [];
  const perCity = new Map<string, number>();
  for (const [cityKey, seeds] of SEEDS_BY_CITY) {
    const city = CITIES.find((candidate) => candidate.key === cityKey);
    if (!city) throw new Error(`unknown city ${cityKey}`);
    for (const seed of seeds) {
      const position = perCity.get(cityKey) ?? 0;
      perCity.set(cityKey, position + 1);
      places.push({
        ...seed,
        index: places.length,
        slug: slugify(seed.name),
        city,
        phone: `${city.phonePrefix}-${String(100 + position).padStart(4, '0')}`,
      });
    }
  }
  return places;
}

export const PLACES: readonly Place[] = buildPlaces();
