// @vitest-environment node
/** Per-request control headers, the `error` fault and the request log (/__emulator/requests). */
import { describe, expect, it } from 'vitest';
import { apiPath, call, emulatorForFile, search, testClock } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);
const KEY = 'demo-search';

function withHeaders(headers: Record<string, string>, q = 'python') {
  return search(emulator, KEY, q, {}, headers);
}

describe('control headers', () => {
  it('X-Emulator-Fault shapes one request and leaves the queue alone', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'status', status: 502 });
    const forced = await withHeaders({ 'X-Emulator-Fault': 'status:503' });
    expect(forced.status).toBe(503);
    expect(forced.json().error.code).toBe('INTERNAL_ERROR');
    expect((await withHeaders({})).status).toBe(502);
    expect((await withHeaders({})).status).toBe(200);
    expect(emulator.stats().keys[KEY]?.endpoints['web/search']).toMatchObject({ faults: 2, billed: 1 });
  });

  it('X-Emulator-Status answers with the API own error for that status', async () => {
    const notInPlan = (await withHeaders({ 'X-Emulator-Status': '400' })).json().error;
    expect(notInPlan).toMatchObject({ status: 400, code: 'OPTION_NOT_IN_PLAN', meta: { component: 'api' } });
    const capped = (await withHeaders({ 'X-Emulator-Status': '402' })).json().error;
    expect(capped).toMatchObject({
      code: 'USAGE_LIMIT_EXCEEDED',
      meta: { plan: 'Search', usage_limit_type: 'monthly' },
    });
    const invalid = await withHeaders({ 'X-Emulator-Status': '422' });
    expect(invalid.json().error).toMatchObject({ code: 'SUBSCRIPTION_TOKEN_INVALID' });
    expect(invalid.headers['x-ratelimit-limit']).toBeUndefined();
    const limited = await withHeaders({ 'X-Emulator-Status': '429' });
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', meta: { component: 'rate_limiter' } });
    expect(String(limited.headers['x-ratelimit-remaining'])).toMatch(/^0, /);
    expect((await withHeaders({ 'X-Emulator-Status': '500' })).json().error).toMatchObject({ status: 500 });
    expect(emulator.stats().keys[KEY]?.billed).toBe(0);
  });

  it('the error fault is also a queued and a CLI fault', async () => {
    await call(emulator, '/__emulator/faults', {
      method: 'POST',
      body: JSON.stringify({ path: 'news/search', fault: 'error', status: 402 }),
    });
    const res = await call(emulator, apiPath('news/search', { q: 'python' }), { key: KEY });
    expect(res.json().error.code).toBe('USAGE_LIMIT_EXCEEDED');
  });

  it('X-Emulator-Latency delays the answer: a client that gives up first gets none', async () => {
    const slow = call(emulator, apiPath('web/search', { q: 'python' }), {
      key: KEY,
      headers: { 'X-Emulator-Latency': '60000' },
      signal: AbortSignal.timeout(300),
    });
    await expect(slow).rejects.toThrow();
    expect((await withHeaders({ 'X-Emulator-Latency': '0' })).status).toBe(200);
  });

  it('a malformed control header is a 400 that names it', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ 'X-Emulator-Fault': 'explode' }, /^X-Emulator-Fault: fault must be one of/],
      [{ 'X-Emulator-Status': '200' }, /^X-Emulator-Status: error needs status/],
      [{ 'X-Emulator-Latency': '-5' }, /^X-Emulator-Latency/],
      [{ 'X-Emulator-Fault': 'hang', 'X-Emulator-Status': '429' }, /not both/],
    ];
    for (const [headers, message] of cases) {
      const res = await withHeaders(headers);
      expect(res.status).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });
});

describe('the request log', () => {
  it('lists requests with their endpoint, parameters, headers, outcome and a masked key, never the key', async () => {
    await search(emulator, KEY, 'coffee', { count: 3 }, { 'X-Loc-City': 'Berlin' });
    await call(emulator, '/res/v1/news/search', { key: KEY, method: 'POST', body: JSON.stringify({ q: 'mars' }) });
    await search(emulator, 'secret-key-0123456789', 'python');
    await withHeaders({ 'X-Emulator-Fault': 'status:503' });
    const log = (await call(emulator, '/__emulator/requests')).json();
    expect(log).toMatchObject({ capacity: 200, total: 4 });
    const [first, post, unknown, faulted] = log.requests;
    expect(first).toMatchObject({
      seq: 1,
      time: new Date(clock.now()).toISOString(),
      method: 'GET',
      endpoint: 'web/search',
      query: { q: ['coffee'], count: ['3'] },
      key: 'demo…ch',
      plan: 'Search',
      status: 200,
      billed: true,
      durationMs: expect.any(Number),
    });
    expect(first.headers).toMatchObject({ 'x-loc-city': 'Berlin' });
    expect(first.headers['x-subscription-token']).toBeUndefined();
    expect(post).toMatchObject({ method: 'POST', endpoint: 'news/search', body: '{"q":"mars"}', billed: true });
    expect(unknown).toMatchObject({ key: '(invalid key)', status: 422, billed: false });
    expect(unknown.plan).toBeUndefined();
    expect(faulted).toMatchObject({ status: 503, fault: 'status', billed: false });
    const text = JSON.stringify(log);
    expect(text).not.toContain('demo-search');
    expect(text).not.toContain('secret-key');
    expect(emulator.requests()).toEqual(log.requests);
  });

  it('is bounded by requestLogSize, takes ?limit=, and is cleared by DELETE and by reset', async () => {
    emulator.updateSettings({ requestLogSize: 3 });
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5']) await search(emulator, KEY, q);
    const log = (await call(emulator, '/__emulator/requests')).json();
    expect(log.total).toBe(5);
    expect(log.requests.map((entry: { seq: number }) => entry.seq)).toEqual([3, 4, 5]);
    expect((await call(emulator, '/__emulator/requests?limit=1')).json().requests[0].query.q).toEqual(['a5']);
    expect((await call(emulator, '/__emulator/requests', { method: 'DELETE' })).json()).toMatchObject({
      total: 0,
      requests: [],
    });
    await search(emulator, KEY, 'b');
    emulator.reset();
    expect(emulator.requests()).toEqual([]);
    emulator.updateSettings({ requestLogSize: 200 });
  });

  it('shows a hanging request while it hangs, with status 0', async () => {
    const controller = new AbortController();
    const hanging = call(emulator, apiPath('web/search', { q: 'python' }), {
      key: KEY,
      headers: { 'X-Emulator-Fault': 'hang' },
      signal: controller.signal,
    });
    await expect.poll(() => emulator.requests().length).toBe(1);
    expect(emulator.requests()[0]).toMatchObject({ status: 0, fault: 'hang' });
    controller.abort();
    await expect(hanging).rejects.toThrow();
  });
});
