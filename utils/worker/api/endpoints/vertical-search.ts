/**
 * `/news/search`, `/videos/search`, `/images/search` (docs/api-reference.md §8.3–8.4): each a billed request on the
 * Search plan, through the cache (a repeat costs nothing), a shared call in flight, and the spending meter, like
 * `webSearch` (client.ts).
 */
import type { Vertical } from '@/utils/ui-safe/verticals';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import { MAX_PAGE } from '@/utils/ui-safe/query/limits';
import { VERTICAL_NAMESPACE } from '../cache';
import {
  cacheKeyFor,
  cachedCall,
  startPermissionCheck,
  withSession,
  type ApiResult,
  type ClientContext,
} from './context';
import { metered, type Asker, type Meter, type MeterRequest } from './meter';
import { checkIntRange, normaliseQuery, type WebSearchParams } from './params';
import { VERTICAL_PATHS } from './paths';
import {
  imagesSearchResponseSchema,
  MAX_VERTICAL_RESULTS,
  newsSearchResponseSchema,
  videosSearchResponseSchema,
} from '../schemas/verticals';
import { parseResponse } from '../schemas/parse';
import { canonicalRequest, locationHeaders, type QueryEntries } from '../wire/url';
import type { KeySession } from '../wire/transport';

const SCHEMAS = {
  news: newsSearchResponseSchema,
  videos: videosSearchResponseSchema,
  images: imagesSearchResponseSchema,
};
export type VerticalResponse<V extends Vertical> = ReturnType<(typeof SCHEMAS)[V]['parse']>;

/** What a vertical takes (images: no `offset` or `freshness`, SafeSearch off|strict: the caller maps it). */
export type VerticalParams = Pick<
  WebSearchParams,
  'q' | 'country' | 'search_lang' | 'ui_lang' | 'offset' | 'safesearch' | 'freshness' | 'spellcheck'
> & { count: number; goggles?: readonly string[] };

export interface VerticalCallOptions {
  signal?: AbortSignal;
  ttlMs?: number;
  location?: LocationHints;
  keyRead?: { key: unknown };
  asker?: Asker;
}

/** @internal Exported for its tests. */
export function verticalEntries(vertical: Vertical, params: VerticalParams): QueryEntries {
  checkIntRange('count', params.count, 1, MAX_VERTICAL_RESULTS[vertical]);
  const entries: QueryEntries = [['q', normaliseQuery(params.q)]];
  const text = (name: string, value: string | undefined) => value && entries.push([name, value]);
  text('country', params.country);
  text('search_lang', params.search_lang);
  text('ui_lang', params.ui_lang);
  entries.push(['count', String(params.count)]);
  if (vertical !== 'images' && params.offset) {
    checkIntRange('offset', params.offset, 0, MAX_PAGE);
    entries.push(['offset', String(params.offset)]);
  }
  text('safesearch', params.safesearch);
  if (vertical !== 'images') text('freshness', params.freshness);
  if (params.spellcheck === false) entries.push(['spellcheck', 'false']);
  // News and videos are ranked by the same Goggles as the web (§8.3; the emulator's A54): images take none.
  if (vertical !== 'images') for (const goggle of params.goggles ?? []) text('goggles', goggle);
  return entries;
}

function requestOf(context: ClientContext, vertical: Vertical, params: VerticalParams, location?: LocationHints) {
  const path = VERTICAL_PATHS[vertical];
  const entries = verticalEntries(vertical, params);
  const headers = locationHeaders(location);
  const cacheKey = (session: KeySession) =>
    cacheKeyFor(context, VERTICAL_NAMESPACE, session, canonicalRequest(path, entries, headers));
  return { path, entries, headers, cacheKey };
}

export async function verticalSearch<V extends Vertical>(
  context: ClientContext,
  meter: Meter | undefined,
  vertical: V,
  params: VerticalParams,
  call: VerticalCallOptions = {},
): Promise<ApiResult<VerticalResponse<V>>> {
  const { path, entries, headers, cacheKey } = requestOf(context, vertical, params, call.location);
  const metering: MeterRequest = { scope: 'search', endpoint: vertical, asker: call.asker };
  return withSession(
    context,
    async (session) => {
      const permitted = startPermissionCheck(context);
      const { value, fromCache, shared } = await cachedCall(
        context,
        await cacheKey(session),
        call.ttlMs ?? context.defaultTtlMs,
        async (signal) =>
          parseResponse(
            SCHEMAS[vertical],
            await metered(meter, metering, () =>
              context.transport.get(session, { path, entries, headers, signal, permitted }),
            ),
          ) as VerticalResponse<V>,
        call.signal,
      );
      if (fromCache || shared) meter?.served(metering);
      return { data: value, fromCache, billed: !fromCache && !shared };
    },
    call.keyRead,
  );
}

/** The same call's answer from the cache alone, or undefined: never a request, never billed. */
export async function cachedVerticalSearch<V extends Vertical>(
  context: ClientContext,
  vertical: V,
  params: VerticalParams,
  call: Pick<VerticalCallOptions, 'location' | 'keyRead'> = {},
): Promise<ApiResult<VerticalResponse<V>> | undefined> {
  const { cacheKey } = requestOf(context, vertical, params, call.location);
  return withSession(
    context,
    async (session) => {
      const data = await context.cache.get<VerticalResponse<V>>(await cacheKey(session));
      return data === undefined ? undefined : { data, fromCache: true, billed: false };
    },
    call.keyRead,
  );
}
