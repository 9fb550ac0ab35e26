/**
 * The AI summary of a search: streamed when the stream works, completed (title, entities, follow-ups, citations)
 * from `/summarizer/search`. An expired summarizer key restarts from a new web search at most once per search,
 * and the UI is told that cost one more billed search. Summarizer calls themselves are never billed. The whole flow,
 * stream, polls, retries and restart, has one deadline: its signal ends whatever call is under way (docs/security-plan.md C6).
 */
import { startDeadline, type Deadline } from '@/utils/worker/api/abort';
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import { isApiError } from '@/utils/worker/api/errors';
import type { ApiErrorKind } from '@/utils/ui-safe/error-kinds';
import type { LocationHints } from '@/utils/ui-safe/settings/location';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import type { SummaryEvent, SummaryView } from '@/utils/contract/view-schemas';
import type { ApiAccess } from '../api-access';
import { noteCapabilities } from '../capabilities';
import { saveSearchRecord, type SearchRecord } from '../search-records';
import { globalTimers } from '@/utils/worker/api/timers';
import { pollSummary, summaryTimeout } from './poll';
import { ServiceError } from '../service-error';
import { locationHints } from '@/utils/ui-safe/settings/location';

type Emit = (event: SummaryEvent) => void;

/** Stream errors after which the blocking endpoint would fail the same way: no point falling back. */
const FINAL_KINDS: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>([
  'expiredSummary',
  'summaryFailed',
  'aborted',
  'invalidKey',
  'noKey',
  'notInPlan',
  'spendCap',
  'quotaExhausted',
  'noPermission',
]);

/**
 * From the start of a summary to its end, stream and completion and a restart included.
 * @internal Exported for the tests alone (tests/unit/services/summary-hostile.test.ts).
 */
export const SUMMARY_DEADLINE_MS = 25_000;

/**
 * A streamed update maps the whole summary so far, so it is made only when what arrived grew by a quarter since the
 * last one, or that one is this old: a flood of tiny messages then costs a few maps (linear in the text in all), and a
 * real stream still updates several times a second.
 */
const REMAP = { growth: 1.25, everyMs: 100 } as const;

async function summarize(
  client: ApiClient,
  key: string,
  now: () => number,
  emit: Emit,
  deadline: Deadline,
): Promise<SummaryView> {
  const streamed: SummaryMessage[] = [];
  let size = 0;
  let mappedSize = 0;
  let mappedAt = -Infinity;
  const update = () => {
    mappedSize = size;
    mappedAt = now();
    emit({ type: 'summary', summary: mapSummary({ summary: streamed, status: 'incomplete' }), final: false });
  };
  try {
    for await (const message of client.summaryStream(key, { signal: deadline.signal })) {
      streamed.push(message);
      size += 1 + (typeof message.data === 'string' ? message.data.length : 0);
      if (size >= mappedSize * REMAP.growth || now() - mappedAt >= REMAP.everyMs) update();
    }
  } catch (error) {
    if (isApiError(error) && FINAL_KINDS.has(error.kind)) throw error;
  }
  if (size > mappedSize) update(); // what the last throttled messages added shows before the completion call
  try {
    return mapSummary(await pollSummary(client, key, now, deadline));
  } catch (error) {
    // The stream already gave the whole text: a failing follow-up call (or the deadline) only costs the extras.
    if (streamed.length > 0 && !(isApiError(error) && error.kind === 'aborted' && !deadline.expired())) {
      return mapSummary({ summary: streamed, status: 'complete' });
    }
    throw error;
  }
}

/**
 * Produces the summary for a recorded search (`null`: the search is gone), restarting once from a new web search if
 * its key expired.
 */
export async function produceSummary(
  access: ApiAccess,
  record: SearchRecord | null,
  emit: Emit,
  signal?: AbortSignal,
): Promise<SummaryView> {
  if (!record) throw new ServiceError('searchGone');
  if (!record.summarizerKey) throw new ServiceError('summaryUnavailable');
  const deadline = startDeadline(SUMMARY_DEADLINE_MS, access.now, globalTimers, signal);
  try {
    return await produce(access, record, record.summarizerKey, emit, deadline);
  } catch (error) {
    if (deadline.expired() && !signal?.aborted) throw summaryTimeout();
    throw error;
  } finally {
    deadline.dispose();
  }
}

async function produce(
  access: ApiAccess,
  record: SearchRecord,
  key: string,
  emit: Emit,
  deadline: Deadline,
): Promise<SummaryView> {
  const { client, settings } = await access.open();
  try {
    return await summarize(client, key, access.now, emit, deadline);
  } catch (error) {
    if (isApiError(error) && error.kind === 'notInPlan') await noteCapabilities({ summary: false });
    if (!(isApiError(error) && error.kind === 'expiredSummary') || record.restarts >= 1) throw error;
    const fresh = await restartSearch(client, record, locationHints(settings), deadline.signal);
    emit({ type: 'restarted', billedSearches: fresh.billed ? 1 : 0 });
    if (!fresh.record.summarizerKey) throw error;
    return summarize(client, fresh.record.summarizerKey, access.now, emit, deadline);
  }
}

async function restartSearch(
  client: ApiClient,
  record: SearchRecord,
  location: LocationHints | undefined,
  signal?: AbortSignal,
) {
  // The restart is counted before it is paid for: a UI closed while the search is under way aborts it, and the
  // next one to ask must find it spent rather than pay again (docs/security-plan.md E7). A full storage.session
  // drops the record instead (bounded-items.ts), which ends its summaries just as surely.
  const next: SearchRecord = { ...record, restarts: record.restarts + 1 };
  await saveSearchRecord(next);
  // ttl 0: the cached answer holds the very key that expired, so this one must come from the network. The location
  // is the user's current one, as for any search (the record keeps only the query parameters).
  const answer = await client.webSearch(record.params, { signal, ttlMs: 0, location });
  if (answer.data.summarizer?.key) next.summarizerKey = answer.data.summarizer.key;
  else delete next.summarizerKey;
  await saveSearchRecord(next);
  return { record: next, billed: answer.billed };
}
