/**
 * The state of each summary, in `storage.session`: the MV3 worker may be killed mid-stream, and whoever asks next
 * (the popup reconnecting) must get either the finished summary, a resumed one, or a definite failure.
 */
import { storage } from 'wxt/utils/storage';
import type { PlainError } from '@/utils/messaging/protocol';
import type { SummaryView } from '@/utils/view/types';

export type SummaryJob =
  | { status: 'running'; attempts: number; updatedAt: number }
  | { status: 'complete'; summary: SummaryView; updatedAt: number }
  | { status: 'failed'; error: PlainError; updatedAt: number };

/** A job found still "running" this many times was interrupted again and again: end it. */
export const MAX_ATTEMPTS = 3;

const jobKey = (searchId: string) => `session:summaryJob.${searchId}` as const;

export const readJob = (searchId: string) => storage.getItem<SummaryJob>(jobKey(searchId));
export const writeJob = (searchId: string, job: SummaryJob) => storage.setItem(jobKey(searchId), job);
export const dropJob = (searchId: string) => storage.removeItem(jobKey(searchId));
