import type { ApiContext, HandlerResult } from '../api/context';
import { readLocationHeaders } from '../api/location-headers';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readLocalParams } from '../validation/local-params';
import { placeForId } from '../local/lookup';
import { locationResult } from '../local/location-result';
import { placeDescription } from '../local/descriptions';

/** GET /res/v1/local/pois: full LocationResults for the ids still valid. */
export function handleLocalPois(context: ApiContext): HandlerResult {
  const parsed = readLocalParams(context.params);
  const issues = parsed.ok ? [] : [...parsed.issues];
  const location = readLocationHeaders(context.headers, issues);
  if (!parsed.ok || issues.length > 0) return { reply: validationReply(issues, context.nowMs) };
  const { ids, units } = parsed.params;
  const user = location.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : undefined;
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
