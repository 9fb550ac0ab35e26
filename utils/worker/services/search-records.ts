/**
 * What the background remembers about recent searches, in `storage.session` (cleared with the browser session,
 * readable only by trusted contexts). UIs refer to a search by its id; the summarizer key never leaves the
 * background. Place ids do reach UIs (each PlaceView's `id`), as the API's opaque names of places, not secrets.
 */
import { fromStoredText } from '@/utils/worker/bounded/stored-text';
import { defineItem } from '@/utils/worker/storage/area';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED, SESSION } from '@/utils/worker/storage/items';
import { keepIfRoom } from '@/utils/worker/storage/quota';
import { yieldToEventLoop } from '@/utils/worker/api/timers';
import type { WebSearchParams } from '@/utils/worker/api/endpoints/params';
import type { SearchRequest } from '@/utils/contract/search-request';
import { isRecord } from '@/utils/ui-safe/is-record';
import type { SearchView } from '@/utils/contract/reply-schemas';

export interface SearchRecord {
  id: string;
  /** Exactly what was sent, so an expired summary can start again from a new web search. */
  params: WebSearchParams;
  summarizerKey?: string;
  placeIds: string[];
  createdAt: number;
  /** How many times the summary was restarted with a new (billed) web search. */
  restarts: number;
}

export interface LastSearch {
  /** The search as it ran (its first page): the popup shows its query, spelling mode and filters again. */
  request: SearchRequest;
  view: SearchView;
  /** After this the answer is no longer cached, so showing it again would misstate what is fresh. */
  expiresAt: number;
}

/** How many searches the background remembers (a summary can be asked for, or restarted, for each). */
export const MAX_RECORDS = 30;
const records = boundedItems<SearchRecord>({ ...BOUNDED.searchRecords, maxItems: MAX_RECORDS });
/**
 * The last search is kept as its JSON text (utils/worker/bounded/stored-text.ts): as an object its write took about
 * 5 ms of the worker's thread per search, just as the search's places arrive (CPU profile of 2026-11-27).
 */
const lastSearchItem = defineItem<string | LastSearch | null>(SESSION.lastSearch, null);

/** A full `storage.session` only means the search is not remembered (no summary for it later), never a failed search. */
export async function saveSearchRecord(record: SearchRecord): Promise<void> {
  await records.set(record.id, record, record.createdAt);
}

/** The records a search left behind that are still being written, by id: reading one waits for its write. */
const pending = new Map<string, Promise<void>>();

/**
 * A new search's record, written in a later task, so the search's answer leaves first (search.ts); a read of it
 * made meanwhile (a places port, a summary) waits for the write.
 */
export function keepSearchRecord(record: SearchRecord): void {
  const written: Promise<void> = yieldToEventLoop()
    .then(() => saveSearchRecord(record))
    .catch(() => undefined)
    .then(() => {
      if (pending.get(record.id) === written) pending.delete(record.id);
    });
  pending.set(record.id, written);
}

export async function readSearchRecord(id: string): Promise<SearchRecord | null> {
  await pending.get(id);
  return records.get(id);
}

/** The last search's write in progress, if any: readLastSearch waits for it. */
let lastWrite: Promise<unknown> = Promise.resolve();

/**
 * Likewise: a popup reopened after a full `storage.session` just starts empty. Written in a later task, so a search's
 * answer leaves before its copy is serialized into storage (search.ts); a read made meanwhile waits for it.
 */
export function rememberLastSearch(last: LastSearch): Promise<void> {
  const write = lastWrite
    .then(yieldToEventLoop)
    .then(() => keepIfRoom(() => lastSearchItem.setValue(JSON.stringify(last))))
    .then(() => undefined);
  lastWrite = write.catch(() => undefined);
  return write;
}

/**
 * The last search, or null. One stored in another shape is none: storage.session is cleared when Scout is updated, so
 * only a value written by this version is expected, but one that is not is forgotten rather than misread.
 */
export async function readLastSearch(): Promise<LastSearch | null> {
  await lastWrite;
  const last = fromStoredText(await lastSearchItem.getValue());
  return isRecord(last) && isRecord(last.request) && isRecord(last.view) ? (last as unknown as LastSearch) : null;
}
