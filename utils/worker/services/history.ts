/**
 * The search history, off by default. Only when the user turns it on (options) does Scout keep the last 100 queries
 * it searched — text and time, never results — in `storage.local` on this device (never `sync`, never `session`).
 * Turning it off deletes it. Only Scout's own pages may read it (protocol.ts, audience `extension`); on Chrome the
 * content script cannot read `storage.local` at all (utils/worker/background/storage-access.ts). What a page hands Scout
 * (`page.search`) is never recorded.
 */
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { defineItem } from '@/utils/worker/storage/area';
import { LOCAL } from '@/utils/worker/storage/items';
import type { HistoryEntry, HistoryView } from '@/utils/contract/reply-schemas';

/** @internal Exported for the tests alone (tests/unit/services/history.test.ts). */
export const MAX_HISTORY = 100;

/** `{ on: true, entries }` while the history is on; absent (removed) while it is off. */
const historyItem = defineItem<unknown>(LOCAL.history, null);

const isEntry = (value: unknown): value is HistoryEntry => {
  const entry = value as Partial<HistoryEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.q === 'string' &&
    entry.q !== '' &&
    entry.q.length <= MAX_QUERY_CHARS &&
    typeof entry.at === 'number' &&
    Number.isFinite(entry.at)
  );
};

/** What is stored, read defensively: anything damaged counts as off, a damaged entry is skipped. */
async function readStored(): Promise<HistoryView> {
  const stored = (await historyItem.getValue()) as { on?: unknown; entries?: unknown } | null;
  if (stored === null || typeof stored !== 'object' || stored.on !== true) return { on: false, entries: [] };
  const entries = Array.isArray(stored.entries) ? stored.entries.filter(isEntry).slice(0, MAX_HISTORY) : [];
  return { on: true, entries: entries.map(({ q, at }) => ({ q, at })) };
}

// One change at a time: two searches that finish together must not overwrite each other's entry. An edit that
// returns the view it was given changes nothing and writes nothing (every search while the history is off).
let changes: Promise<unknown> = Promise.resolve();
function change(edit: (view: HistoryView) => HistoryView | null): Promise<HistoryView> {
  const next = changes.then(async () => {
    const view = await readStored();
    const edited = edit(view);
    if (edited === view) return view;
    if (edited === null || !edited.on) {
      await historyItem.removeValue();
      return { on: false, entries: [] };
    }
    await historyItem.setValue(edited);
    return edited;
  });
  changes = next.catch(() => undefined);
  return next;
}

/** The history once the changes asked for so far are written (a search does not wait for its entry). */
export async function readHistory(): Promise<HistoryView> {
  await changes;
  return readStored();
}

/** Turning it off deletes every entry; turning it on starts an empty history (or keeps the one there is). */
export const setHistoryOn = (on: boolean): Promise<HistoryView> =>
  change((view) => (on ? { on: true, entries: view.entries } : null));

/** A search the user ran: first in the list, an older entry of the same text dropped. Nothing while it is off. */
export const recordQuery = (q: string, at: number): Promise<HistoryView> =>
  change((view) =>
    view.on ? { on: true, entries: [{ q, at }, ...view.entries.filter((e) => e.q !== q)].slice(0, MAX_HISTORY) } : view,
  );

export const deleteEntry = (entry: HistoryEntry): Promise<HistoryView> =>
  change((view) => ({ ...view, entries: view.entries.filter((e) => e.q !== entry.q || e.at !== entry.at) }));

export const clearHistory = (): Promise<HistoryView> => change((view) => ({ ...view, entries: [] }));

/** Earlier searches that start with (or else contain) the typed text, most recent first; none while it is off. */
export async function historyMatches(text: string, limit: number): Promise<string[]> {
  const typed = text.trim().toLowerCase();
  if (typed === '') return [];
  const { entries } = await readHistory();
  const candidates = entries.map((e) => e.q).filter((q) => q.toLowerCase() !== typed);
  const starts = candidates.filter((q) => q.toLowerCase().startsWith(typed));
  const contains = candidates.filter((q) => !q.toLowerCase().startsWith(typed) && q.toLowerCase().includes(typed));
  return [...starts, ...contains].slice(0, limit);
}
