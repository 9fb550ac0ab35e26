/**
 * The async key-value store the bounded index (bounded-index.ts: the response cache, jobs, records and answers) and
 * the scheduler persist to. Shaped like `browser.storage.session` (utils/worker/storage/area.ts `sessionStore`) so
 * what they keep survives the MV3 worker's idle shutdown; tests use an in-memory one (tests/unit/api/memory-store.ts).
 */

export interface KeyValueStore {
  /** `null` reads every item (used only by `clear()` to find orphans). */
  get(keys: string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}
