/**
 * One attempt of a request: its own AbortController, a timeout well under Chrome's 30 s fetch limit, the
 * caller's signal linked in, and every listener and timer removed afterwards. Failures come out as ApiErrors.
 */
import { raceAbort } from '../abort';
import { ApiError, fromUnknown } from '../errors';
import { parseRateLimitHeaders, type RateLimitInfo } from './ratelimit';
import type { Timers } from '../timers';

const MAX_TIMEOUT_MS = 29_000;

export interface AttemptSpec<T> {
  send: (signal: AbortSignal) => Promise<Response>;
  read: (response: Response, rateLimit: RateLimitInfo | null) => Promise<T>;
  signal?: AbortSignal;
  timeoutMs: number;
  timers: Timers;
  now: () => number;
  /** Called with the rate-limit headers of every response, before its body is read. */
  onHeaders: (info: RateLimitInfo | null) => void;
}

export function clampTimeout(ms: number): number {
  return Math.min(Math.max(Math.floor(ms), 1), MAX_TIMEOUT_MS);
}

export async function runAttempt<T>(spec: AttemptSpec<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = spec.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, clampTimeout(spec.timeoutMs));
  const onCallerAbort = () => controller.abort();
  spec.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let reading = false;
  try {
    const response = await raceAbort(spec.send(controller.signal), controller.signal);
    reading = true;
    const info = parseRateLimitHeaders(response.headers, spec.now());
    spec.onHeaders(info);
    return await raceAbort(spec.read(response, info), controller.signal);
  } catch (error) {
    if (spec.signal?.aborted) throw new ApiError('aborted');
    if (timedOut) throw new ApiError('timeout');
    // A TypeError from fetch means no connection; one while reading an answer means the answer was unusable.
    if (reading && !(error instanceof ApiError)) throw new ApiError('malformed');
    throw fromUnknown(error);
  } finally {
    spec.timers.clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onCallerAbort);
  }
}
