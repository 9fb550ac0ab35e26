/** What the client's operations share, and the wrapper that turns every failure into a scrubbed ApiError. */
import type { ResponseCache } from '../cache';
import type { Inflight } from '../pacing/dedupe';
import { fromUnknown } from '../errors';
import type { HashText } from '../hash';
import type { KeySession, Transport } from '../wire/transport';
import type { Meter } from './meter';

export interface ApiResult<T> {
  data: T;
  /** Served from the response cache, with no request. */
  fromCache: boolean;
  /** A billed request was made for this call: only a web search from the network (never cache, local or summarizer). */
  billed: boolean;
}

export interface ClientContext {
  transport: Transport;
  cache: ResponseCache;
  inflight: Inflight;
  defaultTtlMs: number;
  hash: HashText;
  /** Every request that can cost money passes it (meter.ts); the places' look-ups use it from here. */
  meter?: Meter;
}

/**
 * Runs an operation with a key session; whatever it throws leaves as an ApiError with the key scrubbed from all
 * its text, even if some layer below was careless.
 */
export async function withSession<T>(
  context: ClientContext,
  operation: (session: KeySession) => Promise<T>,
  keyRead?: { key: unknown },
): Promise<T> {
  let session: KeySession | undefined;
  try {
    session = await context.transport.session(keyRead);
    return await operation(session);
  } catch (error) {
    throw fromUnknown(error).withoutSecret(session?.key);
  }
}

/**
 * The host-permission check (a browser round trip), started now so that it runs beside a call's hashes and cache
 * lookups; only a request waits for it (`Transport.get`'s `permitted`), so a call answered from the cache never
 * fails for it.
 */
export function startPermissionCheck(context: ClientContext): Promise<void> {
  const permitted = context.transport.checkPermission();
  permitted.catch(() => undefined);
  return permitted;
}

/** A cache key: namespaced, tied to the key's identity, hashed so storage never holds a query in clear. */
export async function cacheKeyFor(
  context: ClientContext,
  namespace: string,
  session: KeySession,
  canonical: string,
): Promise<string> {
  return `${namespace}.${(await context.hash(`${session.identity}\n${canonical}`)).slice(0, 40)}`;
}

/**
 * Cache lookup, then one shared network call for identical concurrent requests; the result is stored by the
 * call itself, so it is cached even if the caller that started it went away.
 *
 * The store write is issued before the answer is returned but not waited for (a storage round trip off every
 * search): `storage.session.set` is called in the same task (or, if other cache calls are still in flight, right
 * after them: the cache runs its calls in order, bounded-index.ts), and the in-memory layer holds the answer from
 * then on, so a repeat in this worker is served. Nothing billed is lost if the worker stops afterwards: an MV3 worker
 * is stopped only after 30 s idle, a call in flight is not idle, and what else empties `storage.session` (an update,
 * a browser restart) empties finished writes too. Tested in tests/unit/api/endpoints/client.test.ts (D12/E1).
 */
export async function cachedCall<T>(
  context: ClientContext,
  cacheKey: string,
  ttlMs: number,
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
  shouldCache: (value: T) => boolean = () => true,
): Promise<{ value: T; fromCache: boolean; shared: boolean }> {
  if (ttlMs > 0) {
    const hit = await context.cache.get<T>(cacheKey);
    if (hit !== undefined) return { value: hit, fromCache: true, shared: false };
  }
  const { value, shared } = await context.inflight.run(
    cacheKey,
    async (sharedSignal) => {
      const loaded = await load(sharedSignal);
      if (ttlMs > 0 && shouldCache(loaded)) void context.cache.set(cacheKey, loaded, ttlMs).catch(() => undefined);
      return loaded;
    },
    signal,
  );
  return { value, fromCache: false, shared };
}
