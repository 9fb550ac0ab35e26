/**
 * Places (LocationResult from `locations.results` or /local/pois, plus /local/descriptions), as their schemas parsed
 * them (utils/worker/api/schemas/location.ts, local.ts) → PlaceView.
 *
 * A place is first shown from the web search's basic data (`enriched: false`, the UI says details are
 * loading), then mapped again from the POI data and description (`enriched: true`).
 */
import type { PlaceView } from '../../contract/view-schemas';
import { parseMarkdown } from '../richtext/markdown';
import { cleanLine } from '../../ui-safe/richtext/text';
import { optional } from './guards';
import { openingOf } from './opening-hours';
import {
  addressOf,
  categoryOf,
  distanceOf,
  nameOf,
  osmUrl,
  phoneOf,
  photosOf,
  ratingOf,
  relatedOf,
} from './place-parts';
import type { LocalDescriptionsResponse, LocalPoisResponse } from '../api/schemas/local';

export type PlaceInput = LocalPoisResponse['results'][number];

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

function mapPlace(place: PlaceInput, options: PlaceMapOptions = {}): PlaceView {
  const coordinates = place.coordinates;
  const description = parseMarkdown(options.description, { maxChars: DESCRIPTION_CHARS });
  const opening = openingOf(place.opening_hours, place.timezone, options.now ?? new Date());
  return {
    id: cleanLine(place.id, 200) ?? `place-${options.index ?? 0}`,
    name: nameOf(place.title),
    ...optional('category', categoryOf(place.categories, place.serves_cuisine)),
    ...optional('rating', ratingOf(place.rating)),
    ...optional('priceRange', cleanLine(place.price_range, 12)),
    ...optional('address', addressOf(place.postal_address)),
    ...optional('coordinates', coordinates),
    ...optional('mapUrl', coordinates && osmUrl(coordinates)),
    ...optional('openNow', opening.openNow),
    ...optional('hours', opening.hours),
    ...optional('phone', phoneOf(place.contact)),
    ...optional('distance', distanceOf(place.distance)),
    photos: photosOf(place.pictures, place.thumbnail),
    related: relatedOf(place),
    ...optional('description', description.length > 0 ? description : undefined),
    enriched: options.enriched ?? false,
  };
}

/**
 * Maps a list of places (e.g. `locations.results` or a /local/pois response's `results`; the schemas cap both).
 * `descriptions` comes from descriptionsById().
 */
export function mapPlaces(
  results: readonly PlaceInput[] | undefined,
  options: Omit<PlaceMapOptions, 'description' | 'index'> & { descriptions?: ReadonlyMap<string, string> } = {},
): PlaceView[] {
  const { descriptions, ...rest } = options;
  return (results ?? []).map((place, index) =>
    mapPlace(place, { ...rest, index, description: place.id === undefined ? undefined : descriptions?.get(place.id) }),
  );
}

/** id → Markdown from a /local/descriptions response (the schema drops null entries; null descriptions skipped). */
export function descriptionsById(response: LocalDescriptionsResponse): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of response.results) if (entry.description !== null) map.set(entry.id, entry.description);
  return map;
}
