/**
 * The state of each summary, in `storage.session`: the MV3 worker may be killed mid-stream, and whoever asks next
 * (the popup reconnecting) must get either the finished summary, a resumed one, or a definite failure.
 */
import { storage } from 'wxt/utils/storage';
import type { PlainError } from '@/utils/messaging/protocol';
import type { SummaryView } from '@/utils/view/types';

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

const jobKey = (searchId: string) => `session:summaryJob.${searchId}` as const;

export const readJob = (searchId: string) => storage.getItem<SummaryJob>(jobKey(searchId));
export const writeJob = (searchId: string, job: SummaryJob) => storage.setItem(jobKey(searchId), job);
export const dropJob = (searchId: string) => storage.removeItem(jobKey(searchId));
