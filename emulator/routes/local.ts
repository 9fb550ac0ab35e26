import type { ApiContext, HandlerResult } from '../api/context';
import { readLocationHeaders } from '../api/location-headers';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readLocalParams } from '../validation/local-params';
import { placeForId } from '../local/lookup';
import { locationResult } from '../local/location-result';
import { placeDescription } from '../local/descriptions';
import { resolveUserLocation } from '../local/user-location';

/** GET /res/v1/local/pois: full LocationResults for the ids still valid, with `distance` when the client's location is known. */
export function handleLocalPois(context: ApiContext): HandlerResult {
  const parsed = readLocalParams(context.params);
  const issues = parsed.ok ? [] : [...parsed.issues];
  const headers = readLocationHeaders(context.headers, issues);
  if (!parsed.ok || issues.length > 0) return { reply: validationReply(issues, context.nowMs) };
  const { ids, units } = parsed.params;
  // The same location as the search that issued the ids (A37), so distances agree.
  const user = resolveUserLocation(headers, context.state.settings.near)?.point;
  const ttl = context.state.settings.locationIdTtlMs;
  const results = ids.flatMap((id) => {
    const place = placeForId(id, context.nowMs, ttl);
    return place ? [locationResult(place, id, { origin: context.origin, nowMs: context.nowMs, units, user })] : [];
  });
  return { reply: jsonReply(200, { type: 'local_pois', results }) };
}

/** GET /res/v1/local/descriptions: Markdown (or null) per valid id. */
export function handleLocalDescriptions(context: ApiContext): HandlerResult {
  const parsed = readLocalParams(context.params);
  if (!parsed.ok) return { reply: validationReply(parsed.issues, context.nowMs) };
  const ttl = context.state.settings.locationIdTtlMs;
  const results = parsed.params.ids.flatMap((id) => {
    const place = placeForId(id, context.nowMs, ttl);
    return place ? [{ type: 'local_description', id, description: placeDescription(place) }] : [];
  });
  return { reply: jsonReply(200, { type: 'local_descriptions', results }) };
}
