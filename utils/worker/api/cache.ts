/**
 * A billing-aware response cache: successful answers kept for a TTL, bounded by entry count and JSON size with
 * least-recently-used eviction, paid answers last (the policy of the one bounded index, utils/worker/bounded/). An in-memory layer sits over an injected KeyValueStore (`storage.session`), so
 * entries survive the MV3 worker's restarts. Keys given to it are already hashed (no query or API key in clear in
 * the item names); the cached values are API answers, and those do hold the query text.
 */
import { boundedIndex } from '../bounded/bounded-index';
import type { KeyValueStore } from '../bounded/store';

export interface ResponseCacheOptions {
  store?: KeyValueStore;
  now?: () => number;
  maxEntries?: number;
  /** Total size of the cached JSON, in characters. */
  maxBytes?: number;
  /** Prefix of every storage item this cache owns. */
  prefix?: string;
}

export interface ResponseCache {
  get<T>(key: string): Promise<T | undefined>;
  /** Stores a copy; `ttlMs <= 0` or a value bigger than the whole budget is not stored. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** `set` for several entries, in one write of the store; once `after` settles, if given (bounded-index.ts). */
  setMany(
    entries: readonly (readonly [key: string, value: unknown])[],
    ttlMs: number,
    after?: PromiseLike<unknown>,
  ): Promise<void>;
  /** Drops everything, here and in the store (used when the API key is removed or changed). */
  clear(): Promise<void>;
  stats(): Promise<{ entries: number; bytes: number }>;
}

export const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * The namespace of web-search answers (keys are `namespace.hash`, utils/worker/api/endpoints/context.ts), billed like the verticals'. They
 * are evicted only once no unbilled entry is left: a single "restaurants berlin" caches ~100 place details, and
 * those must not push out the searches a repeat would pay for again (measured by `npm run bench`'s billing session).
 */
export const WEB_SEARCH_NAMESPACE = 'web';
/** The verticals' answers (news, videos, images: endpoints/vertical-search.ts), billed like a web search. */
export const VERTICAL_NAMESPACE = 'vertical';
const isBilled = (key: string) =>
  key.startsWith(`${WEB_SEARCH_NAMESPACE}.`) || key.startsWith(`${VERTICAL_NAMESPACE}.`);

const billedLast = (key: string) => Number(isBilled(key));

/** No store: the cache lives in this worker's memory only. */
const NO_STORE: KeyValueStore = {
  get: async () => ({}),
  set: async () => undefined,
  remove: async () => undefined,
};

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? (() => Date.now());
  const prefix = options.prefix ?? 'scout.apiCache.';
  const index = boundedIndex<unknown>({
    store: options.store ?? NO_STORE,
    itemPrefix: `${prefix}e.`,
    indexKey: `${prefix}index`,
    now,
    memory: true,
    policy: {
      maxEntries: options.maxEntries ?? 100,
      maxBytes: options.maxBytes ?? 4 * 1024 * 1024,
      // Eviction order: unbilled before billed, then least recently used first.
      rank: billedLast,
      makeRoom: true,
      // The cache is an optimisation: a failing store must never fail a search.
      tolerate: () => true,
    },
  });

  return {
    // The bounded index keeps each answer as its JSON text (utils/worker/bounded/bounded-index.ts says why).
    get: <T>(key: string) => index.get(key) as Promise<T | undefined>,
    set: async (key, value, ttlMs) => {
      if (ttlMs > 0) await index.set(key, value, { ttlMs });
    },
    setMany: async (entries, ttlMs, after) => {
      if (ttlMs > 0 && entries.length > 0) await index.setMany(entries, { ttlMs, after });
    },
    clear: () => index.clear(),
    stats: () => index.stats(),
  };
}
