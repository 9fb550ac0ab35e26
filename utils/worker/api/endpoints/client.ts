/**
 * The typed client the background calls. Pure TypeScript with injected fetch, clock, scheduler, cache and key
 * source, so every rule (limits, retries, caching, errors) is unit-tested with fakes.
 */
import { DEFAULT_API_BASE_URL } from '@/utils/ui-safe/settings/base-url';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import { createResponseCache, DEFAULT_TTL_MS, WEB_SEARCH_NAMESPACE, type ResponseCache } from '../cache';
import { answerStream, type AnswerUpdate } from '../answers/answer-stream';
import type { AnswerStreamOptions } from '../answers/stream-lifecycle';
import type { AnswerRequest } from '../answers/request';
import { researchStream, type ResearchUpdate } from '../answers/research-stream';
import type { ResearchLimits } from '@/utils/ui-safe/settings/research';
import {
  cacheKeyFor,
  cachedCall,
  startPermissionCheck,
  withSession,
  type ApiResult,
  type ClientContext,
} from './context';
import { createInflight } from '../pacing/dedupe';
import { metered, type Asker, type Meter, type MeterRequest } from './meter';
import { sha256Hex, type HashText } from '../hash';
import { summarizerPath, WEB_SEARCH_PATH } from './paths';
import { localDescriptions, localPois, type LocalCallOptions } from './local-lookup';
import {
  cachedVerticalSearch,
  verticalSearch,
  type VerticalCallOptions,
  type VerticalParams,
  type VerticalResponse,
} from './vertical-search';
import type { Vertical } from '@/utils/ui-safe/verticals';
import {
  checkSummarizerEndpoint,
  checkSummaryKey,
  type LocalPoisParams,
  type SummarizerEndpoint,
  type SummarizerParams,
  type WebSearchParams,
} from './params';
import type { RateLimitInfo } from '../pacing/ratelimit';
import { createScheduler, type Scheduler } from '../pacing/scheduler';
import type { LocalDescriptionsResponse, LocalPoisResponse } from '../schemas/local';
import { parseResponse } from '../schemas/parse';
import { summarizerResponseSchema, type SummarizerResponse, type SummaryMessage } from '../schemas/summarizer';
import { webSearchResponseSchema, type WebSearchResponse } from '../schemas/web';
import { summaryStream, type SummaryStreamOptions } from './summarizer-stream';
import { createSuggester, type Suggester } from './suggest';
import type { Timers } from '../timers';
import { createTransport, type FetchLike, type KeySession } from '../wire/transport';
import { canonicalRequest, locationHeaders, normaliseBaseUrl, summarizerEntries, webSearchEntries } from '../wire/url';

export interface ApiClientOptions {
  /** Default `https://api.search.brave.com/res/v1`; the local emulator in tests. */
  baseUrl?: string;
  /** Read on every call, so a changed or removed key applies at once. */
  getKey: () => string | undefined | null | Promise<string | undefined | null>;
  /**
   * The key of the separate Answers plan, read on every `answerStream` call. Never falls back to the search key: a
   * Search-plan key is refused by that endpoint. Missing → `noKey`.
   */
  getAnswersKey?: () => string | undefined | null | Promise<string | undefined | null>;
  /** The key of the separate Autosuggest plan, read on every `suggest` call; never the search key. Missing → `noKey`. */
  getSuggestKey?: () => string | undefined | null | Promise<string | undefined | null>;
  fetch?: FetchLike;
  scheduler?: Scheduler;
  cache?: ResponseCache;
  now?: () => number;
  timers?: Timers;
  /** SHA-256 for the key's identity and the cache keys; default WebCrypto's (hash.ts). */
  hash?: HashText;
  /** Answers false when the browser has no host permission for the API origin → `noPermission`. */
  hasHostPermission?: (origin: string) => boolean | Promise<boolean>;
  /** TTL for successful answers unless a call says otherwise. Default 10 minutes. */
  defaultTtlMs?: number;
  /**
   * Sees every request that can cost money: admits it after the cache missed and before it leaves (it may refuse: a
   * monthly limit), and hears how it ended; the spending ledger (utils/worker/services/spending/meter.ts).
   */
  meter?: Meter;
}

interface CallOptions {
  signal?: AbortSignal;
  /** How long to keep the answer; 0 = neither read nor write the cache (a fresh answer). */
  ttlMs?: number;
}

interface WebSearchOptions extends CallOptions {
  location?: LocationHints;
  /** The search key as the caller read it with its settings, in the same storage read; default `getKey()`. */
  keyRead?: { key: unknown };
  /** Who asked, for the spending ledger. */
  asker?: Asker;
}

export interface ApiClient {
  webSearch(params: WebSearchParams, options?: WebSearchOptions): Promise<ApiResult<WebSearchResponse>>;
  /**
   * The same search's answer from the response cache alone: undefined when it is not there. Never a request, so never
   * billed: what a results page shows before the user asks for anything (docs/security-plan.md A13).
   */
  cachedWebSearch(
    params: WebSearchParams,
    options?: Pick<WebSearchOptions, 'location' | 'keyRead'>,
  ): Promise<ApiResult<WebSearchResponse> | undefined>;
  /** A vertical's page (news, videos, images: vertical-search.ts), billed like a web search and cached alike. */
  verticalSearch<V extends Vertical>(
    vertical: V,
    params: VerticalParams,
    options?: VerticalCallOptions,
  ): Promise<ApiResult<VerticalResponse<V>>>;
  /** The same from the cache alone, or undefined: never a request (a results tab's URL without a pass). */
  cachedVerticalSearch<V extends Vertical>(
    vertical: V,
    params: VerticalParams,
    options?: Pick<VerticalCallOptions, 'location' | 'keyRead'>,
  ): Promise<ApiResult<VerticalResponse<V>> | undefined>;
  localPois(
    ids: readonly string[],
    params?: LocalPoisParams,
    options?: LocalCallOptions,
  ): Promise<ApiResult<LocalPoisResponse>>;
  localDescriptions(
    ids: readonly string[],
    options?: Omit<LocalCallOptions, 'location'>,
  ): Promise<ApiResult<LocalDescriptionsResponse>>;
  /** Non-terminal statuses are returned as they are (the caller polls); only `complete` answers are cached. */
  summarizer(
    endpoint: SummarizerEndpoint,
    key: string,
    params?: SummarizerParams,
    options?: CallOptions,
  ): Promise<ApiResult<SummarizerResponse>>;
  summaryStream(key: string, options?: SummaryStreamOptions): AsyncIterable<SummaryMessage>;
  /**
   * A streamed answer from the Answers plan, billed per answer: every update holds all messages so far, the last
   * one has `done: true`. Never cached or shared here (the caller decides whether to ask again).
   */
  answerStream(request: AnswerRequest, options?: AnswerStreamOptions): AsyncGenerator<AnswerUpdate>;
  /** A research (billed per query and token, never cached): its progress, then its answer (research-stream.ts). */
  researchStream(
    request: AnswerRequest,
    limits: ResearchLimits,
    options?: AnswerStreamOptions,
  ): AsyncGenerator<ResearchUpdate>;
  /** Suggestions for a typed prefix from the Autosuggest plan (utils/worker/api/endpoints/suggest.ts), billed per request. */
  suggest: Suggester['suggest'];
  /** Forgets remembered suggestions (the Autosuggest key changed or was removed). */
  forgetSuggestions(): void;
  /** The latest rate-limit figures for the current key, if a response has been seen. */
  rateLimit(): Promise<RateLimitInfo | undefined>;
  /**
   * Forgets what was learned of the current key's limits, a spent monthly quota included, so the next call asks the
   * API again: the user's own "check again" (a plan upgraded before the month is over), never automatic (D5).
   */
  forgetLimits(): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl ?? DEFAULT_API_BASE_URL);
  const now = options.now ?? (() => Date.now());
  const scheduler = options.scheduler ?? createScheduler({ now, timers: options.timers });
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const hash = options.hash ?? sha256Hex;
  const context: ClientContext = {
    transport: createTransport({
      baseUrl,
      getKey: options.getKey,
      fetch: fetchImpl,
      scheduler,
      now,
      hasHostPermission: options.hasHostPermission,
      hash,
    }),
    cache: options.cache ?? createResponseCache({ now }),
    inflight: createInflight(),
    defaultTtlMs: options.defaultTtlMs ?? DEFAULT_TTL_MS,
    hash,
    meter: options.meter,
  };
  // Same scheduler, own queue: the Answers key is paced and limited on its own, at its plan's rate.
  const answersTransport = createTransport({
    baseUrl,
    getKey: options.getAnswersKey ?? (() => undefined),
    fetch: fetchImpl,
    scheduler,
    now,
    hasHostPermission: options.hasHostPermission,
    scope: 'answers',
    hash,
  });
  // The Autosuggest key likewise: its own queue at its own plan's rate.
  const suggester = createSuggester(
    createTransport({
      baseUrl,
      getKey: options.getSuggestKey ?? (() => undefined),
      fetch: fetchImpl,
      scheduler,
      now,
      hasHostPermission: options.hasHostPermission,
      scope: 'suggest',
      hash,
    }),
    now,
    options.meter,
  );

  /** A web search's query entries, location headers and cache key: the one identity of a search, both ways. */
  function webSearchRequest(params: WebSearchParams, location: LocationHints | undefined) {
    const entries = webSearchEntries(params);
    const headers = locationHeaders(location);
    const cacheKey = (session: KeySession) =>
      cacheKeyFor(context, WEB_SEARCH_NAMESPACE, session, canonicalRequest(WEB_SEARCH_PATH, entries, headers));
    return { entries, headers, cacheKey };
  }

  async function webSearch(
    params: WebSearchParams,
    call: WebSearchOptions = {},
  ): Promise<ApiResult<WebSearchResponse>> {
    const { entries, headers, cacheKey: keyOf } = webSearchRequest(params, call.location);
    const ttlMs = call.ttlMs ?? context.defaultTtlMs;
    const metering: MeterRequest = { scope: 'search', endpoint: 'web', asker: call.asker };
    return withSession(
      context,
      async (session) => {
        const permitted = startPermissionCheck(context);
        const cacheKey = await keyOf(session);
        const { value, fromCache, shared } = await cachedCall(
          context,
          cacheKey,
          ttlMs,
          // Metered after the cache missed (a hit costs nothing and is served whatever the limits) and before it leaves.
          async (signal) =>
            parseResponse(
              webSearchResponseSchema,
              await metered(options.meter, metering, () =>
                context.transport.get(session, { path: WEB_SEARCH_PATH, entries, headers, signal, permitted }),
              ),
            ),
          call.signal,
        );
        if (fromCache || shared) options.meter?.served(metering);
        return { data: value, fromCache, billed: !fromCache && !shared };
      },
      call.keyRead,
    );
  }

  async function cachedWebSearch(
    params: WebSearchParams,
    call: Pick<WebSearchOptions, 'location' | 'keyRead'> = {},
  ): Promise<ApiResult<WebSearchResponse> | undefined> {
    const { cacheKey } = webSearchRequest(params, call.location);
    return withSession(
      context,
      async (session) => {
        const data = await context.cache.get<WebSearchResponse>(await cacheKey(session));
        return data === undefined ? undefined : { data, fromCache: true, billed: false };
      },
      call.keyRead,
    );
  }

  async function summarizer(
    endpoint: SummarizerEndpoint,
    key: string,
    params: SummarizerParams = {},
    call: CallOptions = {},
  ): Promise<ApiResult<SummarizerResponse>> {
    const path = summarizerPath(checkSummarizerEndpoint(endpoint));
    const entries = summarizerEntries(checkSummaryKey(key), params);
    const ttlMs = call.ttlMs ?? context.defaultTtlMs;
    return withSession(context, async (session) => {
      const cacheKey = await cacheKeyFor(context, 'summarizer', session, canonicalRequest(path, entries));
      const { value, fromCache } = await cachedCall(
        context,
        cacheKey,
        ttlMs,
        async (signal) => {
          // A "failed" answer is returned as it is: the summarizer could not summarize this query, and treating
          // it as an expired key would start a new, billed web search for a summary that fails again.
          return parseResponse(
            summarizerResponseSchema,
            await context.transport.get(session, { path, entries, signal }),
          );
        },
        call.signal,
        (answer) => answer.status === 'complete',
      );
      return { data: value, fromCache, billed: false };
    });
  }

  return {
    webSearch,
    cachedWebSearch,
    verticalSearch: (vertical, params, call) => verticalSearch(context, options.meter, vertical, params, call),
    cachedVerticalSearch: (vertical, params, call) => cachedVerticalSearch(context, vertical, params, call),
    localPois: (ids, params, call) => localPois(context, ids, params, call),
    localDescriptions: (ids, call) => localDescriptions(context, ids, call),
    summarizer,
    summaryStream: (key, call) => summaryStream(context, key, call, options.timers),
    answerStream: (request, call) =>
      answerStream(answersTransport, request, { ...call, meter: options.meter }, options.timers),
    researchStream: (request, limits, call) =>
      researchStream(answersTransport, request, limits, { ...call, meter: options.meter }, options.timers),
    suggest: (params, call) => suggester.suggest(params, call),
    forgetSuggestions: () => suggester.forget(),
    rateLimit: async () => {
      try {
        return await context.transport.rateLimit(await context.transport.session());
      } catch {
        return undefined;
      }
    },
    forgetLimits: async () => {
      const active = await context.transport.session().catch(() => undefined);
      if (active) scheduler.reset(active.identity);
    },
  };
}
