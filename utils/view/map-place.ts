/**
 * Places (LocationResult from `locations.results` or /local/pois, plus /local/descriptions) → PlaceView.
 *
 * A place is first shown from the web search's basic data (`enriched: false`, the UI says details are
 * loading), then mapped again from the POI data and description (`enriched: true`).
 */
import type { PlaceView } from './schemas';
import { parseMarkdown } from '../richtext/markdown';
import { cleanLine } from '../richtext/text';
import { isRecord, optional, recordsOf } from './guards';
import { isOpenAt, weekHours, type OpeningHoursInput } from './opening-hours';
import {
  addressOf,
  categoryOf,
  coordinatesOf,
  distanceOf,
  nameOf,
  osmUrl,
  phoneOf,
  photosOf,
  ratingOf,
  relatedOf,
} from './place-parts';
import { MAX_LOCATIONS } from '../api/schemas/web';

export interface PlaceInput {
  id?: unknown;
  title?: unknown;
  provider_url?: unknown;
  coordinates?: unknown;
  postal_address?: unknown;
  opening_hours?: OpeningHoursInput | null;
  contact?: unknown;
  price_range?: unknown;
  rating?: unknown;
  distance?: unknown;
  profiles?: unknown;
  pictures?: unknown;
  thumbnail?: unknown;
  categories?: unknown;
  serves_cuisine?: unknown;
  results?: unknown;
  timezone?: unknown;
}

export interface PlaceMapOptions {
  /** Markdown from /local/descriptions (null/undefined: none). */
  description?: string | null;
  /** True once POI details were fetched (or it is known there are none to fetch). */
  enriched?: boolean;
  /** The clock for `openNow` and today's row of `hours`. */
  now?: Date;
  /** Position in its list, for a fallback id. */
  index?: number;
}

const DESCRIPTION_CHARS = 4000;

export function mapPlace(place: PlaceInput, options: PlaceMapOptions = {}): PlaceView {
  const coordinates = coordinatesOf(place.coordinates);
  const description = parseMarkdown(options.description, { maxChars: DESCRIPTION_CHARS });
  const hoursInput = isRecord(place.opening_hours) ? place.opening_hours : undefined;
  const now = options.now ?? new Date();
  return {
    id: cleanLine(place.id, 200) ?? `place-${options.index ?? 0}`,
    name: nameOf(place.title),
    ...optional('category', categoryOf(place.categories, place.serves_cuisine)),
    ...optional('rating', ratingOf(place.rating)),
    ...optional('priceRange', cleanLine(place.price_range, 12)),
    ...optional('address', addressOf(place.postal_address)),
    ...optional('coordinates', coordinates),
    ...optional('mapUrl', coordinates && osmUrl(coordinates)),
    ...optional('openNow', isOpenAt(hoursInput, place.timezone, now)),
    ...optional('hours', weekHours(hoursInput, place.timezone, now)),
    ...optional('phone', phoneOf(place.contact)),
    ...optional('distance', distanceOf(place.distance)),
    photos: photosOf(place.pictures, place.thumbnail),
    related: relatedOf(place.results, place.profiles, place.provider_url),
    ...optional('description', description.length > 0 ? description : undefined),
    enriched: options.enriched ?? false,
  };
}

/**
 * Maps a list of places (e.g. `locations.results` or a /local/pois response's `results`), capped.
 * `descriptions` comes from descriptionsById().
 */
export function mapPlaces(
  results: unknown,
  options: Omit<PlaceMapOptions, 'description' | 'index'> & { descriptions?: ReadonlyMap<string, string> } = {},
): PlaceView[] {
  const { descriptions, ...rest } = options;
  return recordsOf(results, MAX_LOCATIONS).map((place, index) =>
    mapPlace(place, {
      ...rest,
      index,
      description: typeof place.id === 'string' ? descriptions?.get(place.id) : undefined,
    }),
  );
}

/** id → Markdown from a /local/descriptions response (null entries and null descriptions skipped). */
export function descriptionsById(response: { results?: unknown } | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of recordsOf(isRecord(response) ? response.results : undefined, MAX_LOCATIONS)) {
    if (typeof entry.id === 'string' && typeof entry.description === 'string') map.set(entry.id, entry.description);
  }
  return map;
}
