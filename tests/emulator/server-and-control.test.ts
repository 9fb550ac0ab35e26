// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPath, call, search, emulatorForFile, testClock, START_MS, startTestEmulator } from './helpers';

const clock = testClock();
const emulator = emulatorForFile(clock);

describe('HTTP behaviour', () => {
  it('exposes url, baseUrl and port on 127.0.0.1', () => {
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(emulator.baseUrl).toBe(`${emulator.url}/res/v1`);
  });

  it('gzips JSON when Accept-Encoding allows it, and only then', async () => {
    const zipped = await call(emulator, apiPath('web/search', { q: 'chess' }), { key: 'demo-pro', gzip: true });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.raw.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(JSON.parse(gunzipSync(zipped.raw).toString('utf8')).type).toBe('search');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.raw.length);
    const plain = await call(emulator, apiPath('web/search', { q: 'chess' }), { key: 'demo-pro' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await call(emulator, apiPath('web/search', { q: 'chess' }), {
      key: 'demo-pro',
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const error = await call(emulator, apiPath('web/search'), { key: 'demo-pro', gzip: true });
    expect(error.headers['content-encoding']).toBe('gzip');
    expect(error.json().error.code).toBe('VALIDATION');
  });

  it('sends no CORS headers, even to a preflight', async () => {
    const res = await search(emulator, 'demo-pro', 'chess', {}, { Origin: 'chrome-extension://abc' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await call(emulator, '/res/v1/web/search', {
      method: 'OPTIONS',
      headers: { Origin: 'https://x.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown paths with a 404 ErrorResponse', async () => {
    for (const path of ['/res/v1/web/nothing', '/res/v1/', '/elsewhere']) {
      const res = await call(emulator, path, { key: 'demo-pro' });
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ type: 'ErrorResponse', error: { status: 404, code: 'RESOURCE_NOT_FOUND' } });
    }
  });

  it('rejects other methods with 405', async () => {
    const res = await call(emulator, apiPath('local/pois', { ids: 'a' }), { key: 'demo-pro', method: 'DELETE' });
    expect(res.status).toBe(405);
  });

  it('serves generated SVG images for favicons and photos', async () => {
    const place = (await search(emulator, 'demo-pro', 'coffee in lisbon')).json().locations.results[0];
    const photo = await call(emulator, new URL(place.pictures.results[0].src).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(photo.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="200"/);
    const icon = await call(emulator, new URL(place.results[0].meta_url.favicon).pathname);
    expect(icon.text).toContain('width="32"');
    expect((await call(emulator, '/__emulator/img/<script>.svg')).status).toBe(404);
    expect((await call(emulator, '/__emulator/img/x.png')).status).toBe(404);
  });

  it('close() destroys hung sockets and resolves', async () => {
    const other = await startTestEmulator(clock);
    other.queueFault({ fault: 'hang' });
    const hung = call(other, apiPath('web/search', { q: 'x' }), { key: 'demo-pro' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await other.close();
    expect(await hung).toBe('dropped');
  });

  it('close() also ends a summarizer call that is still blocking', async () => {
    const other = await startTestEmulator(clock, { summaryDelayMs: 60_000 });
    const key = (await search(other, 'demo-ai', 'black hole', { summary: 1 })).json().summarizer.key;
    const waiting = call(other, apiPath('summarizer/search', { key }), { key: 'demo-ai' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await other.close();
    expect(await waiting).toBe('dropped');
  });
});

describe('control endpoints', () => {
  it('GET /__emulator/stats counts per key and endpoint', async () => {
    await search(emulator, 'demo-pro', 'chess');
    await search(emulator, 'demo-pro', 'x', { count: 0 });
    await call(emulator, apiPath('web/search', { q: 'x' }));
    const stats = (await call(emulator, '/__emulator/stats')).json();
    expect(stats.keys['demo-pro'].endpoints['web/search']).toEqual({
      requests: 2,
      successes: 1,
      errors: { 422: 1 },
      faults: 0,
      billed: 1,
      answers: 0,
      answersAborted: 0,
    });
    expect(stats.keys['demo-pro']).toMatchObject({ requests: 2, billed: 1, answers: 0, answersAborted: 0 });
    expect(stats.keys['(no key)'].requests).toBe(1);
    expect(stats.totals).toEqual({
      requests: 3,
      successes: 1,
      errors: 2,
      faults: 0,
      billed: 1,
      answers: 0,
      answersAborted: 0,
    });
  });

  it('POST /__emulator/reset clears stats, windows and summaries', async () => {
    await search(emulator, 'demo-free', 'chess');
    const key = (await search(emulator, 'demo-ai', 'black hole', { summary: 1 })).json().summarizer.key;
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(429);
    expect((await call(emulator, '/__emulator/reset', { method: 'POST' })).json()).toEqual({ ok: true });
    expect(emulator.stats().totals.requests).toBe(0);
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(200);
    expect((await call(emulator, apiPath('summarizer/title', { key }), { key: 'demo-ai' })).status).toBe(404);
  });

  it('GET/POST /__emulator/settings reads and merges settings, rejecting bad patches whole', async () => {
    const before = (await call(emulator, '/__emulator/settings')).json();
    expect(before).toMatchObject({
      summaryTtlMs: 600_000,
      retryAfter: false,
      currentTimeMs: START_MS,
      answerChunking: 'whole',
      answerDelayMs: 5,
    });
    expect(before.plans['demo-free']).toMatchObject({ name: 'Free', ratePerSecond: 1, monthlyQuota: 2000 });
    const after = await call(emulator, '/__emulator/settings', {
      method: 'POST',
      body: JSON.stringify({ summaryTtlMs: 1234, retryAfter: true }),
    });
    expect(after.json()).toMatchObject({ summaryTtlMs: 1234, retryAfter: true });
    expect(emulator.settings.summaryTtlMs).toBe(1234);
    const badBodies = [
      '{"summaryTtlMs": -1}',
      '{"retryAfter": "yes"}',
      '{"nope": 1}',
      '[1]',
      '{"plans": {"__proto__": {"name": "x", "ratePerSecond": 1, "monthlyQuota": 0, "local": true, "summarizer": true}}}',
      '{"plans": {"k": {"name": "x"}}}',
      '{"runFaults": [{"fault": "boom"}]}',
      '{"answerChunking": "bytes"}',
      '{"plans": {"k": {"name": "x", "ratePerSecond": 1, "monthlyQuota": 0, "local": true, "summarizer": true, "answers": "yes"}}}',
    ];
    for (const bad of badBodies) {
      const res = await call(emulator, '/__emulator/settings', { method: 'POST', body: bad });
      expect(res.status).toBe(400);
    }
    const partlyBad = await call(emulator, '/__emulator/settings', {
      method: 'POST',
      body: JSON.stringify({ summaryTtlMs: 99, latencyMs: 'x' }),
    });
    expect(partlyBad.status).toBe(400);
    expect(emulator.settings.summaryTtlMs).toBe(1234);
    emulator.updateSettings({ summaryTtlMs: 600_000, retryAfter: false });
  });

  it('clockOffsetMs moves the emulator clock (for an out-of-process emulator)', async () => {
    await search(emulator, 'demo-free', 'chess');
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(429);
    await call(emulator, '/__emulator/settings', { method: 'POST', body: JSON.stringify({ clockOffsetMs: 1000 }) });
    expect((await search(emulator, 'demo-free', 'chess')).status).toBe(200);
    emulator.updateSettings({ clockOffsetMs: 0 });
  });

  it('GET /__emulator/health lists the base URL, endpoints and keys', async () => {
    const health = (await call(emulator, '/__emulator/health')).json();
    expect(health.baseUrl).toBe(emulator.baseUrl);
    // The eleven Scout uses and the eight others of docs/api-reference.md §8.
    expect([...health.endpoints].sort()).toEqual([
      'chat/completions',
      'images/search',
      'llm/context',
      'local/descriptions',
      'local/place_search',
      'local/pois',
      'news/search',
      'spellcheck/search',
      'suggest/search',
      'summarizer/enrichments',
      'summarizer/entity_info',
      'summarizer/followups',
      'summarizer/search',
      'summarizer/summary',
      'summarizer/summary_streaming',
      'summarizer/title',
      'videos/search',
      'web/rich',
      'web/search',
    ]);
    expect(health.keys).toEqual(
      expect.arrayContaining([
        'demo-free',
        'demo-pro',
        'demo-ai',
        'demo-capped',
        'demo-quota',
        'demo-search',
        'demo-answers',
        'demo-suggest',
        'demo-spellcheck',
      ]),
    );
  });
});
