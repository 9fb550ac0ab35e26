/**
 * The one bounded index over a KeyValueStore (./store.ts): items of one kind under their own prefix, and an index of
 * them in the same store, bounded in count (and, by policy, in JSON size and age), so that nothing is kept forever
 * in a capped storage area. It serves the billing-aware response cache (utils/worker/api/cache.ts) and the session's
 * summary jobs, search records and answers (utils/worker/storage/bounded-items.ts): which entry goes first, and what a
 * full area costs, are the policy's, not copies of this file.
 *
 * The index lists entries in recency order (least recent first), so the order survives a worker restart. Calls run
 * one after the other, so concurrent writes lose no index row (an item missing from the index would never be removed).
 */
import type { KeyValueStore } from './store';
import { fromStoredText } from './stored-text';

interface BoundedPolicy {
  maxEntries: number;
  /** Total size of the entries' JSON, in characters; a value bigger than the whole budget is not kept. */
  maxBytes?: number;
  /** Entries of a lower rank are evicted first (expired ones before all); within a rank, the least recent. */
  rank?: (id: string) => number;
  /** A write the store refused (a full area) drops the first half of the other entries, in eviction order, and is tried once more. */
  makeRoom?: boolean;
  /** Which store failures mean "not kept" (the call carries on); any other is thrown. */
  tolerate: (error: unknown) => boolean;
}

interface BoundedIndexOptions {
  store: KeyValueStore;
  /** Items are `<itemPrefix><id>`; `clear()` removes every name with this prefix, orphans too. */
  itemPrefix: string;
  indexKey: string;
  policy: BoundedPolicy;
  now?: () => number;
  /**
   * Keep the index and values in memory, for a store only this instance writes (the response cache): reads then go
   * through the index (an expired entry is gone, a read makes an entry the most recent) and a failing store still
   * leaves this worker's memory answering. Without it every call reads the store, and a read is the stored item.
   */
  memory?: boolean;
}

interface BoundedIndex<T> {
  get(id: string): Promise<T | undefined>;
  /** Stores a copy as the most recent entry, written at `at` (default: now), expiring `ttlMs` later (default: never); false when not kept. */
  set(id: string, value: T, write?: { at?: number; ttlMs?: number }): Promise<boolean>;
  /**
   * `set` for several entries in one write of the store, in their order (the last the most recent): each write of
   * the store also writes the whole index (utils/worker/api/endpoints/local-lookup.ts keeps a batch of places with this).
   * `after`: the write is made once this settles (not at all if everything is cleared meanwhile); a read of its
   * entries waits for it.
   */
  setMany(
    entries: readonly (readonly [id: string, value: T])[],
    write?: { at?: number; ttlMs?: number; after?: PromiseLike<unknown> },
  ): Promise<boolean[]>;
  remove(id: string): Promise<void>;
  /** Removes every item (orphans too) and the index. */
  clear(): Promise<void>;
  stats(): Promise<{ entries: number; bytes: number }>;
}

interface Meta {
  expiresAt: number | null;
  size: number;
}

type Row = [id: string, expiresAt: number | null, size: number];

export function boundedIndex<T>(options: BoundedIndexOptions): BoundedIndex<T> {
  const { store, itemPrefix, indexKey, policy } = options;
  const now = options.now ?? (() => Date.now());
  const maxBytes = policy.maxBytes ?? Infinity;
  const rank = policy.rank ?? (() => 0);
  const itemKey = (id: string) => `${itemPrefix}${id}`;

  const metas = new Map<string, Meta>();
  /** JSON text of the values kept in memory: each read parses its own copy. */
  const values = new Map<string, string>();
  let loaded = false;
  /** With memory: the index has been read (or cleared), so `metas` names every entry there is. */
  let known = false;
  /** Ids that writes not yet done are for, each with the latest of them: a read of one waits for it. */
  const writing = new Map<string, Promise<unknown>>();
  /** Clears asked for so far: a write put off until after one of them is not made. */
  let clears = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <R>(op: () => Promise<R>): Promise<R> => {
    const result = chain.then(op);
    chain = result.catch(() => undefined);
    return result;
  };

  async function attempt<R>(op: () => Promise<R>, fallback: R): Promise<R> {
    try {
      return await op();
    } catch (error) {
      if (policy.tolerate(error)) return fallback;
      throw error;
    }
  }

  async function load(): Promise<void> {
    if (options.memory && loaded) return;
    loaded = true;
    metas.clear();
    const rows = (await attempt(() => store.get([indexKey]), {}))[indexKey];
    if (!Array.isArray(rows)) {
      known = true;
      return;
    }
    for (const row of rows.filter(isRow).slice(-policy.maxEntries))
      metas.set(row[0], { expiresAt: row[1], size: row[2] });
    known = true;
  }

  /** Writes the index, with `items` in the same call (all or nothing); false when the store refused it. */
  const write = (items: Record<string, unknown> = {}): Promise<boolean> => {
    const rows: Row[] = [...metas].map(([id, meta]) => [id, meta.expiresAt, meta.size]);
    return attempt(async () => {
      await store.set({ ...items, [indexKey]: rows });
      return true;
    }, false);
  };

  const discard = async (ids: string[]): Promise<void> => {
    if (ids.length > 0) await attempt(() => store.remove(ids.map(itemKey)), undefined);
  };

  function drop(id: string): void {
    metas.delete(id);
    values.delete(id);
  }

  const totalBytes = () => [...metas.values()].reduce((total, meta) => total + meta.size, 0);
  // A stable sort: within a rank, the index's own order, least recent first.
  const evictionOrder = (ids: string[]) => ids.sort((a, b) => rank(a) - rank(b));

  /** Removes entries expired at `at`, then others in eviction order until within bounds; returns their ids. */
  function evict(at: number): string[] {
    const removed: string[] = [];
    for (const [id, meta] of metas) if (meta.expiresAt !== null && meta.expiresAt <= at) removed.push(id);
    removed.forEach(drop);
    let bytes = totalBytes();
    for (const id of evictionOrder([...metas.keys()])) {
      if (metas.size <= policy.maxEntries && bytes <= maxBytes) break;
      bytes -= metas.get(id)!.size;
      drop(id);
      removed.push(id);
    }
    return removed;
  }

  /**
   * A paid answer the store refused (the area is shared, and may be full) is worth more than older entries: they
   * make room, and the write is tried once more. Without this, a retry after the worker died would pay again.
   */
  async function makeRoomFor(items: Map<string, string>): Promise<boolean> {
    const others = evictionOrder([...metas.keys()].filter((other) => !items.has(other)));
    const freed = others.slice(0, Math.ceil(others.length / 2));
    freed.forEach(drop);
    await discard(freed);
    return write(storedItems(items));
  }

  /** Items are stored as their JSON text (stored-text.ts says why). */
  const storedItems = (items: Map<string, string>) =>
    Object.fromEntries([...items].map(([id, json]) => [itemKey(id), json]));

  /** `setMany`, inside the serial queue: which entries were kept. */
  async function put(entries: readonly (readonly [string, T])[], at: number, ttlMs: number | undefined) {
    await load();
    /** id → JSON text of the entries being kept. */
    const copies = new Map<string, string>();
    const gone: string[] = [];
    for (const [id, value] of entries) {
      const json = JSON.stringify(value);
      if (json === undefined) continue;
      if (json.length > maxBytes) {
        // Too big to keep: an earlier value of the same item would be stale.
        if (metas.has(id)) gone.push(id);
        drop(id);
        copies.delete(id);
        continue;
      }
      metas.delete(id);
      metas.set(id, { expiresAt: ttlMs === undefined ? null : at + ttlMs, size: json.length });
      if (options.memory) values.set(id, json);
      copies.set(id, json);
    }
    // Nothing to keep and nothing dropped: the store stays as it was.
    if (copies.size === 0 && gone.length === 0) return entries.map(() => false);
    // Evicted items go first, so a full area has room for the new ones.
    await discard([...gone, ...evict(at)]);
    for (const id of copies.keys()) if (!metas.has(id)) copies.delete(id);
    const kept =
      copies.size > 0 && ((await write(storedItems(copies))) || (!!policy.makeRoom && (await makeRoomFor(copies))));
    if (!kept) {
      // Not kept: an earlier value of the same item would be stale. With memory the entry stays, answering within
      // this worker's life (a restarted worker finds no item and drops it); without, the index names only items.
      if (!options.memory) for (const id of copies.keys()) metas.delete(id);
      await discard([...copies.keys()]);
      await write();
    }
    return entries.map(([id]) => kept && copies.has(id));
  }

  /** The stored item as the store holds it: its JSON text, or (stored before 2026-11-27) the value itself. */
  async function readStored(id: string): Promise<unknown> {
    return (await attempt(() => store.get([itemKey(id)]), {}))[itemKey(id)];
  }

  /**
   * `setMany` for these entries, in the queue (once `after` settled, if given); until it has run, a read of one of them
   * waits for it.
   */
  function queuePut(
    entries: readonly (readonly [string, T])[],
    at: number,
    ttlMs: number | undefined,
    after?: PromiseLike<unknown>,
  ): Promise<boolean[]> {
    const asked = clears;
    const queue = (): Promise<boolean[]> =>
      // Everything was forgotten since (a key change): this write would bring some of it back.
      asked === clears ? serial(() => put(entries, at, ttlMs)) : Promise.resolve(entries.map(() => false));
    const done = after ? Promise.resolve(after).then(queue, queue) : queue();
    const settled = done.catch(() => undefined);
    for (const [id] of entries) writing.set(id, settled);
    void settled.then(() => {
      for (const [id] of entries) if (writing.get(id) === settled) writing.delete(id);
    });
    return done;
  }

  const read = (id: string) =>
    serial(async (): Promise<T | undefined> => {
      if (!options.memory) return fromStoredText(await readStored(id)) as T | undefined;
      await load();
      const meta = metas.get(id);
      if (!meta) return undefined;
      if (meta.expiresAt !== null && meta.expiresAt <= now()) {
        drop(id);
        await discard([id]);
        await write();
        return undefined;
      }
      if (!values.has(id)) {
        const stored = await readStored(id);
        const value = fromStoredText(stored);
        if (value === undefined) {
          drop(id);
          await write();
          return undefined;
        }
        // The text as stored (parsed once above to know it is whole), not parsed and written out again.
        values.set(id, typeof stored === 'string' ? stored : JSON.stringify(value));
      }
      metas.delete(id);
      metas.set(id, meta);
      await write();
      return JSON.parse(values.get(id)!) as T;
    });

  return {
    get: (id) => {
      // A read of an entry being written waits for that write, which may itself wait (`after`).
      const pending = writing.get(id);
      if (pending) return pending.then(() => read(id));
      // A miss is known at once, without waiting behind the queue's writes of other entries (a search's answer is
      // still being written as its places are looked up: services/search.ts): when memory holds the whole index and
      // the entry is not in it. Removals and clears can only keep it missing.
      if (options.memory && known && !metas.has(id)) return Promise.resolve(undefined);
      return read(id);
    },

    set: async (id, value, { at, ttlMs } = {}) => (await queuePut([[id, value]], at ?? now(), ttlMs))[0] ?? false,

    setMany: (entries, { at, ttlMs, after } = {}) => queuePut(entries, at ?? now(), ttlMs, after),

    remove: (id) =>
      serial(async () => {
        await load();
        const indexed = metas.has(id);
        drop(id);
        await discard([id]);
        if (indexed) await write();
      }),

    clear: () => {
      clears += 1;
      return serial(async () => {
        loaded = true;
        metas.clear();
        known = true;
        values.clear();
        const all = await attempt(() => store.get(null), {});
        const owned = Object.keys(all).filter((name) => name.startsWith(itemPrefix));
        await attempt(() => store.remove([...new Set([...owned, indexKey])]), undefined);
      });
    },

    stats: () =>
      serial(async () => {
        await load();
        return { entries: metas.size, bytes: totalBytes() };
      }),
  };
}

function isRow(row: unknown): row is Row {
  return (
    Array.isArray(row) &&
    row.length === 3 &&
    typeof row[0] === 'string' &&
    (row[1] === null || (typeof row[1] === 'number' && Number.isFinite(row[1]))) &&
    typeof row[2] === 'number' &&
    Number.isFinite(row[2])
  );
}
