import type { ApiContext, HandlerResult } from '../api/context';
import { readLocationHeaders } from '../api/location-headers';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readWebParams, type WebParams } from '../validation/web-params';
import { searchWorld, type SearchOutcome } from '../search/engine';
import { readIntent } from '../search/query-intent';
import { webResult, type WebRenderContext } from '../render/web-result';
import { queryInfo } from '../render/query-info';
import { buildSections, type Sections } from '../render/sections';
import { mixedOrder } from '../render/mixed';
import { hostileSearch, isHostileQuery } from '../render/hostile';
import { matchLocalIntent } from '../local/local-intent';
import { CITIES } from '../world/cities';
import { resolveUserLocation } from '../local/user-location';
import { encodeLocationId } from '../local/location-ids';
import { locationResult } from '../local/location-result';
import { isSummaryEligible, summaryWillFail } from '../summarizer/eligibility';
import { summaryKey } from '../summarizer/key';
import { richIntent } from '../rich/intent';
import { encodeCallbackKey } from '../rich/callback-key';

const MAX_OFFSET = 9;
const SUMMARY_SOURCE_COUNT = 5;

function issueSummaryKey(context: ApiContext, params: WebParams, outcome: SearchOutcome): string {
  const docs = outcome.ranked.slice(0, SUMMARY_SOURCE_COUNT);
  const key = summaryKey(
    params.q,
    params.country,
    params.searchLang,
    params.safesearch,
    docs.map((doc) => doc.url),
  );
  const { settings, summaries } = context.state;
  summaries.remember(
    {
      key,
      query: outcome.effectiveQuery,
      docs,
      searched: outcome.searchedStems,
      createdAtMs: context.nowMs,
      readyAtReal: performance.now() + settings.summaryDelayMs,
      failed: summaryWillFail(params.q),
    },
    settings.summaryTtlMs,
  );
  return key;
}

/** GET (or POST) /res/v1/web/search. */
export function handleWebSearch(context: ApiContext): HandlerResult {
  const parsed = readWebParams(context.params, context.nowMs);
  const issues = parsed.ok ? [] : [...parsed.issues];
  const headers = readLocationHeaders(context.headers, issues);
  if (!parsed.ok || issues.length > 0) return { reply: validationReply(issues, context.nowMs) };
  const params = parsed.params;
  const wants = (type: string) => !params.resultFilter || params.resultFilter.has(type);
  if (isHostileQuery(params.q)) return { reply: jsonReply(200, hostileSearch(context, params, wants)) };

  const outcome = searchWorld(params, context.nowMs);
  const intent = readIntent(outcome.effectiveQuery, outcome.ranked);
  const start = params.offset * params.count;
  const page = outcome.ranked.slice(start, start + params.count);
  const more = params.offset < MAX_OFFSET && outcome.ranked.length > start + params.count;
  const render: WebRenderContext = {
    origin: context.origin,
    nowMs: context.nowMs,
    searched: outcome.searchedStems,
    textDecorations: params.textDecorations,
    extraSnippets: params.extraSnippets && context.plan.extraSnippets,
    includeFetchMetadata: params.includeFetchMetadata,
    navigationalDocId: page.find((doc) => doc.host === intent.site?.host)?.id,
  };
  const user = resolveUserLocation(headers, context.state.settings.near);
  // A query naming a place-like entity ("museum island") is local to the entity's city, not the client's.
  const localCity = CITIES.find((city) => city.key === intent.entity?.city) ?? user?.city;
  const local =
    context.plan.local && wants('locations')
      ? matchLocalIntent(outcome.effectiveQuery, localCity, context.state.settings.maxLocations)
      : undefined;
  const webResults = wants('web') ? page.map((doc) => webResult(doc, render)) : [];
  // Sections only on the first page, and not for site: searches (A35).
  const sections: Sections =
    params.offset === 0 && outcome.operators.sites.length === 0
      ? buildSections(intent, outcome.ranked, local !== undefined, wants, {
          ...render,
          safesearch: params.safesearch,
          freshness: params.freshness,
        })
      : {};
  const types = [...(local ? ['locations'] : []), ...Object.keys(sections)];
  const breaking =
    (sections.news?.results as Array<{ breaking: boolean }> | undefined)?.some((item) => item.breaking) === true;

  const body: Record<string, unknown> = {
    query: queryInfo(
      params,
      outcome,
      { more, isGeolocal: local !== undefined, isNavigational: intent.site !== undefined, isNewsBreaking: breaking },
      headers,
      user,
    ),
    mixed: mixedOrder(webResults.length, types),
    type: 'search',
  };
  if (wants('web')) {
    body.web = {
      type: 'search',
      results: webResults,
      family_friendly: page.every((doc) => doc.familyFriendly),
      ...(outcome.mutatedByGoggles ? { mutated_by_goggles: true } : {}),
    };
  }
  if (local) {
    const locationContext = { origin: context.origin, nowMs: context.nowMs, units: params.units, user: user?.point };
    body.locations = {
      type: 'locations',
      results: local.places.map((place) =>
        locationResult(place, encodeLocationId(place.index, context.nowMs), locationContext),
      ),
    };
  }
  Object.assign(body, sections);
  // A46: the hint only for plans with rich data; elsewhere enable_rich_callback is ignored, like extra_snippets.
  const rich =
    params.enableRichCallback && context.plan.rich && wants('rich') ? richIntent(params.q, user?.city) : undefined;
  if (rich)
    body.rich = {
      type: 'rich',
      hint: { vertical: rich.vertical, callback_key: encodeCallbackKey(rich, params.units) },
    };
  if (
    context.plan.summarizer &&
    params.summary &&
    isSummaryEligible(params.q, outcome.ranked.length, params.resultFilter)
  ) {
    body.summarizer = { type: 'summarizer', key: issueSummaryKey(context, params, outcome) };
  }
  return { reply: jsonReply(200, body) };
}
