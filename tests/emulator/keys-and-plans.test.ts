// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, ERROR_ID, search, emulatorForFile, testClock, START_MS } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

const LOCAL_QUERY = 'coffee in lisbon';

describe('keys', () => {
  it('a missing X-Subscription-Token is 422 VALIDATION on the header, without rate headers', async () => {
    const res = await call(emulator, apiPath('web/search', { q: 'x' }));
    expect(res.status).toBe(422);
    const error = res.json().error;
    expect(error).toMatchObject({ code: 'VALIDATION', detail: 'Unable to validate request parameter(s)' });
    expect(error.meta.errors).toEqual([
      { type: 'missing', loc: ['header', 'x-subscription-token'], msg: 'Field required', input: null },
    ]);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('an unknown key is 422 SUBSCRIPTION_TOKEN_INVALID, checked before the parameters', async () => {
    const res = await call(emulator, apiPath('web/search', { count: 999 }), { key: 'not-a-key' });
    expect(res.status).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ type: 'ErrorResponse', time: Math.floor(START_MS / 1000) });
    expect(body.error).toEqual({
      id: expect.stringMatching(ERROR_ID),
      status: 422,
      code: 'SUBSCRIPTION_TOKEN_INVALID',
      detail: 'The provided subscription token is invalid.',
      meta: { component: 'authentication' },
    });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('a key named like an Object.prototype member is just unknown', async () => {
    for (const key of ['constructor', '__proto__', 'toString']) {
      expect((await search(emulator, key, 'x')).json().error.code).toBe('SUBSCRIPTION_TOKEN_INVALID');
    }
  });

  it('pools unknown keys in stats instead of echoing them', async () => {
    await search(emulator, 'secret-looking-key-123', 'x');
    const stats = emulator.stats();
    expect(JSON.stringify(stats)).not.toContain('secret-looking-key-123');
    expect(stats.keys['(invalid key)']?.requests).toBe(1);
  });
});

describe('plans', () => {
  it('demo-free: web only; no locations, no summarizer key; local and summarizer are 400 OPTION_NOT_IN_PLAN', async () => {
    const body = (await search(emulator, 'demo-free', LOCAL_QUERY, { summary: 1 })).json();
    expect(body.web.results.length).toBeGreaterThan(0);
    expect(body.locations).toBeUndefined();
    expect(body.summarizer).toBeUndefined();
    clock.advance(1000);
    const pois = await call(emulator, apiPath('local/pois', { ids: 'locX' }), { key: 'demo-free' });
    expect(pois.status).toBe(400);
    expect(pois.json().error).toMatchObject({
      status: 400,
      code: 'OPTION_NOT_IN_PLAN',
      detail: 'The option is not subscribed in the plan.',
    });
    clock.advance(1000);
    const summary = await call(emulator, apiPath('summarizer/search', { key: 'k' }), { key: 'demo-free' });
    expect(summary.status).toBe(400);
    expect(summary.json().error.code).toBe('OPTION_NOT_IN_PLAN');
  });

  it('demo-pro: web and locations; no summarizer key; summarizer endpoints are 400', async () => {
    const body = (await search(emulator, 'demo-pro', LOCAL_QUERY, { summary: 1 })).json();
    expect(body.locations.results.length).toBeGreaterThan(0);
    expect(body.summarizer).toBeUndefined();
    for (const endpoint of ['summarizer/search', 'summarizer/summary_streaming', 'summarizer/title']) {
      const res = await call(emulator, apiPath(endpoint, { key: 'k' }), { key: 'demo-pro' });
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('OPTION_NOT_IN_PLAN');
    }
  });

  it('demo-ai: web, locations and a summarizer key', async () => {
    const body = (await search(emulator, 'demo-ai', LOCAL_QUERY, { summary: 1 })).json();
    expect(body.locations.results.length).toBeGreaterThan(0);
    expect(body.summarizer).toEqual({ type: 'summarizer', key: expect.any(String) });
    const res = await call(emulator, apiPath('summarizer/search', { key: body.summarizer.key }), { key: 'demo-ai' });
    expect(res.json().status).toBe('complete');
  });

  it('demo-capped: every endpoint is 402 USAGE_LIMIT_EXCEEDED with the spend meta', async () => {
    for (const endpoint of ['web/search', 'local/pois', 'summarizer/search']) {
      const res = await call(emulator, apiPath(endpoint, { q: 'x', ids: 'a', key: 'k' }), { key: 'demo-capped' });
      expect(res.status).toBe(402);
      expect(res.json().error).toMatchObject({
        status: 402,
        code: 'USAGE_LIMIT_EXCEEDED',
        detail: 'Usage limit exceeded.',
        meta: { plan: 'Search', current_spend: 25, usage_limit: 25, usage_limit_type: 'monthly', component: 'api' },
      });
      expect(res.headers['x-ratelimit-limit']).toBe('50, 0');
    }
    expect(emulator.stats().keys['demo-capped']?.billed).toBe(0);
  });

  it('demo-quota: three searches left this month, then 429 QUOTA_LIMITED until the next window', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await search(emulator, 'demo-quota', 'chess');
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(`${20 - i - 1}, ${2 - i}`);
    }
    const refused = await search(emulator, 'demo-quota', 'chess');
    expect(refused.status).toBe(429);
    expect(refused.json().error).toEqual({
      id: expect.stringMatching(ERROR_ID),
      status: 429,
      code: 'QUOTA_LIMITED',
      detail: 'Request quota limit exceeded for plan.',
      meta: {
        plan: 'Base',
        rate_limit: 20,
        rate_current: 4,
        quota_limit: 2000,
        quota_current: 2000,
        component: 'rate_limiter',
      },
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('16, 0');
    const [, monthReset] = String(refused.headers['x-ratelimit-reset']).split(', ').map(Number);
    clock.advance((monthReset ?? 0) * 1000);
    expect((await search(emulator, 'demo-quota', 'chess')).status).toBe(200);
  });

  it('an unsupported Api-Version is 404 with the live detail; a supported one is fine', async () => {
    const bad = await search(emulator, 'demo-pro', 'x', {}, { 'Api-Version': '1999-01-01' });
    expect(bad.status).toBe(404);
    expect(bad.json().error.detail).toBe('The requested product api version is not found.');
    expect((await search(emulator, 'demo-pro', 'x', {}, { 'Api-Version': '2023-01-01' })).status).toBe(200);
  });

  it('demo-search (2026 Search plan): web and locations at 50/s, uncapped; no summarizer, no Answers', async () => {
    const res = await search(emulator, 'demo-search', LOCAL_QUERY, { summary: 1, extra_snippets: 1 });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.locations.results.length).toBeGreaterThan(0);
    expect(body.summarizer).toBeUndefined();
    expect(body.web.results[0].extra_snippets).toBeDefined();
    expect(res.headers['x-ratelimit-limit']).toBe('50, 0');
    expect(res.headers['x-ratelimit-policy']).toBe('50;w=1, 0;w=2678400');
    expect(res.headers['x-ratelimit-remaining']).toBe('49, 0');
    const pois = await call(emulator, apiPath('local/pois', { ids: body.locations.results[0].id }), {
      key: 'demo-search',
    });
    expect(pois.json().results).toHaveLength(1);
    const summary = await call(emulator, apiPath('summarizer/search', { key: 'k' }), { key: 'demo-search' });
    expect(summary.status).toBe(400);
    expect(summary.json().error.code).toBe('OPTION_NOT_IN_PLAN');
    const answers = await call(emulator, '/res/v1/chat/completions', {
      key: 'demo-search',
      method: 'POST',
      body: JSON.stringify({ messages: [{ role: 'user', content: 'chess' }] }),
    });
    expect(answers.status).toBe(400);
    expect(answers.json().error).toMatchObject({ code: 'OPTION_NOT_IN_PLAN', meta: { component: 'authentication' } });
    expect(emulator.stats().keys['demo-search']).toMatchObject({ billed: 1, answers: 0 });
  });

  it('demo-answers (2026 Answers plan) on web search: plain web results at 2/s, billed as a search (A22)', async () => {
    const res = await search(emulator, 'demo-answers', LOCAL_QUERY, { summary: 1, extra_snippets: 1 });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.web.results.length).toBeGreaterThan(0);
    expect(body.locations).toBeUndefined();
    expect(body.summarizer).toBeUndefined();
    expect(body.web.results[0].extra_snippets).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBe('2, 0');
    expect(res.headers['x-ratelimit-policy']).toBe('2;w=1, 0;w=2592000');
    expect((await search(emulator, 'demo-answers', 'chess')).status).toBe(200);
    const third = await search(emulator, 'demo-answers', 'chess');
    expect(third.status).toBe(429);
    expect(third.json().error).toMatchObject({ code: 'RATE_LIMITED', meta: { plan: 'Answers', rate_limit: 2 } });
    clock.advance(1000);
    for (const endpoint of ['local/pois', 'summarizer/search']) {
      clock.advance(1000);
      const refused = await call(emulator, apiPath(endpoint, { ids: 'a', key: 'k' }), { key: 'demo-answers' });
      expect(refused.status).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'OPTION_NOT_IN_PLAN', meta: { component: 'api' } });
    }
    expect(emulator.stats().keys['demo-answers']).toMatchObject({ billed: 2, answers: 0 });
  });

  it('the legacy keys do not include Answers; demo-capped is 402 there as everywhere', async () => {
    for (const key of ['demo-free', 'demo-pro', 'demo-ai', 'demo-quota', 'demo-capped']) {
      const res = await call(emulator, '/res/v1/chat/completions', {
        key,
        method: 'POST',
        body: JSON.stringify({ messages: [{ role: 'user', content: 'chess' }] }),
      });
      expect(res.status, key).toBe(key === 'demo-capped' ? 402 : 400);
    }
  });

  it('a settings plan gets Answers with answers:true (default false)', async () => {
    emulator.updateSettings({
      plans: {
        'with-answers': {
          name: 'Custom',
          ratePerSecond: 5,
          monthlyQuota: 0,
          local: false,
          summarizer: false,
          answers: true,
        },
        'without-answers': { name: 'Plain', ratePerSecond: 5, monthlyQuota: 0, local: false, summarizer: false },
      },
    });
    const body = JSON.stringify({ messages: [{ role: 'user', content: 'chess' }], stream: false });
    const yes = await call(emulator, '/res/v1/chat/completions', { key: 'with-answers', method: 'POST', body });
    expect(yes.status).toBe(200);
    expect(yes.json().object).toBe('chat.completion');
    const no = await call(emulator, '/res/v1/chat/completions', { key: 'without-answers', method: 'POST', body });
    expect(no.status).toBe(400);
    expect(emulator.settings.plans['without-answers']?.answers).toBe(false);
  });

  it('plans can be added through settings', async () => {
    emulator.updateSettings({
      plans: { 'test-key': { name: 'Test', ratePerSecond: 2, monthlyQuota: 5, local: false, summarizer: false } },
    });
    const res = await search(emulator, 'test-key', 'x');
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-policy']).toBe('2;w=1, 5;w=2592000');
  });
});
