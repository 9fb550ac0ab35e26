/**
 * The AI summary of a search: streamed when the stream works, completed (title, entities, follow-ups, citations)
 * from `/summarizer/search`. An expired summarizer key restarts from a new web search at most once per search,
 * and the UI is told that cost one more billed search. Summarizer calls themselves are never billed.
 */
import type { ApiClient } from '@/utils/api/client';
import { isApiError } from '@/utils/api/errors';
import type { LocationHints } from '@/utils/api/params';
import type { SummaryMessage } from '@/utils/api/schemas/summarizer';
import type { SummaryEvent } from '@/utils/messaging/protocol';
import { mapSummary } from '@/utils/view/map-summary';
import type { SummaryView } from '@/utils/view/types';
import type { ApiAccess } from './api-access';
import { noteCapabilities } from './capabilities';
import { saveSearchRecord, type SearchRecord } from './search-records';
import { pollSummary } from './summary-poll';
import { ServiceError } from './service-error';
import { locationHints } from '@/utils/settings/location';

type Emit = (event: SummaryEvent) => void;

/** Stream errors after which the blocking endpoint would fail the same way: no point falling back. */
const FINAL_KINDS = new Set(['expiredSummary', 'summaryFailed', 'aborted', 'invalidKey', 'noKey', 'notInPlan', 'spendCap', 'quotaExhausted', 'noPermission']);

export async function summarize(client: ApiClient, key: string, now: () => number, emit: Emit, signal?: AbortSignal): Promise<SummaryView> {
  const streamed: SummaryMessage[] = [];
  try {
    for await (const message of client.summaryStream(key, { signal })) {
      streamed.push(message);
      emit({ type: 'summary', summary: mapSummary({ summary: streamed, status: 'incomplete' }), final: false });
    }
  } catch (error) {
    if (isApiError(error) && FINAL_KINDS.has(error.kind)) throw error;
  }
  try {
    return mapSummary(await pollSummary(client, key, now, signal));
  } catch (error) {
    // The stream already gave the whole text: a failing follow-up call only costs the extras.
    if (streamed.length > 0 && !(isApiError(error) && error.kind === 'aborted')) {
      return mapSummary({ summary: streamed, status: 'complete' });
    }
    throw error;
  }
}

/**
 * Produces the summary for a recorded search (`null`: the search is gone), restarting once from a new web search if
 * its key expired.
 */
export async function produceSummary(access: ApiAccess, record: SearchRecord | null, emit: Emit, signal?: AbortSignal): Promise<SummaryView> {
  if (!record) throw new ServiceError('searchGone');
  if (!record.summarizerKey) throw new ServiceError('summaryUnavailable');
  const { client, settings } = await access.open();
  try {
    return await summarize(client, record.summarizerKey, access.now, emit, signal);
  } catch (error) {
    if (isApiError(error) && error.kind === 'notInPlan') await noteCapabilities({ summary: false });
    if (!(isApiError(error) && error.kind === 'expiredSummary') || record.restarts >= 1) throw error;
    const fresh = await restartSearch(client, record, locationHints(settings), signal);
    emit({ type: 'restarted', billedSearches: fresh.billed ? 1 : 0 });
    if (!fresh.record.summarizerKey) throw error;
    return summarize(client, fresh.record.summarizerKey, access.now, emit, signal);
  }
}

async function restartSearch(client: ApiClient, record: SearchRecord, location: LocationHints | undefined, signal?: AbortSignal) {
  // ttl 0: the cached answer holds the very key that expired, so this one must come from the network. The location
  // is the user's current one, as for any search (the record keeps only the query parameters).
  const answer = await client.webSearch(record.params, { signal, ttlMs: 0, location });
  const next: SearchRecord = { ...record, restarts: record.restarts + 1 };
  if (answer.data.summarizer?.key) next.summarizerKey = answer.data.summarizer.key;
  else delete next.summarizerKey;
  await saveSearchRecord(next);
  return { record: next, billed: answer.billed };
}
