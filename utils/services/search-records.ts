/**
 * What the background remembers about recent searches, in `storage.session` (cleared with the browser session,
 * readable only by trusted contexts). UIs refer to a search by its id; the summarizer key and place ids never
 * leave the background.
 */
import { storage } from 'wxt/utils/storage';
import type { WebSearchParams } from '@/utils/api/params';
import type { SearchFilters, SearchView } from '@/utils/messaging/views';

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

const MAX_RECORDS = 30;
const recordKey = (id: string) => `session:search.${id}` as const;
const recordIndex = storage.defineItem<string[]>('session:searchIndex', { fallback: [] });
export const lastSearchItem = storage.defineItem<LastSearch | null>('session:lastSearch', { fallback: null });

export async function saveSearchRecord(record: SearchRecord): Promise<void> {
  const index = (await recordIndex.getValue()).filter((id) => id !== record.id);
  index.push(record.id);
  const dropped = index.splice(0, Math.max(0, index.length - MAX_RECORDS));
  await storage.setItem(recordKey(record.id), record);
  await recordIndex.setValue(index);
  if (dropped.length) await storage.removeItems(dropped.map(recordKey));
}

export async function readSearchRecord(id: string): Promise<SearchRecord | null> {
  return storage.getItem<SearchRecord>(recordKey(id));
}

export async function clearSearchRecords(): Promise<void> {
  const index = await recordIndex.getValue();
  await storage.removeItems([...index.map(recordKey), recordIndex.key, lastSearchItem.key]);
}
