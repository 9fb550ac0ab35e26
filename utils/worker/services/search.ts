/** A web search as the user sees it: settings applied, one billed call at most, answer mapped to a view. */
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import { isApiError } from '@/utils/worker/api/errors';
import { yieldToEventLoop } from '@/utils/worker/api/timers';
import type { WebSearchParams } from '@/utils/worker/api/endpoints/params';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import type { WebSearchResponse } from '@/utils/worker/api/schemas/web';
import type { Capabilities, PageSearchView, SearchView } from '@/utils/contract/reply-schemas';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { Settings } from '@/utils/contract/settings-schema';
import { locationHints } from '@/utils/ui-safe/settings/location';
import { mapPlaces } from '@/utils/worker/view/map-place';
import { mapLayout } from '@/utils/worker/view/map-layout';
import { mapSections } from '@/utils/worker/view/map-sections';
import { mapWebResults } from '@/utils/worker/view/map-web';
import type { ApiAccess } from './api-access';
import { searchParams } from './search-params';
import { rankingGoggle } from './ranking';
import { noteCapabilities, readCapabilities } from './capabilities';
import { withAnswers } from './ai-source';
import { questionOf } from './answer-cache';
import { learnPlan, noteShown } from './plan-probe';
import { keepSearchRecord, rememberLastSearch } from './search-records';
import { rememberRate } from './account';
import { readAnswersKey } from './key';
import { sendReadsNow } from '@/utils/worker/storage/area';

export const cacheTtlMs = (settings: Settings) => settings.cacheMinutes * 60_000;

/** A search's places, known as soon as its answer is parsed, with the client and settings the search opened. */
export interface PlacesFound {
  searchId: string;
  placeIds: string[];
  opened: { client: ApiClient; settings: Settings; keyRead?: { key: string | null } };
  /** Who asked for the search: its places' look-ups are filed under the same surface. */
  asker?: Asker;
}

/** The search as sent: without `extra_snippets` where the plan refused them before. */
const withinPlan = (params: WebSearchParams, capabilities: Capabilities | undefined): WebSearchParams =>
  capabilities?.extraSnippets === false ? { ...params, extra_snippets: undefined } : params;

/**
 * Runs the search. `extra_snippets` is outside some plans; if the API says so, the same search runs once more
 * without it (a refused request is not billed), and the plan is remembered.
 */
async function fetchSearch(
  client: ApiClient,
  params: WebSearchParams,
  call: {
    ttlMs: number;
    capabilities?: Capabilities;
    signal?: AbortSignal;
    location?: LocationHints;
    keyRead?: { key: string | null };
    asker?: Asker;
  },
) {
  const { capabilities, ...options } = call;
  const wanted = withinPlan(params, capabilities);
  try {
    return await client.webSearch(wanted, options);
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'notInPlan' && wanted.extra_snippets)) throw error;
    await noteCapabilities({ extraSnippets: false });
    return client.webSearch({ ...params, extra_snippets: undefined }, options);
  }
}

/**
 * `remember`: whether this becomes the popup's "last search" (a page's searches do not). A remembered search also
 * probes the plan (unbilled, once per key) for what its answer did not show, so the popup can say what is missing.
 * `onPlaces`: told of an answer's places (if it has any) as soon as its view is made, before it is returned.
 * `asker`: who asked, for the spending ledger (the surface, from the browser-stamped sender).
 */
export async function runSearch(
  access: ApiAccess,
  request: SearchRequest,
  signal?: AbortSignal,
  {
    remember = true,
    onPlaces,
    asker,
  }: { remember?: boolean; onPlaces?: (found: PlacesFound) => void; asker?: Asker } = {},
): Promise<SearchView> {
  return (await search(access, request, { signal, remember, onPlaces, asker }))!;
}

/**
 * The search's answer from Scout's cache alone, or null: never a request, so nothing billed (docs/security-plan.md
 * A13). What the user did not ask for here leaves nothing behind and starts nothing billed later either: it is not
 * the last search, probes no plan, starts no AI answer by itself and never restarts an expired summary with a new
 * search.
 */
export const cachedSearch = (access: ApiAccess, request: SearchRequest): Promise<SearchView | null> =>
  search(access, request, { remember: false, cacheOnly: true });

async function search(
  access: ApiAccess,
  request: SearchRequest,
  how: {
    signal?: AbortSignal;
    remember: boolean;
    onPlaces?: (found: PlacesFound) => void;
    cacheOnly?: boolean;
    asker?: Asker;
  },
): Promise<SearchView | null> {
  const { signal, remember, onPlaces, cacheOnly = false, asker } = how;
  // Asked for together, the settings, the key and the plan are one storage read (utils/worker/storage/area.ts).
  const [{ client, settings, keyRead }, capabilities, ranking] = await Promise.all([
    access.open(),
    readCapabilities(),
    rankingGoggle(),
  ]);
  const params = searchParams(request, settings, ranking);
  const ttlMs = cacheTtlMs(settings);
  const location = locationHints(settings);
  const answer = cacheOnly
    ? await client.cachedWebSearch(withinPlan(params, capabilities), { location, keyRead })
    : await fetchSearch(client, params, { ttlMs, capabilities, signal, location, keyRead, asker });
  if (!answer) return null;
  const answering = {
    question: questionOf(params),
    api: settings.apiBaseUrl,
    askFirst: settings.askBeforeAnswer || cacheOnly,
    now: access.now(),
  };
  const asked = { ...request, safesearchOff: params.safesearch === 'off' };
  const view = await toSearchView(
    answer.data,
    asked,
    answer.fromCache,
    answering,
    remember ? { client, signal } : undefined,
  );
  // Its places' calls start now, with what the search opened, and go out as its answer leaves. Started before the
  // answer was mapped, they went out no sooner (their hashes and host check wait for the mapping) and the answer left
  // about 2 ms later (worker timelines, 45 places, 3 × 10 searches each way, 2026-11-27).
  const placeIds = view.places.map((p) => p.id);
  if (placeIds.length > 0)
    onPlaces?.({ searchId: view.searchId, placeIds, opened: { client, settings, keyRead }, asker });
  // What the search leaves behind is written after its answer left (in a later task), not before: none of it is
  // needed to show the answer, each is read later through a path that waits for its write, and an MV3 worker is
  // stopped only after 30 s idle (a write in flight is not idle), so none is lost. Only the response cache, which a
  // reload must find so as not to pay again, was issued (fetchSearch, utils/worker/api/endpoints/context.ts) before this point.
  // - The record, for the places port, the summary and a hand-over, all by id (readSearchRecord waits for it).
  keepSearchRecord({
    id: view.searchId,
    params,
    ...(answer.data.summarizer?.key && { summarizerKey: answer.data.summarizer.key }),
    placeIds,
    createdAt: access.now(),
    // Counted as restarted already: an expired summary of an answer nobody asked for here never pays for a new search.
    restarts: cacheOnly ? 1 : 0,
  });
  // - The last search, for the popup reopened and the hand-over to a tab or the side panel (readLastSearch waits for
  //   it). A further page is not a new search: reopening the popup shows the query from its first page.
  if (remember && request.page === 0 && ttlMs > 0)
    void rememberLastSearch({
      request,
      view,
      expiresAt: access.now() + ttlMs,
    }).catch(() => undefined);
  // - The options page shows the figures of the latest answer (a cached one brought none): nothing waits for them.
  if (!answer.fromCache)
    void yieldToEventLoop()
      .then(() => rememberRate(client))
      .catch(() => undefined);
  return view;
}

async function toSearchView(
  data: WebSearchResponse,
  request: SearchRequest & { safesearchOff: boolean },
  fromCache: boolean,
  answering: Parameters<typeof withAnswers>[2],
  probing?: { client: ApiClient; signal?: AbortSignal },
): Promise<SearchView> {
  const places = mapPlaces(data.locations?.results, { enriched: false });
  const hasSummary = Boolean(data.summarizer?.key);
  const shown = { places: places.length > 0, summary: hasSummary };
  // The plan and the Answers key are asked for together (one storage read, utils/worker/storage/area.ts), and the
  // answer is mapped while the browser reads them.
  const answersKey = readAnswersKey();
  answersKey.catch(() => undefined);
  const learnt = probing ? learnPlan(probing.client, shown, probing.signal) : noteShown(shown);
  learnt.catch(() => undefined);
  sendReadsNow();
  const results = mapWebResults(data, { safesearchOff: request.safesearchOff });
  const sections = mapSections(data);
  const capabilities = await learnt;
  return {
    searchId: crypto.randomUUID(),
    query: {
      original: data.query?.original ?? request.q,
      ...(data.query?.altered && { altered: data.query.altered }),
      ...(request.exact && { exact: true }),
    },
    page: request.page,
    results,
    sections,
    layout: mapLayout(data.mixed, {
      web: results.length,
      locations: places.length,
      news: sections.news.length,
      videos: sections.videos.length,
      discussions: sections.discussions.length,
      faq: sections.faq.length,
      infobox: sections.infobox ? 1 : 0,
    }),
    ...(data.web?.mutated_by_goggles === true && { rankedByGoggles: true as const }),
    moreResults: data.query?.more_results_available ?? false,
    places,
    placesState: places.length > 0 ? 'found' : capabilities.places === false ? 'notInPlan' : 'none',
    summaryState: await withAnswers(
      hasSummary ? 'available' : capabilities.summary === false ? 'notInPlan' : 'ineligible',
      capabilities,
      { ...answering, answersKey },
    ),
    fromCache,
  };
}

/** What a content script is handed of a search (see PageSearchView). */
export function forPage({ sections, layout, rankedByGoggles, ...view }: SearchView): PageSearchView {
  void sections;
  void layout;
  void rankedByGoggles;
  return view;
}
