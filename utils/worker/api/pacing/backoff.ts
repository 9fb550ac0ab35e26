/** Which failures are worth another attempt, and how long to wait before it. */
import type { ApiError } from '../errors';

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random: () => number;
}

/**
 * Only transient failures of an idempotent GET: a per-second 429, a 408, a 5xx, or no connection. A timeout of
 * our own is not retried: a server that hung once will likely hang again, and the user is already waiting.
 */
export function isRetryable(error: ApiError): boolean {
  switch (error.kind) {
    case 'rateLimited':
    case 'offline':
      return true;
    case 'server':
      return error.status !== undefined && error.status >= 500;
    case 'timeout':
      return error.status === 408;
    default:
      return false;
  }
}

/** Full jitter: uniform in [0, min(maxMs, baseMs · 2^retry)]. `retry` counts from 0. */
function jitteredBackoff(retry: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** retry);
  const unit = Math.min(Math.max(options.random(), 0), 1);
  return Math.floor(unit * ceiling);
}

/** The wait before the next attempt: the server's hint (Retry-After, window reset) is a floor. */
export function retryDelay(error: ApiError, retry: number, options: BackoffOptions): number {
  return Math.max(jitteredBackoff(retry, options), error.retryAfterMs ?? 0);
}
