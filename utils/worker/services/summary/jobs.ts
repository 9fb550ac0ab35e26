/**
 * The state of each summary, in `storage.session`: the MV3 worker may be killed mid-stream, and whoever asks next
 * (the popup reconnecting) must get either the finished summary, a resumed one, or a definite failure.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { BOUNDED } from '@/utils/worker/storage/items';
import { MAX_RECORDS } from '../search-records';
import type { SummaryView } from '@/utils/contract/view-schemas';

export type SummaryJob =
  | { status: 'running'; attempts: number; updatedAt: number; answer?: AnswerProgress }
  | { status: 'complete'; summary: SummaryView; updatedAt: number }
  | { status: 'failed'; error: PlainError; updatedAt: number; answer?: AnswerProgress };

/**
 * An AI answer from the Answers key is billed when asked for, so its job remembers which request of the user it
 * belongs to (`askId`: a new one only when the user asks again) and what had arrived, to show after an interruption
 * instead of paying for it a second time.
 */
interface AnswerProgress {
  askId: string;
  partial?: SummaryView;
}

/** A job found still "running" this many times was interrupted again and again: end it. */
export const MAX_ATTEMPTS = 3;

/**
 * Finished and failed jobs stay so a UI asking again is answered without a new (possibly billed) request, but only
 * for the searches that can still be shown: as many as the background remembers, and no longer than the longest
 * cache time (a day). Without a bound they filled `storage.session`, and then every search failed.
 */
export const MAX_JOB_AGE_MS = 24 * 60 * 60 * 1000;

const jobs = boundedItems<SummaryJob>({
  ...BOUNDED.summaryJobs,
  maxItems: MAX_RECORDS,
  maxAgeMs: MAX_JOB_AGE_MS,
});

export const readJob = (searchId: string) => jobs.get(searchId);
/** A full `storage.session` only means the job is not remembered: the summary itself still reaches the UI. */
export const writeJob = async (searchId: string, job: SummaryJob): Promise<void> => {
  await jobs.set(searchId, job, job.updatedAt);
};
export const dropJob = (searchId: string) => jobs.remove(searchId);
