/**
 * Per-key pacing state: when the next request may start. Learns limits from response headers and errors, hands
 * out turns in order, and refuses at once (instead of sleeping) when a wait would be too long or the monthly
 * quota is spent. The API counts requests in a sliding per-second window, so a burst up to the limit may start at
 * once (a search's places right after its results), and the next one only when the oldest start in the last
 * window has left it: never more than the limit in any window. The key may have other users (another device, a
 * script): a burst also never exceeds what the server last said is left of its window (X-RateLimit-Remaining),
 * less the requests started after the one that said it, which it may not have counted yet.
 */
import { ApiError } from '../errors';
import { isMonthlyExhausted, monthlyResetsAt, type RateLimitInfo } from './ratelimit';
import type { TimerHandle, Timers } from '../timers';

export interface PacerOptions {
  now: () => number;
  timers: Timers;
  maxWaitMs: number;
  defaultPerSecond: number;
  spacingFactor: number;
}

/** What is worth keeping across a worker restart. */
export interface PacerSnapshot {
  info?: RateLimitInfo;
  blockedUntil?: number;
  quotaBlocked?: boolean;
  quotaResetsAt?: number;
}

interface Waiter {
  grant(turn: number): void;
  fail(error: ApiError): void;
}

interface Lane {
  waiters: Waiter[];
  /** Start times of this key's latest requests, oldest first; at most one window's limit of them is kept. */
  starts: number[];
  /** No request before this time (Retry-After, exhausted per-second window). */
  blockedUntil: number;
  /** Set when the monthly quota is spent: until then every request fails fast. */
  quotaBlockedUntil: number | null;
  quotaResetsAt: number | undefined;
  info: RateLimitInfo | undefined;
  timer: TimerHandle | undefined;
  /** This queue's own rate before any header is seen (a plan other than Free); else the pacer's default. */
  defaultPerSecond: number | undefined;
  /** Turns handed out so far: the number of the latest start, so a response can be set against the starts after it. */
  turns: number;
  /** The server's latest word on its window: `left` more starts after turn `afterTurn`, until `until`. */
  allowance: { left: number; afterTurn: number; until: number } | undefined;
}

export function createPacer(options: PacerOptions) {
  const { now, timers } = options;
  const lanes = new Map<string, Lane>();

  function lane(key: string): Lane {
    let found = lanes.get(key);
    if (!found) {
      found = {
        waiters: [],
        starts: [],
        blockedUntil: -Infinity,
        quotaBlockedUntil: null,
        quotaResetsAt: undefined,
        info: undefined,
        timer: undefined,
        defaultPerSecond: undefined,
        turns: 0,
        allowance: undefined,
      };
      lanes.set(key, found);
    }
    return found;
  }

  /**
   * How many requests may start within how long: the learned limit per window, the window stretched by the spacing
   * factor so that network jitter cannot put one more into the server's window. Until a response has said how much
   * of the window is left (others may be using the key), one request at a time at the plan's default rate.
   */
  function windowOf(state: Lane): { count: number; spanMs: number } {
    const learned = state.info?.perSecond;
    if (!learned?.limit) {
      const perSecond = state.defaultPerSecond ?? options.defaultPerSecond;
      return { count: 1, spanMs: Math.ceil((1_000 / perSecond) * options.spacingFactor) };
    }
    // A limit below one per window becomes one per proportionally longer window.
    const count = Math.max(1, Math.floor(learned.limit));
    return { count, spanMs: Math.ceil(((learned.windowMs * count) / learned.limit) * options.spacingFactor) };
  }

  /**
   * When the next request may start under the window: at once while it holds fewer than `count` starts, and while
   * the server's last stated allowance is not used up by the starts after the request it answered.
   */
  function nextStartAt(state: Lane): number {
    const { count, spanMs } = windowOf(state);
    if (state.starts.length > count) state.starts.splice(0, state.starts.length - count);
    const oldest = state.starts.length < count ? undefined : state.starts[0];
    const own = oldest === undefined ? -Infinity : oldest + spanMs;
    const allowance = state.allowance;
    if (!allowance || allowance.until <= now() || state.turns - allowance.afterTurn < allowance.left) return own;
    return Math.max(own, allowance.until);
  }

  /** Sets a queue's rate for before any header is seen; kept across `reset()`, since it belongs to the plan. */
  function setDefaultRate(key: string, perSecond: number | undefined): void {
    if (perSecond === undefined || !(perSecond > 0) || !Number.isFinite(perSecond)) return;
    lane(key).defaultPerSecond = perSecond;
  }

  /** The error a request gets right away, if the key is blocked for too long. */
  function blockingError(key: string): ApiError | undefined {
    const state = lane(key);
    const time = now();
    if (state.quotaBlockedUntil !== null) {
      if (time < state.quotaBlockedUntil) return new ApiError('quotaExhausted', { resetsAt: state.quotaResetsAt });
      state.quotaBlockedUntil = null;
    }
    const wait = state.blockedUntil - time;
    return wait > options.maxWaitMs ? new ApiError('rateLimited', { retryAfterMs: wait }) : undefined;
  }

  /** Hands out turns in order, each no sooner than pacing allows; re-run whenever anything changes. */
  function pump(key: string): void {
    const state = lane(key);
    if (state.timer !== undefined) {
      timers.clearTimeout(state.timer);
      state.timer = undefined;
    }
    const blocked = blockingError(key);
    if (blocked) {
      for (const waiter of state.waiters.splice(0)) waiter.fail(blocked);
      return;
    }
    while (state.waiters.length > 0) {
      const wait = Math.max(nextStartAt(state), state.blockedUntil) - now();
      if (wait > 0) {
        state.timer = timers.setTimeout(() => {
          state.timer = undefined;
          pump(key);
        }, wait);
        return;
      }
      state.starts.push(now());
      state.turns += 1;
      state.waiters.shift()?.grant(state.turns);
    }
  }

  /** Resolves with the turn's number, to be given back with the response's headers (`learnHeaders`). */
  function takeTurn(key: string, signal: AbortSignal | undefined): Promise<number> {
    const state = lane(key);
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => {
        const index = state.waiters.indexOf(waiter);
        if (index !== -1) state.waiters.splice(index, 1);
        reject(new ApiError('aborted'));
        pump(key);
      };
      const settle = (then: () => void) => {
        signal?.removeEventListener('abort', onAbort);
        then();
      };
      const waiter: Waiter = {
        grant: (turn) => settle(() => resolve(turn)),
        fail: (error) => settle(() => reject(error)),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.waiters.push(waiter);
      pump(key);
    });
  }

  /** Without a known reset time, the block lasts until `reset()` (a user action) or a worker restart. */
  function blockForQuota(state: Lane, resetsAt: number | undefined): void {
    state.quotaResetsAt = resetsAt;
    state.quotaBlockedUntil = resetsAt ?? Infinity;
  }

  /** `turn`: the number `takeTurn` gave the request these headers answer. */
  function learnHeaders(key: string, info: RateLimitInfo | null, turn: number): void {
    if (!info) return;
    const state = lane(key);
    state.info = info;
    const { remaining, resetMs } = info.perSecond;
    if (remaining !== null && remaining <= 0 && resetMs !== null) {
      state.blockedUntil = Math.max(state.blockedUntil, info.observedAt + resetMs);
    }
    // A later request's answer has seen more of the window than an earlier one's that arrives after it. The window
    // frees up within its length, whatever a garbled reset says.
    if (remaining !== null && resetMs !== null && turn >= (state.allowance?.afterTurn ?? 0)) {
      const until = info.observedAt + Math.min(resetMs, info.perSecond.windowMs);
      state.allowance = { left: remaining, afterTurn: turn, until };
    }
    if (isMonthlyExhausted(info)) blockForQuota(state, monthlyResetsAt(info));
    pump(key);
  }

  function learnError(key: string, error: ApiError): void {
    const state = lane(key);
    if (error.kind === 'rateLimited' && error.retryAfterMs !== undefined) {
      state.blockedUntil = Math.max(state.blockedUntil, now() + error.retryAfterMs);
    }
    if (error.kind === 'quotaExhausted') blockForQuota(state, error.resetsAt);
    pump(key);
  }

  function snapshot(key: string): PacerSnapshot {
    const state = lane(key);
    const result: PacerSnapshot = {};
    if (state.info) result.info = state.info;
    if (Number.isFinite(state.blockedUntil)) result.blockedUntil = state.blockedUntil;
    if (state.quotaBlockedUntil !== null) result.quotaBlocked = true;
    if (state.quotaResetsAt !== undefined) result.quotaResetsAt = state.quotaResetsAt;
    return result;
  }

  /** Applies a stored snapshot under what is already known (a fresher in-memory state wins). */
  function restore(key: string, saved: PacerSnapshot): void {
    const state = lane(key);
    if (saved.info && (!state.info || state.info.observedAt < saved.info.observedAt)) state.info = saved.info;
    if (typeof saved.blockedUntil === 'number') state.blockedUntil = Math.max(state.blockedUntil, saved.blockedUntil);
    if (saved.quotaBlocked && state.quotaBlockedUntil === null) {
      blockForQuota(state, typeof saved.quotaResetsAt === 'number' ? saved.quotaResetsAt : undefined);
    }
  }

  function reset(key?: string): void {
    for (const name of key === undefined ? [...lanes.keys()] : [key]) {
      const state = lanes.get(name);
      if (!state) continue;
      state.blockedUntil = -Infinity;
      state.quotaBlockedUntil = null;
      state.quotaResetsAt = undefined;
      state.info = undefined;
      state.allowance = undefined;
      pump(name);
    }
  }

  return {
    takeTurn,
    setDefaultRate,
    blockingError,
    learnHeaders,
    learnError,
    snapshot,
    restore,
    reset,
    info: (key: string) => lanes.get(key)?.info,
  };
}
