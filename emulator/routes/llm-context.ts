import type { ApiContext, HandlerResult } from '../api/context';
import { readLocationHeaders } from '../api/location-headers';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readLlmParams, type LlmParams } from '../validation/llm-params';
import { groundWeb } from '../search/llm-context';
import { matchLocalIntent, placeScore, readPlaceQuery } from '../local/local-intent';
import { resolveUserLocation } from '../local/user-location';
import { displayAddress, placePageUrl } from '../local/location-result';
import type { Place } from '../world/places';
import { faviconUrl } from '../render/images';
import { llmSourceAge } from '../text/age';
import type { LocationHeaders } from '../render/query-info';

const HOUR_MS = 3_600_000;

/** A place as grounding (`poi` or a `map` entry): its page and what a model needs to say about it. */
function placeGrounding(place: Place, maxSnippets: number) {
  const snippets = [
    place.blurb,
    `Address: ${displayAddress(place).display}`,
    `Categories: ${place.categories.join(', ')}`,
    `Rating: ${place.rating} out of 5 (${place.reviews} reviews), price range ${place.price}`,
    `Phone: ${place.phone}`,
  ];
  return { name: place.name, url: placePageUrl(place), title: place.name, snippets: snippets.slice(0, maxSnippets) };
}

/** Local recall (A51): asked for, or (not set) when any X-Loc-* header is sent; the places the query means. */
function localPlaces(params: LlmParams, query: string, headers: LocationHeaders, context: ApiContext): Place[] {
  const sent = Object.keys(headers).length > 0;
  if (!(params.enableLocal ?? sent)) return [];
  const user = resolveUserLocation(headers, context.state.settings.near);
  return matchLocalIntent(query, user?.city, params.maxUrls)?.places ?? [];
}

/** GET (or POST) /res/v1/llm/context (docs/api-reference.md §8.6): the world's pages as grounding for a model. */
export function handleLlmContext(context: ApiContext): HandlerResult {
  const parsed = readLlmParams(context.params, context.nowMs);
  const issues = parsed.ok ? [] : [...parsed.issues];
  const headers = readLocationHeaders(context.headers, issues);
  if (!parsed.ok || issues.length > 0) return { reply: validationReply(issues, context.nowMs) };
  const params = parsed.params;
  const { outcome, pages } = groundWeb(params, context.nowMs);
  const places = localPlaces(params, outcome.effectiveQuery, headers, context);
  // The poi is a place the query names by name ("pastelaria aurora"); the others are map results.
  const named = places.find((place) => placeScore(place, readPlaceQuery(outcome.effectiveQuery)) >= 2);
  const metadata = (url: string, name: string) =>
    params.sourceMetadata ? { site_name: name, favicon: faviconUrl(context.origin, new URL(url).hostname) } : {};
  const sources: Record<string, Record<string, unknown>> = {};
  for (const { doc } of pages) {
    const age = llmSourceAge(context.nowMs - doc.ageHours * HOUR_MS, context.nowMs);
    sources[doc.url] = { title: doc.title, hostname: doc.host, age, ...metadata(doc.url, doc.siteName) };
  }
  for (const place of places) {
    const url = placePageUrl(place);
    sources[url] = { title: place.name, hostname: new URL(url).hostname, ...metadata(url, place.name) };
  }
  const grounding: Record<string, unknown> = {
    generic: pages.map(({ doc, snippets }) => ({ url: doc.url, title: doc.title, snippets })),
    ...(named ? { poi: placeGrounding(named, params.maxSnippetsPerUrl) } : {}),
    map: places.filter((place) => place !== named).map((place) => placeGrounding(place, params.maxSnippetsPerUrl)),
  };
  return { reply: jsonReply(200, { grounding, sources }) };
}
