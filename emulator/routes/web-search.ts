import type { ApiContext, HandlerResult } from '../api/context';
import { readLocationHeaders } from '../api/location-headers';
import { jsonReply } from '../http/reply';
import { validationReply } from '../http/errors';
import { readWebParams, type WebParams } from '../validation/web-params';
import { searchWorld, type SearchOutcome } from '../search/engine';
import { newsResult, webResult, type WebRenderContext } from '../render/web-result';
import { queryInfo } from '../render/query-info';
import { matchLocalIntent } from '../local/local-intent';
import { encodeLocationId } from '../local/location-ids';
import { locationResult } from '../local/location-result';
import { isSummaryEligible, summaryWillFail } from '../summarizer/eligibility';
import { summaryKey } from '../summarizer/key';

const MAX_OFFSET = 9;
const NEWS_MAX_AGE_HOURS = 24 * 31;
const SUMMARY_SOURCE_COUNT = 5;

function issueSummaryKey(context: ApiContext, params: WebParams, outcome: SearchOutcome): string {
  const docs = outcome.ranked.slice(0, SUMMARY_SOURCE_COUNT);
  const key = summaryKey(params.q, params.country, params.searchLang, params.safesearch, docs.map((doc) => doc.url));
  const { settings, summaries } = context.state;
  summaries.remember({
    key,
    query: outcome.effectiveQuery,
    docs,
    searched: outcome.searchedStems,
    createdAtMs: context.nowMs,
    readyAtReal: performance.now() + settings.summaryDelayMs,
    failed: summaryWillFail(params.q),
  }, settings.summaryTtlMs);
  return key;
}

/** GET (or POST) /res/v1/web/search. */
export function handleWebSearch(context: ApiContext): HandlerResult {
  const parsed = readWebParams(context.params, context.nowMs);
  const issues = parsed.ok ? [] : [...parsed.issues];
  const location = readLocationHeaders(context.headers, issues);
  if (!parsed.ok || issues.length > 0) return { reply: validationReply(issues, context.nowMs) };
  const params = parsed.params;
  const wants = (type: string) => !params.resultFilter || params.resultFilter.has(type);

  const outcome = searchWorld(params, context.nowMs);
  const start = params.offset * params.count;
  const page = outcome.ranked.slice(start, start + params.count);
  const more = params.offset < MAX_OFFSET && outcome.ranked.length > start + params.count;
  const render: WebRenderContext = {
    origin: context.origin, nowMs: context.nowMs, searched: outcome.searchedStems, textDecorations: params.textDecorations,
    extraSnippets: params.extraSnippets && context.plan.extraSnippets, includeFetchMetadata: params.includeFetchMetadata,
  };
  const user = location.lat !== undefined && location.lon !== undefined ? { lat: location.lat, lon: location.lon } : undefined;
  const local = context.plan.local && wants('locations') ? matchLocalIntent(outcome.effectiveQuery, user) : undefined;
  const news = wants('news') ? outcome.ranked.filter((doc) => doc.isNews && doc.ageHours <= NEWS_MAX_AGE_HOURS).slice(0, 3) : [];
  const webResults = wants('web') ? page.map((doc) => webResult(doc, render)) : [];

  const main: Array<Record<string, unknown>> = webResults.map((_result, index) => ({ type: 'web', index, all: false }));
  if (local) main.splice(Math.min(1, main.length), 0, { type: 'locations', all: true });
  if (news.length > 0) main.splice(Math.min(3, main.length), 0, { type: 'news', all: true });

  const body: Record<string, unknown> = {
    query: queryInfo(params, outcome, more, location, local !== undefined),
    mixed: { type: 'mixed', main, top: [], side: [] },
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
    const locationContext = { origin: context.origin, nowMs: context.nowMs, units: params.units, user };
    body.locations = {
      type: 'locations',
      results: local.places.map((place) => locationResult(place, encodeLocationId(place.index, context.nowMs), locationContext)),
    };
  }
  if (news.length > 0) body.news = { type: 'news', results: news.map((doc) => newsResult(doc, render)) };
  if (context.plan.summarizer && params.summary && isSummaryEligible(params.q, outcome.ranked.length, params.resultFilter)) {
    body.summarizer = { type: 'summarizer', key: issueSummaryKey(context, params, outcome) };
  }
  return { reply: jsonReply(200, body), billable: true };
}
