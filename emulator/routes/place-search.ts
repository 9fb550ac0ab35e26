import type { ApiContext, HandlerResult } from '../api/context';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readPlaceParams } from '../validation/place-params';
import { placeArea, searchPlaces } from '../local/place-search';
import { locationResult } from '../local/location-result';
import { encodeLocationId } from '../local/location-ids';
import { spellcheck } from '../search/spellcheck';
import { worldIndex } from '../search/world-index';
import { stem } from '../text/tokenize';

/**
 * GET /res/v1/local/place_search (docs/api-reference.md §8.5): places of the world by query and area, in one step.
 * Their ids are issued like web search's, so /local/pois and /local/descriptions answer them.
 */
export function handlePlaceSearch(context: ApiContext): HandlerResult {
  const parsed = readPlaceParams(context.params);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const params = parsed.params;
  const index = worldIndex();
  const altered = params.spellcheck
    ? spellcheck(params.q, index.words, (word) => index.stems.has(stem(word)))
    : undefined;
  const area = placeArea(params.point, params.location);
  // A location the world does not know finds nothing there (the real service geocodes any place on Earth).
  const unknownArea = !area && params.location !== undefined;
  const places = unknownArea ? [] : searchPlaces(altered ?? params.q, area, params.radius).slice(0, params.count);
  const render = { origin: context.origin, nowMs: context.nowMs, units: params.units, user: area?.point };
  const body: Record<string, unknown> = {
    type: 'locations',
    query: {
      original: params.q,
      ...(altered ? { altered } : {}),
      spellcheck_off: !params.spellcheck,
      show_strict_warning: false,
    },
    results: places.map((place) => locationResult(place, encodeLocationId(place.index, context.nowMs), render)),
  };
  if (area) {
    body.location = {
      coordinates: [area.point.lat, area.point.lon],
      ...(area.city ? { name: area.city.name, country: area.city.country } : {}),
    };
  }
  return { reply: jsonReply(200, body) };
}
