// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRetryable, retryDelay } from '@/utils/worker/api/pacing/backoff';
import { ApiError } from '@/utils/worker/api/errors';
import { API_ERROR_KINDS } from '../helpers';

describe('isRetryable', () => {
  it('retries only per-second limits, offline, 5xx and 408', () => {
    const retryable = API_ERROR_KINDS.filter((kind) =>
      isRetryable(new ApiError(kind, { status: kind === 'server' ? 503 : kind === 'timeout' ? 408 : undefined })),
    );
    expect(retryable.sort()).toEqual(['offline', 'rateLimited', 'server', 'timeout']);
    expect(isRetryable(new ApiError('timeout'))).toBe(false); // our own timeout
    expect(isRetryable(new ApiError('server'))).toBe(false); // no status: not an HTTP 5xx
  });
});

describe('retryDelay', () => {
  const options = (random: number) => ({ baseMs: 500, maxMs: 8_000, random: () => random });
  /** A failure without a server hint: the wait is the jittered backoff alone. */
  const backoff = (retry: number, opts: ReturnType<typeof options>) =>
    retryDelay(new ApiError('server', { status: 503 }), retry, opts);

  it('grows exponentially and is capped', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((retry) => backoff(retry, options(1)))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('is full jitter: anywhere from 0 to the ceiling', () => {
    expect(backoff(3, options(0))).toBe(0);
    expect(backoff(3, options(0.25))).toBe(1000);
    expect(backoff(3, options(7))).toBe(4000); // a bad random source cannot exceed the ceiling
  });

  it('never waits less than the server asked for', () => {
    expect(retryDelay(new ApiError('rateLimited', { retryAfterMs: 2000 }), 0, options(1))).toBe(2000);
    expect(retryDelay(new ApiError('server', { status: 503 }), 2, options(1))).toBe(2000);
  });
});
