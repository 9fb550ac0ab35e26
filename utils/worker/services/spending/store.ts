/**
 * The ledger and the spending settings as this worker holds them: read from `storage.local` once (when first needed,
 * and again after a restart), then changed in memory at once and written a moment later, off every reply's path (ledger.ts
 * says what a stopped worker or a full storage loses). Only the worker writes them, so its copy is the truth.
 */
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import { addEntry, emptyLedger, repairLedger, type Ledger, type LedgerEntry } from './ledger';
import { readSpendingSettings, writeSpendingSettings, type SpendingSettings } from './settings';

export interface SpendingStore {
  ledger(): Promise<Ledger>;
  settings(): Promise<SpendingSettings>;
  /** Counts the entry at once (the next limit check sees it) and writes it in a later task. */
  record(entry: LedgerEntry): void;
  /** An entry already counted was changed (its query added): write again, later. */
  changed(): void;
  /** Writes the settings before it resolves: the next request on every surface is held to them. */
  saveSettings(settings: SpendingSettings): Promise<void>;
  clear(): Promise<void>;
  /** Resolves when the writes asked for so far are done (or failed). */
  flushed(): Promise<void>;
}

/**
 * How long after an entry the ledger is written. The write copies the whole ledger (up to 13 months of days and 300
 * requests) on the worker's one thread: a macrotask later, as before, it ran while the same reply's body was still
 * being read and mapped (12–15 ms later first results with a full ledger, the bench's spending figures, 2026-11-29).
 * A quarter of a second later the reply is on screen, and the entries of a burst (a search's places, suggestions while
 * typing) share one write. What a stopped worker can lose is still only what was not yet written (ledger.ts).
 * @internal
 */
export const WRITE_AFTER_MS = 250;

interface StoreOptions {
  /** Defers a write past the current reply (default: WRITE_AFTER_MS later). */
  later?: (run: () => void) => void;
  warn?: (message: string, error: unknown) => void;
}

export function createSpendingStore({
  later = (run) => setTimeout(run, WRITE_AFTER_MS),
  warn = (message, error) => console.warn(message, error),
}: StoreOptions = {}): SpendingStore {
  const item = defineItem<unknown>(LOCAL.spending, null);
  let ledger: Promise<Ledger> | undefined;
  /** The same ledger once read, so that an entry is counted in the very task it is recorded in. */
  let loaded: Ledger | undefined;
  let settings: Promise<SpendingSettings> | undefined;
  let writes: Promise<void> = Promise.resolve();
  let pending = false;

  const loadLedger = () =>
    (ledger ??= item
      .getValue()
      .then(repairLedger, (error: unknown) => {
        warn('Scout: the spending ledger could not be read; starting an empty one.', error);
        return emptyLedger();
      })
      .then((read) => (loaded ??= read)));
  const loadSettings = () => (settings ??= readSpendingSettings());

  function write(): void {
    if (pending) return;
    pending = true;
    later(() => {
      pending = false;
      writes = writes
        .then(async () => item.setValue(await loadLedger()))
        .catch((error: unknown) =>
          warn('Scout: the spending ledger could not be written; its latest entries are lost.', error),
        );
    });
  }

  return {
    ledger: loadLedger,
    settings: loadSettings,
    record(entry) {
      // Read before any request was admitted (meter.ts): counted in this task, so no check between sees it missing.
      const add = (current: Ledger) => {
        addEntry(current, entry);
        write();
      };
      if (loaded) add(loaded);
      else void loadLedger().then(add);
    },
    changed: write,
    async saveSettings(next) {
      settings = Promise.resolve(next);
      await writeSpendingSettings(next);
    },
    async clear() {
      loaded = emptyLedger();
      ledger = Promise.resolve(loaded);
      await writes;
      await item.removeValue();
    },
    async flushed() {
      await new Promise<void>((resolve) => later(resolve));
      await writes;
    },
  };
}
