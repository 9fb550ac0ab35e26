/**
 * The async key-value store the cache persists to. Shaped like `browser.storage.session` (which the background
 * passes in) so the cache survives the MV3 worker's idle shutdown; an in-memory version serves tests and defaults.
 */

export interface KeyValueStore {
  /** `null` reads every item (used only by `clear()` to find orphans). */
  get(keys: string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export interface MemoryStore extends KeyValueStore {
  /** The stored items, for tests to inspect. */
  readonly items: Map<string, unknown>;
}

/** Values are JSON round-tripped, like the real storage areas do, so tests see what persistence would keep. */
export function createMemoryStore(): MemoryStore {
  const items = new Map<string, unknown>();
  return {
    items,
    async get(keys) {
      const result: Record<string, unknown> = {};
      for (const key of keys ?? [...items.keys()]) {
        if (items.has(key)) result[key] = items.get(key);
      }
      return result;
    },
    async set(values) {
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined) items.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      }
    },
    async remove(keys) {
      for (const key of keys) items.delete(key);
    },
  };
}
