// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, ERROR_ID, search, emulatorForFile, testClock, START_MS } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock, { retryAfter: false });

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-policy', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
const TWO_ENTRIES = /^\d+, \d+$/;
const POLICY = /^\d+;w=1, \d+;w=\d+$/;

describe('X-RateLimit-* headers', () => {
  it('are on every response for a known key: success, errors, local and summarizer', async () => {
    const key = (await search(emulator, 'demo-ai', 'black hole', { summary: 1 })).json().summarizer.key;
    const responses = [
      await search(emulator, 'demo-ai', 'x', { count: 0 }),
      await call(emulator, apiPath('local/pois', { ids: 'unknown' }), { key: 'demo-ai' }),
      await call(emulator, apiPath('local/descriptions'), { key: 'demo-ai' }),
      await call(emulator, apiPath('summarizer/search', { key }), { key: 'demo-ai' }),
      await call(emulator, apiPath('summarizer/search', { key: 'expired' }), { key: 'demo-ai' }),
      await call(emulator, apiPath('summarizer/summary_streaming', { key }), { key: 'demo-ai' }),
      await call(emulator, apiPath('local/pois', { ids: 'x' }), { key: 'demo-free' }),
      await call(emulator, '/res/v1/nope', { key: 'demo-pro' }),
    ];
    expect(responses.map((res) => res.status)).toEqual([422, 200, 422, 200, 404, 200, 400, 404]);
    for (const res of responses) {
      for (const name of RATE_HEADERS) expect(res.headers[name], name).toBeDefined();
      expect(res.headers['x-ratelimit-limit']).toMatch(TWO_ENTRIES);
      expect(res.headers['x-ratelimit-remaining']).toMatch(TWO_ENTRIES);
      expect(res.headers['x-ratelimit-reset']).toMatch(TWO_ENTRIES);
      expect(res.headers['x-ratelimit-policy']).toMatch(POLICY);
    }
  });

  it('show each plan, per-second window first', async () => {
    const free = await search(emulator, 'demo-free', 'chess');
    expect(free.headers['x-ratelimit-limit']).toBe('1, 2000');
    expect(free.headers['x-ratelimit-policy']).toBe('1;w=1, 2000;w=2592000');
    expect(free.headers['x-ratelimit-remaining']).toBe('0, 1999');
    const ai = await search(emulator, 'demo-ai', 'chess');
    expect(ai.headers['x-ratelimit-limit']).toBe('20, 0');
    expect(ai.headers['x-ratelimit-policy']).toBe('20;w=1, 0;w=2592000');
    // Uncapped (0): the monthly remaining is reported as 0, as the live service does; it is not exhausted.
    expect(ai.headers['x-ratelimit-remaining']).toBe('19, 0');
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      expect((await search(emulator, 'demo-ai', 'chess')).status).toBe(200);
    }
  });

  it('reset counts seconds to each window end', async () => {
    const res = await search(emulator, 'demo-pro', 'chess');
    const [second, month] = String(res.headers['x-ratelimit-reset']).split(', ').map(Number);
    expect(second).toBe(1);
    const windowMs = 2_592_000_000;
    expect(month).toBe(Math.ceil((Math.ceil(START_MS / windowMs) * windowMs - START_MS) / 1000));
  });
});

describe('per-second window', () => {
  it('demo-free allows 1 request per second, then 429 RATE_LIMITED with the rate_limiter meta', async () => {
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(200);
    clock.advance(500);
    const refused = await search(emulator, 'demo-free', 'chess');
    expect(refused.status).toBe(429);
    expect(refused.json().error).toEqual({
      id: expect.stringMatching(ERROR_ID),
      status: 429,
      code: 'RATE_LIMITED',
      detail: 'Request rate limit exceeded for plan.',
      meta: {
        plan: 'Free',
        rate_limit: 1,
        rate_current: 1,
        quota_limit: 2000,
        quota_current: 1,
        component: 'rate_limiter',
      },
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0, 1999');
    expect(refused.headers['retry-after']).toBeUndefined();
    clock.advance(500);
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(200);
  });

  it('counts every arriving request (errors and local/summarizer too), but not refused ones', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res =
        i % 2 === 0
          ? await search(emulator, 'demo-pro', 'x', { count: 0 })
          : await call(emulator, apiPath('local/pois', { ids: 'a' }), { key: 'demo-pro' });
      expect(res.status).not.toBe(429);
    }
    expect((await search(emulator, 'demo-pro', 'x')).status).toBe(429);
    expect((await search(emulator, 'demo-pro', 'x')).status).toBe(429);
    clock.advance(1000);
    expect((await search(emulator, 'demo-pro', 'x')).status).toBe(200);
  });

  it('sends Retry-After (integer seconds >= 1) only when the setting is on', async () => {
    emulator.updateSettings({ retryAfter: true });
    await search(emulator, 'demo-free', 'chess');
    const refused = await search(emulator, 'demo-free', 'chess');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('windows are per key', async () => {
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(200);
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(429);
  });
});

describe('billing', () => {
  it('bills only successful web searches: 3 searches + summarizer + local + a failed search = 3', async () => {
    const first = (await search(emulator, 'demo-ai', 'coffee in lisbon', { summary: 1 })).json();
    await search(emulator, 'demo-ai', 'sourdough starter');
    await search(emulator, 'demo-ai', 'marathon training');
    const key = encodeURIComponent(first.summarizer.key);
    await call(emulator, `/res/v1/summarizer/search?key=${key}`, { key: 'demo-ai' });
    await call(emulator, `/res/v1/summarizer/title?key=${key}`, { key: 'demo-ai' });
    await call(emulator, `/res/v1/summarizer/summary_streaming?key=${key}`, { key: 'demo-ai' });
    await call(emulator, apiPath('local/pois', { ids: first.locations.results[0].id }), { key: 'demo-ai' });
    await search(emulator, 'demo-ai', 'x', { offset: 10 });
    const stats = emulator.stats();
    const ai = stats.keys['demo-ai'];
    expect(ai?.billed).toBe(3);
    expect(ai?.endpoints['web/search']).toMatchObject({ requests: 4, successes: 3, errors: { 422: 1 }, billed: 3 });
    expect(ai?.endpoints['summarizer/search']).toMatchObject({ requests: 1, successes: 1, billed: 0 });
    expect(ai?.endpoints['local/pois']).toMatchObject({ requests: 1, successes: 1, billed: 0 });
    expect(stats.totals.billed).toBe(3);
  });

  it('monthly remaining falls only with billed searches', async () => {
    await search(emulator, 'demo-pro', 'chess');
    await call(emulator, apiPath('local/pois', { ids: 'a' }), { key: 'demo-pro' });
    await search(emulator, 'demo-pro', 'x', { count: 0 });
    const res = await search(emulator, 'demo-pro', 'chess');
    expect(res.headers['x-ratelimit-remaining']).toBe('16, 19999998');
  });
});
