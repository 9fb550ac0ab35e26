/**
 * `/local/pois` and `/local/descriptions`: ids de-duplicated, each id cached on its own (so a place seen before
 * costs nothing), and the rest fetched in batches of at most 20, the API's limit. Each batch sent passes the meter
 * (meter.ts) like every request on the search key: in the spending ledger, and held to the monthly limits.
 */
import {
  cacheKeyFor,
  cachedCall,
  startPermissionCheck,
  withSession,
  type ApiResult,
  type ClientContext,
} from './context';
import { LOCAL_DESCRIPTIONS_PATH, LOCAL_POIS_PATH } from './paths';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import { normaliseIds, type LocalPoisParams } from './params';
import {
  localDescriptionsResponseSchema,
  localPoisResponseSchema,
  MAX_LOCAL_IDS,
  type LocalDescriptionsResponse,
  type LocalPoisResponse,
} from '../schemas/local';
import { parseResponse } from '../schemas/parse';
import { canonicalRequest, localEntries, locationHeaders } from '../wire/url';
import { metered, type Asker } from './meter';

export interface LocalCallOptions {
  signal?: AbortSignal;
  ttlMs?: number;
  /** X-Loc-Lat/Long give `distance` in the answer. */
  location?: LocationHints;
  /** The search key as the caller read it with its settings (ApiAccess.open); default `getKey()`, a storage read. */
  keyRead?: { key: string | null };
  /**
   * The fetched items are cached once this settles (the caller's work with them done), not as they arrive; a look-up
   * of them meanwhile waits for that write, and so makes no second call.
   */
  keepAfter?: PromiseLike<unknown>;
  /** Who asked, for the spending ledger. */
  asker?: Asker;
}

interface LookupSpec<Item> {
  namespace: string;
  path: string;
  params: LocalPoisParams;
  headers: Record<string, string>;
  parse: (body: unknown) => Item[];
  idOf: (item: Item) => string | undefined;
}

async function lookup<Item>(
  context: ClientContext,
  rawIds: unknown,
  spec: LookupSpec<Item>,
  options: LocalCallOptions,
) {
  const ids = normaliseIds(rawIds);
  const ttlMs = options.ttlMs ?? context.defaultTtlMs;
  return withSession(
    context,
    async (session) => {
      const permitted = startPermissionCheck(context);
      const variant = canonicalRequest(spec.path, localEntries([], spec.params), spec.headers);
      // One hash for what the variant holds (languages, the location); the id, the API's opaque name of a place, follows.
      const prefix = ttlMs > 0 ? await cacheKeyFor(context, spec.namespace, session, variant) : '';
      const keyOf = (id: string) => `${prefix}.${id}`;
      const found = new Map<string, Item>();
      const hits =
        ttlMs > 0
          ? await Promise.all(ids.map(async (id) => [id, await context.cache.get<Item>(keyOf(id))] as const))
          : [];
      for (const [id, hit] of hits) if (hit !== undefined) found.set(id, hit);
      const missing = ids.filter((id) => !found.has(id));
      const batches: string[][] = [];
      for (let start = 0; start < missing.length; start += MAX_LOCAL_IDS)
        batches.push(missing.slice(start, start + MAX_LOCAL_IDS));

      /**
       * Each item is cached on its own, all of a batch in one write of the store: one write per item (90 for 45 places,
       * each with the whole index) kept storage writes at 58 ms of the worker's thread per 45-place search, 32 ms once
       * each batch was one write (CPU profiles of the worker, 8 searches each, 2026-11-27). Queued before the shared
       * call settles: a lookup begun after the call settled waits for them and reads them, even when they are made
       * only once `keepAfter` settles. Not awaited: the caller has its answer at once.
       */
      const keep = (items: Item[]) => {
        const entries = items.flatMap((item) => {
          const id = spec.idOf(item);
          return id === undefined ? [] : [[keyOf(id), item] as const];
        });
        context.cache.setMany(entries, ttlMs, options.keepAfter).catch(() => undefined);
      };
      const metering = { scope: 'search' as const, endpoint: spec.namespace, asker: options.asker };
      // A look-up that sends nothing, or joins a batch already in flight, is a request answered from the cache.
      if (ids.length > 0 && batches.length === 0) context.meter?.served(metering);
      const extra: Item[] = [];
      const outcomes = await Promise.all(
        batches.map(async (batch) => {
          const entries = localEntries(batch, spec.params);
          const batchKey = await cacheKeyFor(
            context,
            `${spec.namespace}.batch`,
            session,
            canonicalRequest(spec.path, entries, spec.headers),
          );
          // The batch itself is never cached (ttl 0): its items are, one by one (`keep`).
          const { value, shared } = await cachedCall(
            context,
            batchKey,
            0,
            async (signal) => {
              const items = spec.parse(
                await metered(context.meter, metering, () =>
                  context.transport.get(session, {
                    path: spec.path,
                    entries,
                    headers: spec.headers,
                    signal,
                    permitted,
                  }),
                ),
              );
              keep(items);
              return items;
            },
            options.signal,
          );
          if (shared) context.meter?.served(metering);
          return { items: value, shared };
        }),
      );
      for (const { items } of outcomes) {
        for (const item of items) {
          const id = spec.idOf(item);
          if (id === undefined) extra.push(item);
          else found.set(id, item);
        }
      }
      const ordered = [...ids.flatMap((id) => (found.has(id) ? [found.get(id) as Item] : [])), ...extra];
      // Items whose returned id was not among those asked for come last.
      for (const [id, item] of found) if (!ids.includes(id)) ordered.push(item);
      return {
        items: ordered,
        fromCache: batches.length === 0,
        // Only web searches are billed (the product's billing rule; services/spending/prices.ts `UNBILLED_ENDPOINTS`).
        billed: false,
      };
    },
    options.keyRead,
  );
}

export async function localPois(
  context: ClientContext,
  ids: readonly string[],
  params: LocalPoisParams = {},
  options: LocalCallOptions = {},
): Promise<ApiResult<LocalPoisResponse>> {
  const { items, fromCache, billed } = await lookup(
    context,
    ids,
    {
      namespace: 'pois',
      path: LOCAL_POIS_PATH,
      params,
      headers: locationHeaders(options.location),
      parse: (body) => parseResponse(localPoisResponseSchema, body).results,
      idOf: (item) => item.id,
    },
    options,
  );
  return { data: { type: 'local_pois', results: items }, fromCache, billed };
}

export async function localDescriptions(
  context: ClientContext,
  ids: readonly string[],
  options: Omit<LocalCallOptions, 'location'> = {},
): Promise<ApiResult<LocalDescriptionsResponse>> {
  const { items, fromCache, billed } = await lookup(
    context,
    ids,
    {
      namespace: 'descriptions',
      path: LOCAL_DESCRIPTIONS_PATH,
      params: {},
      headers: {},
      parse: (body) => parseResponse(localDescriptionsResponseSchema, body).results,
      idOf: (item) => item.id,
    },
    options,
  );
  return { data: { type: 'local_descriptions', results: items }, fromCache, billed };
}
