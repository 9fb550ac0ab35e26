/**
 * An AI answer from the Answers plan (`/chat/completions`), for a search whose plan has no summarizer. It is billed
 * per answer, so this never asks twice for the same question on its own: a repeat within the cache time comes from
 * the answer cache; an answer cut off (the worker stopped, the popup closed) is shown as far as it got, with the
 * error, and only a new request from the user (`ask`, a fresh id per click) pays for another.
 */
import type { Asker } from '@/utils/worker/api/endpoints/meter';
import { isApiError } from '@/utils/worker/api/errors';
import { toPlainError } from '@/utils/ui-safe/view/plain-error';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import type { SummaryEvent, SummaryView } from '@/utils/contract/view-schemas';
import type { ApiAccess } from '../api-access';
import { cacheAnswer, questionOf, readCachedAnswer } from '../answer-cache';
import { cacheTtlMs } from '../search';
import type { SearchRecord } from '../search-records';
import { ServiceError } from '../service-error';
import { dropJob, writeJob, type SummaryJob } from './jobs';

type Emit = (event: SummaryEvent) => void;

/** The request of the user who let an answer start by itself (the "Ask before each AI answer" setting off). */
const AUTO = 'auto';
/** Persisting every streamed chunk would flood storage; this often is enough to show after an interruption. */
const SAVE_EVERY_MS = 500;

export async function runAnswerJob(
  access: ApiAccess,
  record: SearchRecord,
  job: SummaryJob | null,
  ask: string | undefined,
  emit: Emit,
  signal?: AbortSignal,
  asker?: Asker,
  /** Asked before an answer starts by itself for a page, which may start only so many (background/ports.ts). */
  admitAnswer?: () => void,
): Promise<void> {
  const searchId = record.id;
  const previous = job && job.status !== 'complete' ? job.answer : undefined;
  if (job && job.status !== 'complete' && (ask === undefined || ask === previous?.askId)) {
    // Asked before and cut off, or failed: the same request must not pay again.
    if (previous?.partial) emit({ type: 'summary', summary: previous.partial, final: false });
    const error = job.status === 'failed' ? job.error : new ServiceError('interrupted').toPlain();
    if (job.status === 'running')
      await writeJob(searchId, { status: 'failed', error, updatedAt: access.now(), answer: previous });
    return emit({ type: 'error', error });
  }
  const question = questionOf(record.params);
  const { client, settings } = await access.open();
  const cached = await readCachedAnswer(question, settings.apiBaseUrl, access.now());
  if (cached) {
    await writeJob(searchId, { status: 'complete', summary: cached, updatedAt: access.now() });
    return emit({ type: 'summary', summary: cached, final: true });
  }
  if (ask === undefined && settings.askBeforeAnswer) throw new ServiceError('summaryUnavailable');
  // Nothing is written before this: a page told to slow down may start the answer once it is admitted.
  admitAnswer?.();

  const progress = { askId: ask ?? AUTO } as { askId: string; partial?: SummaryView };
  await writeJob(searchId, { status: 'running', attempts: 1, updatedAt: access.now(), answer: progress });
  let savedAt = access.now();
  try {
    let summary: SummaryView | undefined;
    let complete = false;
    for await (const update of client.answerStream(question, { signal, asker })) {
      complete = update.status === 'complete';
      const next: SummaryView = {
        ...mapAnswer(update.messages, 'incomplete'),
        source: 'answers',
        ...(update.cost?.totalUsd !== undefined && { costUsd: update.cost.totalUsd }),
      };
      summary = next;
      progress.partial = next;
      if (access.now() - savedAt >= SAVE_EVERY_MS) {
        savedAt = access.now();
        await writeJob(searchId, { status: 'running', attempts: 1, updatedAt: savedAt, answer: progress });
      }
      emit({ type: 'summary', summary: next, final: false });
    }
    if (summary === undefined) throw new ServiceError('summaryUnavailable');
    // The service stopped without finishing: keep what came, as cut off; asking again is the user's call (billed).
    if (!complete) throw new ServiceError('interrupted');
    const final: SummaryView = { ...summary, status: 'complete' };
    await writeJob(searchId, { status: 'complete', summary: final, updatedAt: access.now() });
    const ttl = cacheTtlMs(settings);
    if (ttl > 0) await cacheAnswer(question, settings.apiBaseUrl, final, access.now() + ttl);
    emit({ type: 'summary', summary: final, final: true });
  } catch (error) {
    // The UI went away: the answer (already paid for as far as it got) is kept as cut off, not started again.
    const plain =
      isApiError(error) && error.kind === 'aborted' ? new ServiceError('interrupted').toPlain() : toPlainError(error);
    if (plain.kind === 'rateLimited') await dropJob(searchId);
    else await writeJob(searchId, { status: 'failed', error: plain, updatedAt: access.now(), answer: progress });
    emit({ type: 'error', error: plain });
  }
}
