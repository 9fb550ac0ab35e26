/**
 * What the background remembers about recent searches, in `storage.session` (cleared with the browser session,
 * readable only by trusted contexts). UIs refer to a search by its id; the summarizer key never leaves the
 * background. Place ids do reach UIs (each PlaceView's `id`), as the API's opaque names of places, not secrets.
 */
import { defineItem } from '@/utils/worker/storage/area';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED, SESSION } from '@/utils/worker/storage/items';
import { keepIfRoom } from '@/utils/worker/storage/quota';
import type { WebSearchParams } from '@/utils/worker/api/params';
import type { SearchFilters } from '@/utils/worker/settings/search-request';
import type { SearchView } from '@/utils/worker/view/reply-schemas';

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
  q: string;
  page: number;
  /** The filters it ran with, so the popup shows them again with its answer. */
  filters?: SearchFilters;
  view: SearchView;
  /** After this the answer is no longer cached, so showing it again would misstate what is fresh. */
  expiresAt: number;
}

/** How many searches the background remembers (a summary can be asked for, or restarted, for each). */
export const MAX_RECORDS = 30;
const records = boundedItems<SearchRecord>({ ...BOUNDED.searchRecords, maxItems: MAX_RECORDS });
export const lastSearchItem = defineItem<LastSearch | null>(SESSION.lastSearch, null);

/** A full `storage.session` only means the search is not remembered (no summary for it later), never a failed search. */
export async function saveSearchRecord(record: SearchRecord): Promise<void> {
  await records.set(record.id, record, record.createdAt);
}

/** Likewise: a popup reopened after a full `storage.session` just starts empty. */
export async function rememberLastSearch(last: LastSearch): Promise<void> {
  await keepIfRoom(() => lastSearchItem.setValue(last));
}

export const readSearchRecord = (id: string): Promise<SearchRecord | null> => records.get(id);
