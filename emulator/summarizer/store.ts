import type { WebDoc } from '../world/types';

/** What a web search leaves behind for the summarizer. */
export interface SummaryEntry {
  key: string;
  query: string;
  docs: readonly WebDoc[];
  searched: ReadonlySet<string>;
  /** Injected clock: the start of the TTL. */
  createdAtMs: number;
  /** Real monotonic time (performance.now) when generation finishes; calls block until then. */
  readyAtReal: number;
  failed: boolean;
}

export type SummaryLookup = { found: true; entry: SummaryEntry } | { found: false };

/** Summaries by key. Expiry uses the injected clock; readiness uses real time, so tests never sleep for TTLs. */
export class SummaryStore {
  private readonly entries = new Map<string, SummaryEntry>();

  /** Keeps a live entry for the same key (a repeated search does not restart generation). */
  remember(entry: SummaryEntry, ttlMs: number): SummaryEntry {
    const existing = this.lookup(entry.key, entry.createdAtMs, ttlMs);
    if (existing.found) return existing.entry;
    this.entries.set(entry.key, entry);
    return entry;
  }

  lookup(key: string, nowMs: number, ttlMs: number): SummaryLookup {
    const entry = this.entries.get(key);
    if (!entry) return { found: false };
    if (nowMs - entry.createdAtMs >= ttlMs) {
      this.entries.delete(key);
      return { found: false };
    }
    return { found: true, entry };
  }

  clear(): void {
    this.entries.clear();
  }
}
