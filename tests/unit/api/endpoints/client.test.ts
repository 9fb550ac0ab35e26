// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/utils/worker/api/errors';
import { BASE, bodies, json, SECRET_KEY, webAnswer } from '../helpers';
import { makeClient } from './client-helpers';
import { createMemoryStore } from '../memory-store';
import { createResponseCache } from '@/utils/worker/api/cache';

const search = () => json(webAnswer());

describe('webSearch', () => {
  it('sends a GET with the documented headers and no credentials, and parses the answer', async () => {
    const { client, calls } = makeClient([search]);
    const result = await client.webSearch({ q: ' blu  tack ', count: 10, safesearch: 'strict', summary: true });
    expect(result.data.web?.results[0]?.title).toBe('Blu Tack - Wikipedia');
    expect(result).toMatchObject({ fromCache: false, billed: true });
    const [call] = calls;
    expect(call!.url.origin + call!.url.pathname).toBe(`${BASE}/web/search`);
    expect(call!.url.searchParams.get('q')).toBe('blu tack');
    expect(call!.url.searchParams.get('summary')).toBe('true');
    expect(call!.headers.get('X-Subscription-Token')).toBe(SECRET_KEY);
    expect(call!.headers.get('Accept')).toBe('application/json');
    expect(call!.headers.get('Accept-Encoding')).toBe('gzip');
    expect(call!.init).toMatchObject({ method: 'GET', credentials: 'omit', redirect: 'error' });
    expect(call!.url.href).not.toContain(SECRET_KEY);
  });

  it('uses a configured base URL (the emulator)', async () => {
    const { client, calls } = makeClient([search], { baseUrl: 'http://127.0.0.1:8787/res/v1/' });
    await client.webSearch({ q: 'x' });
    expect(calls[0]!.url.href.startsWith('http://127.0.0.1:8787/res/v1/web/search?')).toBe(true);
  });

  it('sends location hints as X-Loc headers', async () => {
    const { client, calls } = makeClient([search]);
    await client.webSearch({ q: 'coffee' }, { location: { lat: 37.7, long: -122.4 } });
    expect(calls[0]!.headers.get('X-Loc-Lat')).toBe('37.7');
    expect(calls[0]!.headers.get('X-Loc-Long')).toBe('-122.4');
  });

  it('D12: the same query within the TTL is served from cache with zero calls', async () => {
    const { client, calls, advance } = makeClient([search]);
    await client.webSearch({ q: 'blu tack', country: 'US' });
    const again = await client.webSearch({ country: 'US', q: 'blu   tack' });
    expect(again).toMatchObject({ fromCache: true, billed: false });
    expect(again.data.web?.results).toHaveLength(1);
    expect(calls).toHaveLength(1);
    advance(10 * 60 * 1000);
    expect((await client.webSearch({ q: 'blu tack', country: 'US' })).fromCache).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('A13: cachedWebSearch answers from the cache alone, never with a request: a miss is undefined', async () => {
    const { client, calls, advance } = makeClient([search]);
    const location = { city: 'Lisbon' };
    expect(await client.cachedWebSearch({ q: 'blu tack', country: 'US' }, { location })).toBeUndefined();
    expect(calls).toHaveLength(0);
    await client.webSearch({ q: 'blu tack', country: 'US' }, { location });
    const held = await client.cachedWebSearch({ country: 'US', q: 'blu   tack' }, { location });
    expect(held).toMatchObject({ fromCache: true, billed: false });
    expect(held?.data.web?.results).toHaveLength(1);
    // Another request (here: without the location headers) is another answer, not in the cache.
    expect(await client.cachedWebSearch({ q: 'blu tack', country: 'US' })).toBeUndefined();
    advance(10 * 60 * 1000);
    expect(await client.cachedWebSearch({ q: 'blu tack', country: 'US' }, { location })).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('D12/E1: the paid answer’s cache write is issued before the answer returns, and not waited for', async () => {
    // A store whose writes land at once but are acknowledged only when released: the answer must not wait for the
    // acknowledgement (a storage round trip on every search), yet must leave only once its write was sent, so a
    // worker stopped right after the reply leaves the answer in storage for the next one (no second bill).
    const memory = createMemoryStore();
    const acks: (() => void)[] = [];
    const store = {
      ...memory,
      set: (items: Record<string, unknown>) => (memory.set(items), new Promise<void>((ack) => acks.push(ack))),
    };
    const { client, calls } = makeClient([search], { cache: createResponseCache({ store }) });
    const answer = client.webSearch({ q: 'paid once' });
    const first = await Promise.race([
      answer,
      new Promise((waited) => setTimeout(() => waited('waited for the write'), 200)),
    ]);
    expect(first).toMatchObject({ fromCache: false, billed: true });
    expect([...memory.items.keys()].some((name) => name.startsWith('scout.apiCache.e.web.'))).toBe(true);
    // A new worker (a new cache over the same store) serves it from storage: nothing billed again.
    const restarted = makeClient([search], { cache: createResponseCache({ store: memory }) });
    expect(await restarted.client.webSearch({ q: 'paid once' })).toMatchObject({ fromCache: true, billed: false });
    expect([calls.length, restarted.calls.length]).toEqual([1, 0]);
    acks.forEach((ack) => ack());
  });

  it('honours a per-call TTL, and ttl 0 always asks the network', async () => {
    const { client, calls, advance } = makeClient([search]);
    await client.webSearch({ q: 'a' }, { ttlMs: 1000 });
    advance(1000);
    await client.webSearch({ q: 'a' }, { ttlMs: 1000 });
    expect(calls).toHaveLength(2);
    await client.webSearch({ q: 'a' }, { ttlMs: 0 });
    expect(calls).toHaveLength(3);
  });

  it('D11: two identical searches at once make one call; only one is billed', async () => {
    const { client, calls } = makeClient([search]);
    const [a, b] = await Promise.all([client.webSearch({ q: 'same' }), client.webSearch({ q: 'same' })]);
    expect(calls).toHaveLength(1);
    expect(a.data).toEqual(b.data);
    expect([a.billed, b.billed].sort()).toEqual([false, true]);
  });

  it('D12/C3: error answers are never cached', async () => {
    const { client, calls } = makeClient([
      () => new Response('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      () => json(bodies.validation, 422),
      search,
    ]);
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'malformed' });
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'validation' });
    expect((await client.webSearch({ q: 'x' })).fromCache).toBe(false);
    expect(calls).toHaveLength(3);
  });

  it('maps a bad key (422 SUBSCRIPTION_TOKEN_INVALID) to invalidKey after one call', async () => {
    const { client, calls } = makeClient([() => json(bodies.tokenInvalid, 422)]);
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'invalidKey', status: 422 });
    expect(calls).toHaveLength(1);
  });

  it('B3/B6: no key, an empty key or a key with CR/LF never reaches fetch', async () => {
    const { client, fetch, setKey } = makeClient([search]);
    setKey(undefined);
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'noKey' });
    setKey('   ');
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'noKey' });
    setKey('abc\r\nX-Injected: 1');
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'invalidKey' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('B6: after the key is removed, a cached search fails with noKey rather than serving stale data', async () => {
    const { client, setKey } = makeClient([search]);
    await client.webSearch({ q: 'x' });
    setKey(undefined);
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'noKey' });
  });

  it('a different key does not see the previous key’s cached answers', async () => {
    const { client, calls, setKey } = makeClient([search]);
    await client.webSearch({ q: 'x' });
    setKey('another-key-456');
    expect((await client.webSearch({ q: 'x' })).fromCache).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('X-Subscription-Token')).toBe('another-key-456');
  });

  it('B3/B6: a key read by the caller with its settings is the one sent, checked like one from getKey', async () => {
    const getKey = vi.fn(() => 'unused-key-0000');
    const { client, calls, fetch } = makeClient([search], { getKey });
    await client.webSearch({ q: 'x' }, { keyRead: { key: 'read-with-settings-1' } });
    expect(calls[0]!.headers.get('X-Subscription-Token')).toBe('read-with-settings-1');
    expect(getKey).not.toHaveBeenCalled();
    await expect(client.webSearch({ q: 'y' }, { keyRead: { key: null } })).rejects.toMatchObject({ kind: 'noKey' });
    const injected = { key: 'abc\r\nX-Injected: 1' };
    await expect(client.webSearch({ q: 'y' }, { keyRead: injected })).rejects.toMatchObject({ kind: 'invalidKey' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects a bad query before any call', async () => {
    const { client, fetch } = makeClient([search]);
    await expect(client.webSearch({ q: '  ' })).rejects.toMatchObject({ kind: 'validation' });
    await expect(client.webSearch({ q: 'x', count: 50 })).rejects.toMatchObject({ kind: 'validation' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('E6: no host permission → noPermission, no call', async () => {
    const hasHostPermission = vi.fn(async () => false);
    const { client, fetch } = makeClient([search], { hasHostPermission });
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'noPermission' });
    expect(hasHostPermission).toHaveBeenCalledWith('https://api.search.brave.com');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('B5: the key echoed back by a server appears in no error text, and the storage holds neither key nor query in its keys', async () => {
    const echo = {
      type: 'ErrorResponse',
      error: {
        status: 422,
        code: 'VALIDATION',
        detail: `bad token ${SECRET_KEY}`,
        meta: { errors: [{ loc: ['query', 'q'], input: SECRET_KEY }] },
      },
    };
    const { client, store } = makeClient([search, () => json(echo, 422)]);
    await client.webSearch({ q: 'private query' });
    const error = (await client.webSearch({ q: 'other' }).then(
      () => undefined,
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(`${error.message} ${error.detail} ${JSON.stringify(error.toPlain())}`).not.toContain(SECRET_KEY.slice(0, 8));
    const storageKeys = [...store.items.keys()].join(' ');
    expect(storageKeys).not.toContain(SECRET_KEY);
    expect(storageKeys).not.toContain('private');
    expect(JSON.stringify([...store.items.values()])).not.toContain(SECRET_KEY);
  });

  it('exposes the latest rate-limit figures for the options page', async () => {
    const { client } = makeClient([
      () =>
        json(webAnswer(), 200, {
          'X-RateLimit-Limit': '1, 2000',
          'X-RateLimit-Remaining': '0, 1999',
          'X-RateLimit-Reset': '1, 100',
        }),
    ]);
    expect(await client.rateLimit()).toBeUndefined();
    await client.webSearch({ q: 'x' });
    expect((await client.rateLimit())?.monthly).toMatchObject({ limit: 2000, remaining: 1999 });
  });

  it('D10: a superseded search is aborted and reports aborted', async () => {
    const { client, calls } = makeClient([
      (call) =>
        new Promise<Response>((_, reject) =>
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
      search,
    ]);
    const first = new AbortController();
    const q1 = client.webSearch({ q: 'q1' }, { signal: first.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.abort();
    const q2 = client.webSearch({ q: 'q2' });
    await expect(q1).rejects.toMatchObject({ kind: 'aborted' });
    expect((await q2).data.web?.results).toHaveLength(1);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });
});
