/**
 * `/summarizer/search` blocks until the summary is ready, but a non-terminal answer is possible (undocumented):
 * ask again with growing pauses, and stop at a cap on attempts and total time (SECURITY-PLAN C6).
 */
import type { ApiClient } from '@/utils/api/client';
import { sleep } from '@/utils/api/abort';
import { ApiError } from '@/utils/api/errors';
import { globalTimers } from '@/utils/api/timers';
import type { SummarizerResponse } from '@/utils/api/schemas/summarizer';

export const POLL = { maxAttempts: 8, firstDelayMs: 250, maxDelayMs: 2_000, totalMs: 20_000 } as const;

export async function pollSummary(
  client: ApiClient,
  key: string,
  now: () => number,
  signal?: AbortSignal,
): Promise<SummarizerResponse> {
  const deadline = now() + POLL.totalMs;
  for (let attempt = 1; ; attempt++) {
    const { data } = await client.summarizer('search', key, { entityInfo: true, inlineReferences: true }, { signal });
    if (data.status === 'complete') return data;
    if (data.status === 'failed') throw new ApiError('summaryFailed');
    const delay = Math.min(POLL.firstDelayMs * 2 ** (attempt - 1), POLL.maxDelayMs);
    if (attempt >= POLL.maxAttempts || now() + delay > deadline) {
      throw new ApiError('timeout', { message: 'The summary took too long. Try again later.' });
    }
    await sleep(delay, globalTimers, signal);
  }
}
