/**
 * `/summarizer/search` blocks until the summary is ready, but a non-terminal answer is possible (undocumented):
 * ask again with growing pauses, and stop at a cap on attempts and at the summary's deadline (docs/security-plan.md C6). The
 * deadline's signal also ends a call under way, with its retries.
 */
import type { ApiClient } from '@/utils/worker/api/endpoints/client';
import { sleep, type Deadline } from '@/utils/worker/api/abort';
import { ApiError } from '@/utils/worker/api/errors';
import { globalTimers } from '@/utils/worker/api/timers';
import type { SummarizerResponse } from '@/utils/worker/api/schemas/summarizer';

/** @internal Exported for the tests alone (tests/unit/services/summary/service.test.ts). */
export const POLL = { maxAttempts: 8, firstDelayMs: 250, maxDelayMs: 2_000 } as const;

export const summaryTimeout = () => new ApiError('timeout', { message: 'The summary took too long. Try again later.' });

export async function pollSummary(
  client: ApiClient,
  key: string,
  now: () => number,
  deadline: Deadline,
): Promise<SummarizerResponse> {
  for (let attempt = 1; ; attempt++) {
    const { data } = await client.summarizer(
      'search',
      key,
      { entityInfo: true, inlineReferences: true },
      { signal: deadline.signal },
    );
    if (data.status === 'complete') return data;
    if (data.status === 'failed') throw new ApiError('summaryFailed');
    const delay = Math.min(POLL.firstDelayMs * 2 ** (attempt - 1), POLL.maxDelayMs);
    if (attempt >= POLL.maxAttempts || now() + delay >= deadline.endsAt) throw summaryTimeout();
    await sleep(delay, globalTimers, deadline.signal);
  }
}
