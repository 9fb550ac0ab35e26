/**
 * Runs a summary job for a UI: serves a finished one from `storage.session`, resumes one a worker restart cut
 * off, or gives up on one interrupted too often, so every UI gets a definite end (docs/security-plan.md E1). Runs for
 * one search take turns (job-lock.ts), so two ports at once never start two billed answers (A12).
 */
import type { SummaryEvent } from '@/utils/contract/view-schemas';
import { isApiError } from '@/utils/worker/api/errors';
import { toPlainError } from '@/utils/ui-safe/view/plain-error';
import type { ApiAccess } from '../api-access';
import { runAnswerJob } from './answer-runner';
import { readAnswersKey } from '../key';
import { readSearchRecord } from '../search-records';
import { produceSummary } from './service';
import { dropJob, MAX_ATTEMPTS, readJob, writeJob, type SummaryJob } from './jobs';
import { isRunning, withJobLock } from './job-lock';
import { ServiceError } from '../service-error';
import type { Asker } from '@/utils/worker/api/endpoints/meter';

export async function runSummaryJob(
  access: ApiAccess,
  { searchId, ask }: { searchId: string; ask?: string },
  emit: (event: SummaryEvent) => void,
  signal?: AbortSignal,
  /** Who opened the stream (its browser-stamped sender), for the spending ledger. */
  asker?: Asker,
  admitAnswer?: () => void,
): Promise<void> {
  // A request that came while another ran for this search asked for that answer, not for a second one (billed).
  const joined = isRunning(searchId);
  await withJobLock(searchId, async () => {
    if (signal?.aborted) return; // its UI went away while it waited
    const job = await readJob(searchId);
    await run(access, searchId, job, joined && job ? undefined : ask, emit, signal, asker, admitAnswer);
  });
}

async function run(
  access: ApiAccess,
  searchId: string,
  job: SummaryJob | null,
  ask: string | undefined,
  emit: (event: SummaryEvent) => void,
  signal?: AbortSignal,
  asker?: Asker,
  admitAnswer?: () => void,
): Promise<void> {
  if (job?.status === 'complete') return emit({ type: 'summary', summary: job.summary, final: true });
  // No summarizer for this search: the Answers plan answers instead, when its key is set (ai-source.ts).
  const record = await readSearchRecord(searchId);
  if (record && !record.summarizerKey && (await readAnswersKey())) {
    try {
      return await runAnswerJob(access, record, job, ask, emit, signal, asker, admitAnswer);
    } catch (error) {
      return emit({ type: 'error', error: toPlainError(error) });
    }
  }
  if (job?.status === 'failed') return emit({ type: 'error', error: job.error });
  const attempts = (job?.attempts ?? 0) + 1;
  if (attempts > MAX_ATTEMPTS) return fail(searchId, new ServiceError('interrupted'), emit, access.now);
  await writeJob(searchId, { status: 'running', attempts, updatedAt: access.now() });
  try {
    const summary = await produceSummary(access, record, emit, signal);
    await writeJob(searchId, { status: 'complete', summary, updatedAt: access.now() });
    emit({ type: 'summary', summary, final: true });
  } catch (error) {
    // The UI went away: nothing is wrong with the summary, so the next one to ask starts afresh.
    if (isApiError(error) && error.kind === 'aborted') return dropJob(searchId);
    await fail(searchId, error, emit, access.now);
  }
}

async function fail(searchId: string, error: unknown, emit: (event: SummaryEvent) => void, now: () => number) {
  const plain = toPlainError(error);
  // Rate limits pass: remembering them as final would keep the summary failed after the wait is over.
  if (plain.kind === 'rateLimited') await dropJob(searchId);
  else await writeJob(searchId, { status: 'failed', error: plain, updatedAt: now() });
  emit({ type: 'error', error: plain });
}
