// @vitest-environment node
/** The API client against the emulator over real HTTP: every endpoint, every error kind. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from 'brave-search-emulator';
import { createApiClient, type ApiClientOptions } from '@/utils/worker/api/endpoints/client';
import { createScheduler } from '@/utils/worker/api/pacing/scheduler';
import { startTestEmulator } from './emulator-fixture';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  emulator.settings.clockOffsetMs = 0;
});

const client = (key: string | null, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: emulator.baseUrl,
    getKey: () => key,
    // Fast retries keep the suite quick; the rules themselves are unit-tested with fake timers.
    scheduler: createScheduler({ baseBackoffMs: 10, maxBackoffMs: 50, timeoutMs: 1_000 }),
    ...options,
  });

describe('every endpoint', () => {
  it('web search → local pois and descriptions → all six summarizer endpoints and the stream', async () => {
    const api = client('demo-ai');
    const search = await api.webSearch({ q: 'coffee in Lisbon', summary: true, count: 5 }, { ttlMs: 0 });
    expect(search.billed).toBe(true);
    expect(search.data.web?.results.length).toBeGreaterThan(0);
    const ids = (search.data.locations?.results ?? []).map((l) => l.id as string);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => id.includes('='))).toBe(true);

    const pois = await api.localPois(ids, { units: 'metric' }, { ttlMs: 0 });
    expect(pois.data.results.map((p) => p.id)).toEqual(ids);
    const descriptions = await api.localDescriptions(ids, { ttlMs: 0 });
    expect(descriptions.data.results.length).toBe(ids.length);

    const key = search.data.summarizer?.key as string;
    expect(key).toMatch(/^\{"query": /);
    const full = await api.summarizer('search', key, { entityInfo: true, inlineReferences: true }, { ttlMs: 0 });
    expect(full.data).toMatchObject({ status: 'complete' });
    expect(full.data.summary?.some((m) => m.type === 'inline_reference')).toBe(true);
    expect(Object.keys(full.data.entities_infos ?? {}).length).toBeGreaterThan(0);
    for (const endpoint of ['summary', 'title', 'enrichments', 'followups', 'entity_info'] as const) {
      const part = await api.summarizer(endpoint, key, { entityInfo: true }, { ttlMs: 0 });
      expect(part.data.status).toBe('complete');
    }
    const streamed = [];
    for await (const message of api.summaryStream(key)) streamed.push(message);
    expect(streamed.filter((m) => m.type === 'token').length).toBeGreaterThan(1);
    expect(emulator.stats().keys['demo-ai']?.billed).toBe(1);
  });
});

describe('every error kind', () => {
  const search = (key: string | null, options?: Partial<ApiClientOptions>) =>
    client(key, options).webSearch({ q: 'heron' }, { ttlMs: 0 });

  it.each([
    ['noKey', null],
    ['invalidKey', 'not-a-real-key'],
    ['spendCap', 'demo-capped'],
  ])('%s', async (kind, key) => {
    await expect(search(key)).rejects.toMatchObject({ kind });
  });

  it('validation: a value the server rejects', async () => {
    await expect(
      client('demo-ai').webSearch({ q: 'heron', country: 'VN' as never }, { ttlMs: 0 }),
    ).rejects.toMatchObject({ kind: 'validation', status: 422 });
  });

  it('notInPlan: local search on the Free plan', async () => {
    await expect(client('demo-free').localPois(['x'], {}, { ttlMs: 0 })).rejects.toMatchObject({
      kind: 'notInPlan',
      status: 400,
    });
  });

  it('quotaExhausted: the fourth search of demo-quota, and no call after it', async () => {
    const api = client('demo-quota');
    for (const q of ['a1', 'a2', 'a3']) await api.webSearch({ q }, { ttlMs: 0 });
    await expect(api.webSearch({ q: 'a4' }, { ttlMs: 0 })).rejects.toMatchObject({ kind: 'quotaExhausted' });
    const before = emulator.stats().totals.requests;
    await expect(api.webSearch({ q: 'a5' }, { ttlMs: 0 })).rejects.toMatchObject({ kind: 'quotaExhausted' });
    expect(emulator.stats().totals.requests).toBe(before);
  });

  it('rateLimited: 429s beyond the retry budget', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'rate-limit', times: 10 });
    await expect(search('demo-ai')).rejects.toMatchObject({ kind: 'rateLimited' });
  });

  it('a 429 then success is retried transparently, and billed once', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'rate-limit', times: 1 });
    await expect(search('demo-ai')).resolves.toMatchObject({ billed: true });
    expect(emulator.stats().keys['demo-ai']?.billed).toBe(1);
  });

  it('server: 5xx beyond the retry budget; 503 twice then 200 succeeds', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'status', status: 503, times: 10 });
    await expect(search('demo-ai')).rejects.toMatchObject({ kind: 'server' });
    emulator.reset();
    emulator.queueFault({ path: 'web/search', fault: 'status', status: 502, times: 2 });
    await expect(search('demo-ai')).resolves.toMatchObject({ billed: true });
  });

  it.each([['malformed-json'], ['html']])('malformed: a 200 with a %s body', async (fault) => {
    emulator.queueFault({ path: 'web/search', fault });
    await expect(search('demo-ai')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('offline: connection resets beyond the retry budget', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'reset', times: 10 });
    await expect(search('demo-ai')).rejects.toMatchObject({ kind: 'offline' });
  });

  it('timeout: a server that never answers', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'hang' });
    await expect(search('demo-ai')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a slow trickle still arrives whole', async () => {
    emulator.queueFault({ path: 'web/search', fault: 'trickle' });
    emulator.settings.trickleChunkBytes = 512;
    emulator.settings.trickleIntervalMs = 1;
    await expect(search('demo-ai')).resolves.toMatchObject({ billed: true });
  });

  it('expiredSummary: a summarizer key past its lifetime', async () => {
    const api = client('demo-ai');
    const { data } = await api.webSearch({ q: 'coffee in Lisbon', summary: true }, { ttlMs: 0 });
    expect(data.summarizer?.key).toBeTruthy();
    emulator.settings.clockOffsetMs = 24 * 3600_000;
    await expect(api.summarizer('search', data.summarizer?.key as string, {}, { ttlMs: 0 })).rejects.toMatchObject({
      kind: 'expiredSummary',
    });
  });

  it('noPermission: no host access to the API origin, and no request made', async () => {
    await expect(search('demo-ai', { hasHostPermission: () => false })).rejects.toMatchObject({ kind: 'noPermission' });
    expect(emulator.stats().totals.requests).toBe(0);
  });
});
