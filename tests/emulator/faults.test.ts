// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, testClock } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock, { runFaults: [], latencyMs: 0, jitterMs: 0, trickleChunkBytes: 16 });

function postFault(fault: unknown) {
  return call(emulator, '/__emulator/faults', { method: 'POST', body: JSON.stringify(fault) });
}

function webStats() {
  return emulator.stats().keys['demo-pro']?.endpoints['web/search'];
}

describe('per-request faults (POST /__emulator/faults)', () => {
  it('status: a 503 ErrorResponse-like body, `times` times, then normal again; never billed', async () => {
    const queued = await postFault({ path: 'web/search', fault: 'status', status: 503, times: 2 });
    expect(queued.json().queued).toEqual([
      { path: 'web/search', fault: 'status', status: 503, body: 'json', times: 2 },
    ]);
    for (let i = 0; i < 2; i += 1) {
      const res = await search(emulator, 'demo-pro', 'chess');
      expect(res.status).toBe(503);
      expect(res.json()).toMatchObject({ type: 'ErrorResponse', error: { status: 503 } });
      expect(res.headers['x-ratelimit-limit']).toBe('20, 20000000');
    }
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
    expect(webStats()).toMatchObject({ requests: 3, successes: 1, errors: { 503: 2 }, faults: 2, billed: 1 });
  });

  it('status with body:"html": a proxy-style HTML error page without rate headers', async () => {
    await postFault({ fault: 'status', status: 502, body: 'html' });
    const res = await search(emulator, 'demo-pro', 'chess');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>502 Bad Gateway</h1>');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('only hits the path it names', async () => {
    await postFault({ path: 'local/pois', fault: 'status', status: 500 });
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
    expect((await call(emulator, apiPath('local/pois', { ids: 'a' }), { key: 'demo-pro' })).status).toBe(500);
  });

  it('malformed-json: 200 application/json that does not parse', async () => {
    await postFault({ fault: 'malformed-json' });
    const res = await search(emulator, 'demo-pro', 'chess');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(() => JSON.parse(res.text)).toThrow();
    expect(webStats()?.billed).toBe(0);
  });

  it('html: 200 with an HTML page', async () => {
    await postFault({ fault: 'html' });
    const res = await search(emulator, 'demo-pro', 'chess');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('trickle: the normal body in many small writes, not billed', async () => {
    const normal = await search(emulator, 'demo-pro', 'chess', { count: 3 });
    await postFault({ fault: 'trickle' });
    emulator.updateSettings({ trickleChunkBytes: 64 });
    const slow = await search(emulator, 'demo-pro', 'chess', { count: 3 });
    expect(slow.status).toBe(200);
    expect(slow.text).toBe(normal.text);
    expect(slow.chunks).toBeGreaterThanOrEqual(Math.floor(slow.raw.length / 64));
    expect(normal.chunks).toBe(1);
    expect(webStats()).toMatchObject({ successes: 2, billed: 1, faults: 1 });
  });

  it('reset: the socket is destroyed without an answer', async () => {
    await postFault({ fault: 'reset' });
    await expect(search(emulator, 'demo-pro', 'chess')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(webStats()).toMatchObject({ requests: 1, faults: 1, billed: 0, errors: { 0: 1 } });
  });

  it('hang: no answer until the client gives up', async () => {
    await postFault({ fault: 'hang' });
    const controller = new AbortController();
    const outcome = call(emulator, apiPath('web/search', { q: 'chess' }), {
      key: 'demo-pro',
      signal: controller.signal,
    }).then(
      () => 'answered',
      () => 'aborted',
    );
    const early = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('pending'), 100))]);
    expect(early).toBe('pending');
    expect(webStats()).toMatchObject({ requests: 1, faults: 1, errors: { 0: 1 }, billed: 0 });
    controller.abort();
    expect(await outcome).toBe('aborted');
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
  });

  it('rate-limit: a forced 429 RATE_LIMITED whose headers show an empty window', async () => {
    await postFault({ fault: 'rate-limit' });
    emulator.updateSettings({ retryAfter: true });
    const res = await search(emulator, 'demo-pro', 'chess');
    emulator.updateSettings({ retryAfter: false });
    expect(res.status).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      meta: { component: 'rate_limiter', rate_limit: 20 },
    });
    expect(res.headers['x-ratelimit-remaining']).toMatch(/^0, /);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('latency: the request still succeeds (and is billed)', async () => {
    await postFault({ fault: 'latency', ms: 20 });
    const res = await search(emulator, 'demo-pro', 'chess');
    expect(res.status).toBe(200);
    expect(webStats()?.billed).toBe(1);
  });

  it('cut: half the body, then the socket closes; stall: half the body, then silence; neither billed', async () => {
    const queued = await postFault([{ fault: 'cut' }, { fault: 'stall', after: 1 }]);
    expect(queued.json().queued).toEqual([
      { path: '*', fault: 'cut', after: 3, times: 1 },
      { path: '*', fault: 'stall', after: 1, times: 1 },
    ]);
    await expect(search(emulator, 'demo-pro', 'chess')).rejects.toThrow(/aborted|ECONNRESET|socket hang up/);
    const controller = new AbortController();
    const stalled = call(emulator, apiPath('web/search', { q: 'chess' }), {
      key: 'demo-pro',
      signal: controller.signal,
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    const early = await Promise.race([stalled, new Promise((resolve) => setTimeout(() => resolve('pending'), 60))]);
    expect(early).toBe('pending');
    controller.abort();
    expect(await stalled).toBe('dropped');
    expect(webStats()).toMatchObject({ requests: 2, successes: 2, faults: 2, billed: 0 });
  });

  it('rejects malformed fault requests with 400', async () => {
    for (const bad of [
      { fault: 'explode' },
      { fault: 'status', status: 99 },
      { fault: 'latency' },
      { fault: 'hang', times: 0 },
      { fault: 'hang', path: '../x' },
      { fault: 'cut', after: -1 },
      { fault: 'stall', after: 1.5 },
    ]) {
      const res = await postFault(bad);
      expect(res.status).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await call(emulator, '/__emulator/faults', { method: 'POST', body: '{' })).status).toBe(400);
  });

  it('accepts an array, lists and clears the queue; reset clears it too', async () => {
    await postFault([{ fault: 'hang' }, { fault: 'reset', path: 'local/pois' }]);
    expect((await call(emulator, '/__emulator/faults')).json().queued).toHaveLength(2);
    await call(emulator, '/__emulator/faults', { method: 'DELETE' });
    expect((await call(emulator, '/__emulator/faults')).json().queued).toEqual([]);
    emulator.queueFault({ fault: 'hang' });
    await call(emulator, '/__emulator/reset', { method: 'POST' });
    expect((await call(emulator, '/__emulator/faults')).json().queued).toEqual([]);
  });
});

describe('per-run faults (settings.runFaults)', () => {
  it('rate 1 hits every matching request', async () => {
    emulator.updateSettings({ runFaults: [{ fault: 'status', status: 500, path: 'web/search', rate: 1 }] });
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(500);
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(500);
    expect((await call(emulator, apiPath('local/pois', { ids: 'a' }), { key: 'demo-pro' })).status).toBe(200);
  });

  it('a partial rate is drawn from the seeded generator: the same seed replays the same pattern', async () => {
    const pattern = async () => {
      emulator.reset();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        clock.advance(1000);
        statuses.push((await search(emulator, 'demo-pro', 'chess')).status);
      }
      return statuses;
    };
    emulator.updateSettings({ runFaults: [{ fault: 'status', status: 503, path: '*', rate: 0.5 }] });
    const first = await pattern();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await pattern()).toEqual(first);
  });

  it('jitter and latency settings still answer normally', async () => {
    emulator.updateSettings({ latencyMs: 5, jitterMs: 5 });
    expect((await search(emulator, 'demo-pro', 'chess')).status).toBe(200);
  });
});
