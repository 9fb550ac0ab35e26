/**
 * Items of one kind in `storage.session` (summary jobs, search records, AI answers), kept under one prefix with an
 * index, bounded in count and optionally in age: the area is capped, and nothing else would ever remove them. The
 * index is the one bounded index (utils/worker/bounded/bounded-index.ts), over the session area, read on every call
 * (each module's items are their own; the area is the truth); a full area means "not kept" (quota.ts).
 */
import { boundedIndex } from '../bounded/bounded-index';
import { sessionStore } from './area';
import { isQuotaError } from './quota';

export interface BoundedItemsOptions {
  /** Items are `session:<prefix>.<id>`. */
  prefix: string;
  /** The index: `session:<indexName>`, rows of [id, expiry, size], least recently written first. */
  indexName: string;
  maxItems: number;
  /** Items written this long or longer before the newest write are removed (their expiry, in the one index). */
  maxAgeMs?: number;
}

export interface BoundedItems<T> {
  get(id: string): Promise<T | null>;
  /** Stores `value` as the newest item, dated `at`; false when the area is full and it was not kept. */
  set(id: string, value: T, at: number): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Removes every item and the index. */
  clear(): Promise<void>;
}

export function boundedItems<T>({ prefix, indexName, maxItems, maxAgeMs }: BoundedItemsOptions): BoundedItems<T> {
  const index = boundedIndex<T>({
    store: sessionStore,
    itemPrefix: `${prefix}.`,
    indexKey: indexName,
    policy: { maxEntries: maxItems, tolerate: isQuotaError },
  });
  return {
    get: async (id) => (await index.get(id)) ?? null,
    set: (id, value, at) => index.set(id, value, { at, ttlMs: maxAgeMs }),
    remove: (id) => index.remove(id),
    clear: () => index.clear(),
  };
}
