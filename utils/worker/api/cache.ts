/**
 * A billing-aware response cache: successful answers kept for a TTL, bounded by entry count and JSON size with
 * least-recently-used eviction. An in-memory layer sits over an injected KeyValueStore (`storage.session`), so
 * entries survive the MV3 worker's restarts. Keys given to it are already hashed (no query or API key in clear in
 * the item names); the cached values are API answers, and those do hold the query text.
 */
import type { KeyValueStore } from './store';

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
  delete(key: string): Promise<void>;
  /** Drops everything, here and in the store (used when the API key is removed or changed). */
  clear(): Promise<void>;
  stats(): Promise<{ entries: number; bytes: number }>;
}

export const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * The namespace of web-search answers (keys are `namespace.hash`, utils/worker/api/context.ts), the only billed ones. They
 * are evicted only once no unbilled entry is left: a single "restaurants berlin" caches ~100 place details, and
 * those must not push out the searches a repeat would pay for again (measured by `npm run bench`'s billing session).
 */
export const WEB_SEARCH_NAMESPACE = 'web';
const isBilled = (key: string) => key.startsWith(`${WEB_SEARCH_NAMESPACE}.`);

/** Eviction order: unbilled before billed, then least recently used first. */
const evictionOrder = ([keyA, a]: [string, Meta], [keyB, b]: [string, Meta]) =>
  Number(isBilled(keyA)) - Number(isBilled(keyB)) || a.used - b.used;

interface Meta {
  expiresAt: number;
  size: number;
  /** Recency counter for LRU; larger is more recent. */
  used: number;
}

type IndexRow = [key: string, expiresAt: number, size: number, used: number];

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const store = options.store;
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? 100;
  const maxBytes = options.maxBytes ?? 4 * 1024 * 1024;
  const prefix = options.prefix ?? 'scout.apiCache.';
  const indexKey = `${prefix}index`;
  const itemKey = (key: string) => `${prefix}e.${key}`;

  const metas = new Map<string, Meta>();
  const values = new Map<string, unknown>();
  let clock = 0;
  let loaded = false;
  // Every operation runs in order, so a get never sees half of a set and the index stays consistent.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(op: () => Promise<T>): Promise<T> => {
    const result = chain.then(op);
    chain = result.catch(() => undefined);
    return result;
  };

  async function load(): Promise<void> {
    if (loaded) return;
    loaded = true;
    if (!store) return;
    const rows = (await safely(() => store.get([indexKey]), {}))[indexKey];
    if (!Array.isArray(rows)) return;
    for (const row of rows.slice(0, maxEntries)) {
      if (!isIndexRow(row)) continue;
      const [key, expiresAt, size, used] = row;
      metas.set(key, { expiresAt, size, used });
      clock = Math.max(clock, used);
    }
  }

  /** Writes the index (and `extra` items); false when the store refused the write (e.g. `storage.session` is full). */
  async function persistIndex(extra: Record<string, unknown> = {}, removed: string[] = []): Promise<boolean> {
    if (!store) return true;
    const rows: IndexRow[] = [...metas].map(([key, meta]) => [key, meta.expiresAt, meta.size, meta.used]);
    const written = await safely(async () => {
      await store.set({ ...extra, [indexKey]: rows });
      return true;
    }, false);
    if (removed.length > 0) await safely(() => store.remove(removed.map(itemKey)), undefined);
    return written;
  }

  /**
   * A paid answer the store refused (the storage area is shared, and may be full) is worth more than older cached
   * ones: the first half of the other entries in eviction order make room, and the write is tried once more.
   * Without this, a retry after the worker died would pay for the same search again.
   */
  async function makeRoomFor(key: string, copy: unknown): Promise<void> {
    const others = [...metas].filter(([other]) => other !== key).sort(evictionOrder);
    const freed = others.slice(0, Math.ceil(others.length / 2)).map(([other]) => other);
    freed.forEach(drop);
    await persistIndex({}, freed);
    await persistIndex({ [itemKey(key)]: copy });
  }

  function drop(key: string): void {
    metas.delete(key);
    values.delete(key);
  }

  function totalBytes(): number {
    let total = 0;
    for (const meta of metas.values()) total += meta.size;
    return total;
  }

  /** Removes expired entries, then others in eviction order, until within bounds. Returns the removed keys. */
  function evict(): string[] {
    const removed: string[] = [];
    const time = now();
    for (const [key, meta] of metas) {
      if (meta.expiresAt <= time) {
        drop(key);
        removed.push(key);
      }
    }
    let bytes = totalBytes();
    for (const [key, meta] of [...metas].sort(evictionOrder)) {
      if (metas.size <= maxEntries && bytes <= maxBytes) break;
      drop(key);
      bytes -= meta.size;
      removed.push(key);
    }
    return removed;
  }

  return {
    get: <T>(key: string) =>
      serial(async (): Promise<T | undefined> => {
        await load();
        const meta = metas.get(key);
        if (!meta) return undefined;
        if (meta.expiresAt <= now()) {
          drop(key);
          await persistIndex({}, [key]);
          return undefined;
        }
        if (!values.has(key)) {
          const stored = store ? (await safely(() => store.get([itemKey(key)]), {}))[itemKey(key)] : undefined;
          if (stored === undefined) {
            drop(key);
            await persistIndex();
            return undefined;
          }
          values.set(key, stored);
        }
        meta.used = ++clock;
        await persistIndex();
        return structuredClone(values.get(key)) as T;
      }),

    set: (key, value, ttlMs) =>
      serial(async () => {
        await load();
        if (!(ttlMs > 0)) return;
        const json = JSON.stringify(value);
        if (json === undefined) return;
        if (json.length > maxBytes) {
          if (metas.has(key)) {
            drop(key);
            await persistIndex({}, [key]);
          }
          return;
        }
        const copy = JSON.parse(json) as unknown;
        metas.set(key, { expiresAt: now() + ttlMs, size: json.length, used: ++clock });
        values.set(key, copy);
        const removed = evict();
        if (!metas.has(key)) {
          await persistIndex({}, removed);
          return;
        }
        if (!(await persistIndex({ [itemKey(key)]: copy }, removed))) await makeRoomFor(key, copy);
      }),

    delete: (key) =>
      serial(async () => {
        await load();
        drop(key);
        await persistIndex({}, [key]);
      }),

    clear: () =>
      serial(async () => {
        loaded = true;
        metas.clear();
        values.clear();
        if (!store) return;
        const all = await safely(() => store.get(null), {});
        const owned = Object.keys(all).filter((key) => key.startsWith(prefix));
        await safely(() => store.remove([...new Set([...owned, indexKey])]), undefined);
      }),

    stats: () =>
      serial(async () => {
        await load();
        return { entries: metas.size, bytes: totalBytes() };
      }),
  };
}

function isIndexRow(row: unknown): row is IndexRow {
  return (
    Array.isArray(row) &&
    row.length === 4 &&
    typeof row[0] === 'string' &&
    row.slice(1).every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** The cache is an optimisation: a failing store must never fail a search. */
async function safely<T>(op: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await op();
  } catch {
    return fallback;
  }
}
