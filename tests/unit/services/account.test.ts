// @vitest-environment node
/** Verifying the key (utils/worker/services/account.ts) against a real client, scheduler and cache, over a scripted fetch. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMemoryStore } from '../api/memory-store';
import { verifyKey } from '@/utils/worker/services/account';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runSearch } from '@/utils/worker/services/search';
import { bodies, json, rateHeaders } from '../api/helpers';

const webAnswer = {
  type: 'search',
  query: { original: 'heron' },
  web: { type: 'search', results: [{ title: 'Herons', url: 'https://birds.example/heron' }] },
  locations: { type: 'locations', results: [{ id: 'p1', title: 'Heron Café' }] },
  summarizer: { type: 'summarizer', key: '{"query":"heron"}' },
};

/** Web searches answer from `webSearches` in turn (a 200 with room when they run out); everything else is a 200. */
function setup(webSearches: (() => Response)[]) {
  const fetch = vi.fn(async (url: string) => {
    if (new URL(url).pathname.endsWith('/web/search')) {
      const next = webSearches.shift();
      return next ? next() : json(webAnswer, 200, rateHeaders([20, 2000], [19, 1000], [1, 86_400]));
    }
    return json({ type: 'local_pois', results: [] });
  });
  const access = createApiAccess({ fetch, store: createMemoryStore() });
  const webCalls = () => fetch.mock.calls.filter(([url]) => url.includes('/web/search')).length;
  return { access, webCalls };
}

const search = (access: ReturnType<typeof createApiAccess>, q: string) =>
  runSearch(access, { q, page: 0, filters: {} }).then(
    (view) => ({ ok: true as const, view }),
    (error: { kind: string }) => ({ ok: false as const, kind: error.kind }),
  );

describe('verifyKey', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = async () => true;
    await saveKey('key-for-test-1234', async () => {});
  });

  it('asks the API again after the quota ran out (a plan upgraded mid-month), and searches work again (D5)', async () => {
    const spent = () => json(bodies.rateLimited, 429, rateHeaders([20, 2000], [19, 0], [1, 86_400]));
    const { access, webCalls } = setup([spent]);

    expect(await search(access, 'heron')).toMatchObject({ ok: false, kind: 'quotaExhausted' });
    // Until the month turns or the user acts, Scout does not ask again.
    expect(await search(access, 'egret')).toMatchObject({ ok: false, kind: 'quotaExhausted' });
    expect(webCalls()).toBe(1);

    const verified = await verifyKey(access);
    expect(verified.billedSearches).toBe(1);
    expect(webCalls()).toBe(2);
    expect(await search(access, 'egret')).toMatchObject({ ok: true });
    expect(webCalls()).toBe(3);
  });

  it('says the quota is still spent when it is, after asking once', async () => {
    const spent = () => json(bodies.quotaLimited, 429);
    const { access, webCalls } = setup([spent, spent]);
    expect(await search(access, 'heron')).toMatchObject({ ok: false, kind: 'quotaExhausted' });
    await expect(verifyKey(access)).rejects.toMatchObject({ kind: 'quotaExhausted' });
    expect(webCalls()).toBe(2);
    expect(await search(access, 'egret')).toMatchObject({ ok: false, kind: 'quotaExhausted' });
    expect(webCalls()).toBe(2);
  });
});
