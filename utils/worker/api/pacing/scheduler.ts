/**
 * The scheduler owns time for API calls: per API key it keeps requests within the learned per-second window
 * (pacer.ts), runs each attempt with a timeout (attempt.ts), retries transient failures with jittered backoff,
 * and fails fast when a wait would be too long or the monthly quota is spent. What it learned can be kept in an
 * injected store, so a restarted worker still knows the quota is spent.
 */
import { sleep, throwIfAborted } from '../abort';
import { clampTimeout, runAttempt } from './attempt';
import { isRetryable, retryDelay } from './backoff';
import { fromUnknown, type ApiError } from '../errors';
import { createPacer, type PacerSnapshot } from './pacer';
import type { RateLimitInfo } from './ratelimit';
import type { KeyValueStore } from '../../bounded/store';
import { globalTimers, type Timers } from '../timers';

export interface SchedulerOptions {
  now?: () => number;
  random?: () => number;
  timers?: Timers;
  /** Per attempt, including reading the body. Clamped below Chrome's 30 s fetch limit. Default 15 s. */
  timeoutMs?: number;
  /** Further attempts after the first. Default 3. */
  maxRetries?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** A required wait longer than this fails fast with `rateLimited` instead of sleeping. Default 20 s. */
  maxWaitMs?: number;
  /** Requests per second before any header was seen: the Free plan's 1. */
  defaultPerSecond?: number;
  /** The per-second window is stretched by this factor, for clock skew and network jitter; 0 turns pacing off. Default 1.1. */
  spacingFactor?: number;
  /** Where learned limits are kept across restarts (`browser.storage.session`). Keys are hashes, not API keys. */
  store?: KeyValueStore;
}

interface ScheduledRequest<T> {
  /** Identifies the API key (a hash, never the key): limits are per key. */
  queueKey: string;
  send: (signal: AbortSignal) => Promise<Response>;
  /** Turns the response into a value, or throws an ApiError (mapped from status and body). */
  read: (response: Response, rateLimit: RateLimitInfo | null) => Promise<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Which failures may be tried again. Default: the rule for an idempotent GET (backoff.ts). A billed POST narrows
   * it to failures that cannot have been billed.
   */
  retryable?: (error: ApiError) => boolean;
  /** This queue's requests per second before any header was seen, if its plan differs from the scheduler's default. */
  defaultPerSecond?: number;
}

export interface Scheduler {
  run<T>(request: ScheduledRequest<T>): Promise<T>;
  /** The latest limits learned for a key, for the options page (after `load` if a store is used). */
  rateLimit(queueKey: string): RateLimitInfo | undefined;
  /** Reads what an earlier worker learned for this key; resolves once done (at once without a store). */
  load(queueKey: string): Promise<void>;
  /** Forgets what was learned (after the user changes the key, or asks to try again despite a spent quota). */
  reset(queueKey?: string): void;
}

const STORE_PREFIX = 'scout.rateLimit.';

export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? globalTimers;
  const store = options.store;
  const backoff = {
    baseMs: options.baseBackoffMs ?? 500,
    maxMs: options.maxBackoffMs ?? 8_000,
    random: options.random ?? Math.random,
  };
  const maxRetries = options.maxRetries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 20_000;
  const defaultTimeoutMs = clampTimeout(options.timeoutMs ?? 15_000);
  const pacer = createPacer({
    now,
    timers,
    maxWaitMs,
    defaultPerSecond: options.defaultPerSecond ?? 1,
    spacingFactor: options.spacingFactor ?? 1.1,
  });
  const loads = new Map<string, Promise<void>>();

  function load(queueKey: string): Promise<void> {
    if (!store) return Promise.resolve();
    let pending = loads.get(queueKey);
    if (!pending) {
      pending = store
        .get([STORE_PREFIX + queueKey])
        .then((items) => {
          const saved = items[STORE_PREFIX + queueKey];
          if (saved !== null && typeof saved === 'object') pacer.restore(queueKey, saved as PacerSnapshot);
        })
        .catch(() => undefined);
      loads.set(queueKey, pending);
    }
    return pending;
  }

  function persist(queueKey: string): void {
    store?.set({ [STORE_PREFIX + queueKey]: pacer.snapshot(queueKey) }).catch(() => undefined);
  }

  async function run<T>(request: ScheduledRequest<T>): Promise<T> {
    const key = request.queueKey;
    const retryable = request.retryable ?? isRetryable;
    pacer.setDefaultRate(key, request.defaultPerSecond);
    await load(key);
    for (let retry = 0; ; retry += 1) {
      throwIfAborted(request.signal);
      const blocked = pacer.blockingError(key);
      if (blocked) throw blocked;
      const turn = await pacer.takeTurn(key, request.signal);
      try {
        return await runAttempt({
          send: request.send,
          read: request.read,
          signal: request.signal,
          timeoutMs: request.timeoutMs ?? defaultTimeoutMs,
          timers,
          now,
          onHeaders: (info) => {
            pacer.learnHeaders(key, info, turn);
            if (info) persist(key);
          },
        });
      } catch (caught) {
        const error = fromUnknown(caught);
        pacer.learnError(key, error);
        if (error.kind === 'rateLimited' || error.kind === 'quotaExhausted') persist(key);
        if (!retryable(error) || retry >= maxRetries) throw error;
        const delay = retryDelay(error, retry, backoff);
        if (delay > maxWaitMs) throw error;
        await sleep(delay, timers, request.signal);
      }
    }
  }

  return {
    run,
    load,
    rateLimit: (queueKey) => pacer.info(queueKey),
    reset(queueKey) {
      pacer.reset(queueKey);
      if (!store) return;
      if (queueKey !== undefined) store.remove([STORE_PREFIX + queueKey]).catch(() => undefined);
      else
        store
          .get(null)
          .then((items) => store.remove(Object.keys(items).filter((name) => name.startsWith(STORE_PREFIX))))
          .catch(() => undefined);
    },
  };
}
