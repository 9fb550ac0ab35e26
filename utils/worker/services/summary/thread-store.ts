/**
 * Follow-up threads in `storage.session`, by search: they survive a closed popup or panel and a restarted worker, and
 * are bounded like the summary jobs beside them (jobs.ts): so many threads, a day at most, and per thread the newest
 * turns within a size, the oldest dropped first. A full area only means the thread is not remembered.
 */
import type { FollowupTurn } from '@/utils/contract/followup-schema';
import { MAX_FOLLOWUP_TURNS } from '@/utils/ui-safe/followups';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED } from '@/utils/worker/storage/items';
import { MAX_JOB_AGE_MS } from './jobs';

/** Threads kept: the searches a user follows up on in a session are few; each may hold 20 answers. */
const MAX_THREADS = 10;
/**
 * A thread's stored size (its JSON) at most: 20 answers of about 10 KB each, with room; 10 threads stay far under
 * the area's 10 MB.
 * @internal Exported for the tests alone.
 */
export const MAX_THREAD_BYTES = 256 * 1024;

const threads = boundedItems<FollowupTurn[]>({
  ...BOUNDED.followupThreads,
  maxItems: MAX_THREADS,
  maxAgeMs: MAX_JOB_AGE_MS,
});

export const readThread = async (searchId: string): Promise<FollowupTurn[]> => (await threads.get(searchId)) ?? [];

/**
 * Keeps the newest turns that fit the bounds; always the newest one (its summary is bounded by the stream).
 * @internal Exported for its tests.
 */
export function boundThread(turns: readonly FollowupTurn[]): FollowupTurn[] {
  let kept = turns.slice(-MAX_FOLLOWUP_TURNS);
  while (kept.length > 1 && JSON.stringify(kept).length > MAX_THREAD_BYTES) kept = kept.slice(1);
  return kept;
}

export const writeThread = async (searchId: string, turns: readonly FollowupTurn[], at: number): Promise<void> => {
  await threads.set(searchId, boundThread(turns), at);
};

export const dropThread = (searchId: string) => threads.remove(searchId);
