/** An in-memory KeyValueStore (utils/worker/bounded/store.ts) for tests that look at what was stored. */
import type { KeyValueStore } from '@/utils/worker/bounded/store';

interface MemoryStore extends KeyValueStore {
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
