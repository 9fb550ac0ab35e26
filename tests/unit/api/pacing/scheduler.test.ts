// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readErrorBody } from '@/utils/worker/api/wire/body';
import type { ApiError } from '@/utils/worker/api/errors';
import { errorFromResponse } from '@/utils/worker/api/wire/http-errors';
import { parseRetryAfter } from '@/utils/worker/api/pacing/ratelimit';
import { createScheduler, type SchedulerOptions } from '@/utils/worker/api/pacing/scheduler';
import { createMemoryStore } from '../memory-store';
import { bodies, hangingFetch, json, offline, rateHeaders, scriptedFetch, type Responder } from '../helpers';

type Settled = { ok: true; value: unknown } | { ok: false; error: ApiError };

function setup(options: SchedulerOptions = {}, ...responders: Responder[]) {
  const scheduler = createScheduler({ now: () => Date.now(), random: () => 0.5, ...options });
  const { fetch, calls } = scriptedFetch(...responders);
  const startTimes: number[] = [];
  const run = (signal?: AbortSignal, queueKey = 'key-a'): Promise<Settled> =>
    scheduler
      .run({
        queueKey,
        signal,
        send: (attemptSignal) => {
          startTimes.push(Date.now());
          return fetch('https://api.test/res/v1/web/search?q=x', { signal: attemptSignal });
        },
        read: async (response, rateLimit) => {
          if (!response.ok) {
            throw errorFromResponse({
              status: response.status,
              body: await readErrorBody(response),
              family: 'web',
              rateLimit,
              retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
            });
          }
          return response.json() as Promise<unknown>;
        },
      })
      .then(
        (value) => ({ ok: true as const, value }),
        (error: ApiError) => ({ ok: false as const, error }),
      );
  return { scheduler, calls, startTimes, run };
}

const ok: Responder = () => json({ type: 'search' });
const status =
  (code: number, body: unknown = undefined, headers: Record<string, string> = {}): Responder =>
  () =>
    body === undefined ? new Response('', { status: code, headers }) : json(body, code, headers);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pacing', () => {
  it('Free plan default: 5 queued requests never start within 1 s of each other', async () => {
    const { run, startTimes } = setup({}, ok);
    const results = Promise.all([run(), run(), run(), run(), run()]);
    await vi.runAllTimersAsync();
    expect((await results).every((result) => result.ok)).toBe(true);
    expect(startTimes).toHaveLength(5);
    for (let index = 1; index < startTimes.length; index += 1) {
      expect(startTimes[index]! - startTimes[index - 1]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it('speeds up once a higher per-second limit is learned from the headers: the rest start at once', async () => {
    const { run, startTimes } = setup({}, () => json({}, 200, rateHeaders([50, 0], [49, 0], [1, 1000])));
    const results = Promise.all([run(), run(), run()]);
    await vi.runAllTimersAsync();
    expect((await results).every((result) => result.ok)).toBe(true);
    expect(startTimes[2]! - startTimes[0]!).toBeLessThan(100);
  });

  it('a 2 req/s plan: a burst of 2 at once, then never a 3rd start within the (stretched) second', async () => {
    const { run, startTimes } = setup({ defaultPerSecond: 2 }, () =>
      json({}, 200, rateHeaders([2, 0], [1, 0], [1, 1000])),
    );
    const results = Promise.all(Array.from({ length: 7 }, () => run()));
    await vi.runAllTimersAsync();
    expect((await results).every((result) => result.ok)).toBe(true);
    expect(startTimes[1]! - startTimes[0]!).toBe(0);
    for (let index = 2; index < startTimes.length; index += 1) {
      expect(startTimes[index]! - startTimes[index - 2]!).toBeGreaterThanOrEqual(1100);
    }
    // Not slower than the window allows: the 7th starts three windows after the first.
    expect(startTimes[6]! - startTimes[0]!).toBeLessThanOrEqual(3 * 1100 + 50);
  });

  it('never starts more than the learned limit within any window, whenever requests arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 12 }),
        async (limit, arrivals) => {
          const { run, startTimes } = setup({ defaultPerSecond: limit }, () =>
            json({}, 200, rateHeaders([limit, 0], [limit, 0], [1, 1000])),
          );
          const t0 = Date.now();
          const results = arrivals.map(
            (at) => new Promise<Settled>((resolve) => setTimeout(() => void run().then(resolve), at)),
          );
          await vi.runAllTimersAsync();
          expect((await Promise.all(results)).every((result) => result.ok)).toBe(true);
          const sorted = [...startTimes].sort((a, b) => a - b);
          for (let index = limit; index < sorted.length; index += 1) {
            expect(sorted[index]! - sorted[index - limit]!).toBeGreaterThanOrEqual(1000);
          }
          // And no request waits when its window had room: the first `limit` start when they arrive.
          const first = [...arrivals].sort((a, b) => a - b).slice(0, limit);
          expect(sorted.slice(0, limit).map((at) => at - t0)).toEqual(first);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('waits for the per-second reset when the window is used up', async () => {
    const { run, startTimes } = setup({ defaultPerSecond: 100 }, () =>
      json({}, 200, rateHeaders([20, 0], [0, 0], [1, 1000])),
    );
    const results = Promise.all([run(), run()]);
    await vi.runAllTimersAsync();
    expect((await results).every((result) => result.ok)).toBe(true);
    expect(startTimes[1]! - startTimes[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('another user of the key took most of the window: a burst stays within what the server says is left, no 429, no retry', async () => {
    // The API's sliding one-second window of 20 (the emulator's demo-pro plan), 15 of them used by someone else.
    const arrivals = Array.from({ length: 15 }, () => Date.now());
    const server: Responder = () => {
      const at = Date.now();
      const recent = arrivals.filter((time) => time > at - 1000);
      const reset = recent.length === 0 ? 1 : Math.max(1, Math.ceil((recent[0]! + 1000 - at) / 1000));
      if (recent.length >= 20)
        return json({}, 429, { 'retry-after': '1', ...rateHeaders([20, 0], [0, 0], [reset, 1000]) });
      arrivals.push(at);
      return json({}, 200, rateHeaders([20, 0], [20 - recent.length - 1, 0], [reset, 1000]));
    };
    const { run, calls } = setup({ defaultPerSecond: 20 }, server);
    const first = run();
    await vi.runAllTimersAsync();
    expect((await first).ok).toBe(true);
    const burst = Promise.all(Array.from({ length: 8 }, () => run()));
    await vi.runAllTimersAsync();
    expect((await burst).every((result) => result.ok)).toBe(true);
    // One call each: a 429 would have been retried, one call more than the user's request.
    expect(calls).toHaveLength(9);
  });

  it('a per-second reset longer than the window (garbled) holds a burst back no longer than the window', async () => {
    const garbled = () => json({}, 200, rateHeaders([20, 0], [1, 0], [3600, 1000]));
    // The second answer comes 5 s later: until then only the first answer's word on the window counts.
    const slow: Responder = () => new Promise((resolve) => setTimeout(() => resolve(garbled()), 5_000));
    const { run, startTimes } = setup({ defaultPerSecond: 20 }, garbled, slow, garbled);
    const first = run();
    await vi.runAllTimersAsync();
    await first;
    const burst = Promise.all([run(), run()]);
    await vi.runAllTimersAsync();
    expect((await burst).every((result) => result.ok)).toBe(true);
    expect(startTimes[2]! - startTimes[0]!).toBeLessThanOrEqual(1000);
  });

  it('keeps separate queues per key', async () => {
    const { run, startTimes } = setup({}, ok);
    const results = Promise.all([run(undefined, 'a'), run(undefined, 'b')]);
    await vi.runAllTimersAsync();
    await results;
    expect(startTimes[1]! - startTimes[0]!).toBe(0);
  });

  it('exposes the latest rate-limit info per key', async () => {
    const { run, scheduler } = setup({}, () => json({}, 200, rateHeaders([1, 2000], [0, 1500], [1, 86_400])));
    const result = run();
    await vi.runAllTimersAsync();
    await result;
    expect(scheduler.rateLimit('key-a')?.monthly).toMatchObject({ limit: 2000, remaining: 1500 });
    expect(scheduler.rateLimit('other')).toBeUndefined();
  });
});

describe('rate limits and retries', () => {
  it('D3: 429 with Retry-After 2 → one retry, no earlier than 2 s later', async () => {
    const { run, startTimes, calls } = setup({}, status(429, bodies.rateLimited, { 'Retry-After': '2' }), ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    expect(startTimes[1]! - startTimes[0]!).toBeGreaterThanOrEqual(2000);
  });

  it('D3: gives up after the retry limit', async () => {
    const { run, calls } = setup({ maxRetries: 2 }, status(429, bodies.rateLimited, { 'Retry-After': '1' }));
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });
    expect(calls).toHaveLength(3);
  });

  it('D4: 429 with Remaining "0, 500" and Reset "1, 99999" → waits about 1 s, then retries once', async () => {
    const { run, startTimes, calls } = setup(
      {},
      status(429, bodies.rateLimited, rateHeaders([1, 2000], [0, 500], [1, 99_999])),
      ok,
    );
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    const waited = startTimes[1]! - startTimes[0]!;
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(1500);
  });

  it('D5: 429 with monthly remaining 0 → no retry, quotaExhausted, no further calls until the reset', async () => {
    const { run, calls } = setup({}, status(429, bodies.rateLimited, rateHeaders([1, 2000], [0, 0], [1, 3600])), ok);
    const first = run();
    await vi.runAllTimersAsync();
    const settled = await first;
    expect(settled).toMatchObject({
      ok: false,
      error: { kind: 'quotaExhausted', resetsAt: 1_700_000_000_000 + 3_600_000 },
    });
    const second = await run();
    expect(second).toMatchObject({ ok: false, error: { kind: 'quotaExhausted' } });
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);

    vi.setSystemTime(1_700_000_000_000 + 3_600_001);
    const later = run();
    await vi.runAllTimersAsync();
    expect(await later).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('D5: a 200 that spends the last monthly request succeeds, then later calls fail fast', async () => {
    const { run, calls, scheduler } = setup({}, () => json({ n: 1 }, 200, rateHeaders([1, 2000], [0, 0], [1, 7200])));
    const first = run();
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ ok: true });
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'quotaExhausted' } });
    expect(calls).toHaveLength(1);

    scheduler.reset('key-a'); // a user action: try anyway
    const retried = run();
    await vi.runAllTimersAsync();
    expect(await retried).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('D5: QUOTA_LIMITED without a known reset blocks until reset()', async () => {
    const { run, calls } = setup({}, status(429, bodies.quotaLimited));
    const first = run();
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ ok: false, error: { kind: 'quotaExhausted' } });
    vi.setSystemTime(Date.now() + 10 * 86_400_000);
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'quotaExhausted' } });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['3600 seconds', '3600', 3_600_000],
    ['an HTTP date far ahead', new Date(1_700_000_000_000 + 7_200_000).toUTCString(), 7_200_000],
  ])('D6: Retry-After of %s → fails fast with rateLimited, no long timer', async (_, header, expected) => {
    const { run, calls } = setup({}, status(429, bodies.rateLimited, { 'Retry-After': header }), ok);
    const result = run();
    await vi.advanceTimersByTimeAsync(0);
    const settled = await result;
    expect(settled).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });
    expect((settled as { error: ApiError }).error.retryAfterMs).toBeGreaterThanOrEqual(expected - 1000);
    expect(vi.getTimerCount()).toBe(0);
    // Later calls within the window also fail fast, without a request.
    expect(await run()).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });
    expect(calls).toHaveLength(1);
  });

  it('D6: waiters already queued fail fast too when a long block is learned', async () => {
    const { run, calls } = setup({}, status(429, bodies.rateLimited, { 'Retry-After': '3600' }), ok);
    const first = run();
    const queued = run();
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });
    expect(await queued).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('D7: 503, 503, then 200 → success on the third try, delays growing with jitter', async () => {
    const { run, startTimes, calls } = setup(
      { defaultPerSecond: 1000, spacingFactor: 1 },
      status(503),
      status(503),
      ok,
    );
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(3);
    // random 0.5 · min(8000, 500 · 2^retry): 250 ms, then 500 ms.
    expect(startTimes[1]! - startTimes[0]!).toBe(250);
    expect(startTimes[2]! - startTimes[1]!).toBe(500);
  });

  it('D7: with any random value, every delay stays within [0, base · 2^retry]', async () => {
    const randoms = [0.999, 0, 0.73];
    const { run, startTimes } = setup(
      { defaultPerSecond: 1000, spacingFactor: 1, random: () => randoms.shift() ?? 0.5 },
      status(500),
      status(502),
      status(504),
      ok,
    );
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    const gaps = startTimes.slice(1).map((time, index) => time - startTimes[index]!);
    expect(gaps[0]).toBe(499);
    expect(gaps[1]).toBeLessThanOrEqual(1); // zero backoff; at most the 1 ms pacing
    expect(gaps[2]).toBe(Math.floor(0.73 * 2000));
  });

  it('D7: 5xx four times → server error after 1 + 3 attempts', async () => {
    const { run, calls } = setup({}, status(502));
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'server', status: 502 } });
    expect(calls).toHaveLength(4);
  });

  it('retries a 408', async () => {
    const { run, calls } = setup({}, status(408), ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['422 SUBSCRIPTION_TOKEN_INVALID', 422, bodies.tokenInvalid, 'invalidKey'],
    ['422 VALIDATION', 422, bodies.validation, 'validation'],
    ['400 OPTION_NOT_IN_PLAN', 400, bodies.notInPlan, 'notInPlan'],
    ['402 USAGE_LIMIT_EXCEEDED', 402, bodies.spendCap, 'spendCap'],
    ['401', 401, undefined, 'invalidKey'],
    ['403', 403, undefined, 'invalidKey'],
    ['404', 404, bodies.versionNotFound, 'notFound'],
  ])('D1/D2: %s → no retry', async (_, code, body, kind) => {
    const { run, calls } = setup({}, status(code, body), ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, error: { kind } });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a malformed 200', async () => {
    const { run, calls } = setup({}, () => new Response('<html>', { status: 200 }), ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false });
    expect(calls).toHaveLength(1);
  });
});

describe('timeouts, network failures and aborts', () => {
  it('D8: a server that never answers is aborted at 15 s (< 30 s), not retried, no timer left', async () => {
    const { run, calls } = setup({}, hangingFetch());
    const result = run();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('D8: also times out a body that never ends, even if fetch ignores the signal', async () => {
    const neverEnding: Responder = () =>
      new Response(new ReadableStream({ start() {} }), { headers: { 'content-type': 'application/json' } });
    const { run } = setup({ timeoutMs: 5_000 }, neverEnding);
    const result = run();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clamps a configured timeout below 30 s', async () => {
    const { run } = setup({ timeoutMs: 120_000 }, hangingFetch());
    const result = run();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('D9: offline → retries within the budget, then offline', async () => {
    const { run, calls } = setup({}, offline);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(calls).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('D9: offline then back → success', async () => {
    const { run, calls } = setup({}, offline, ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('D10: a running request is aborted by the caller → aborted, fetch signal aborted, no timers', async () => {
    const { run, calls } = setup({}, hangingFetch());
    const controller = new AbortController();
    const result = run(controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('D10: a queued request aborted before its turn never reaches fetch', async () => {
    const { run, calls } = setup({}, ok);
    const controller = new AbortController();
    const first = run();
    const superseded = run(controller.signal);
    const third = run();
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await superseded).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ ok: true });
    expect(await third).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('D10: an abort during the backoff sleep stops the retries', async () => {
    const { run, calls } = setup({}, status(503));
    const controller = new AbortController();
    const result = run(controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already-aborted signal makes no call', async () => {
    const { run, calls } = setup({}, ok);
    expect(await run(AbortSignal.abort())).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(calls).toHaveLength(0);
  });
});

describe('persistence across worker restarts', () => {
  it('D5/E1: a spent quota learned before a restart still blocks calls after it', async () => {
    const store = createMemoryStore();
    const before = setup({ store }, status(429, bodies.rateLimited, rateHeaders([1, 2000], [0, 0], [1, 3600])));
    const first = before.run();
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ ok: false, error: { kind: 'quotaExhausted' } });

    const after = setup({ store }, ok);
    const second = after.run();
    await vi.runAllTimersAsync();
    expect(await second).toMatchObject({
      ok: false,
      error: { kind: 'quotaExhausted', resetsAt: 1_700_000_000_000 + 3_600_000 },
    });
    expect(after.calls).toHaveLength(0);
  });

  it('restores the latest rate-limit figures for the options page, and reset() forgets them', async () => {
    const store = createMemoryStore();
    const before = setup({ store }, () => json({}, 200, rateHeaders([1, 2000], [0, 1234], [1, 86_400])));
    const first = before.run();
    await vi.runAllTimersAsync();
    await first;

    const after = setup({ store }, ok);
    expect(after.scheduler.rateLimit('key-a')).toBeUndefined();
    await after.scheduler.load('key-a');
    expect(after.scheduler.rateLimit('key-a')?.monthly.remaining).toBe(1234);

    after.scheduler.reset('key-a');
    await vi.runAllTimersAsync();
    expect(after.scheduler.rateLimit('key-a')).toBeUndefined();
    expect([...store.items.keys()]).toEqual([]);
  });

  it('a failing store never fails a request', async () => {
    const broken = {
      get: () => Promise.reject(new Error('x')),
      set: () => Promise.reject(new Error('x')),
      remove: () => Promise.reject(new Error('x')),
    };
    const { run } = setup({ store: broken }, ok);
    const result = run();
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ ok: true });
  });
});
