// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runSearch } from '@/utils/worker/services/search';
import type { SearchRequest } from '@/utils/worker/settings/search-request';
import { lastSearchItem } from '@/utils/worker/services/search-records';
import { rateItem } from '@/utils/worker/services/account';
import { fillSessionStorage } from '../storage/quota-fakes';

const webAnswer = {
  type: 'search',
  query: { original: 'heron' },
  web: {
    type: 'search',
    results: [{ title: 'Heron', url: 'https://birds.example/heron', description: 'A wading bird' }],
  },
};
const request: SearchRequest = { q: 'heron', page: 0, filters: {} };

/** A background worker: its own client, scheduler and in-memory cache over the shared `storage.session`. */
function worker(fetch: ReturnType<typeof apiFetch>) {
  return createApiAccess({ fetch });
}

function apiFetch(headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(webAnswer), { headers: { 'content-type': 'application/json', ...headers } }),
  );
}

describe('runSearch and storage.session', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = async () => true;
    await saveKey('search-test-key-1234', async () => {});
  });

  it('keeps the rate figures of an answer from the network for the options page, from any search (popup or page)', async () => {
    const fetch = apiFetch({ 'x-ratelimit-limit': '50, 20000', 'x-ratelimit-remaining': '49, 19990' });
    const access = worker(fetch);
    await runSearch(access, request, undefined, { remember: false });
    expect(await rateItem.getValue()).toMatchObject({
      perSecond: { limit: 50, remaining: 49 },
      monthly: { limit: 20000, remaining: 19990 },
    });
    // A repeat is answered from the cache: it brought no figures, and the last ones stay.
    await rateItem.setValue({ perSecond: { limit: 1, remaining: 0 }, observedAt: 1 });
    expect((await runSearch(access, request)).fromCache).toBe(true);
    expect(await rateItem.getValue()).toEqual({ perSecond: { limit: 1, remaining: 0 }, observedAt: 1 });
  });

  it('still answers when storage.session is full: the search is just not cached or remembered', async () => {
    const fetch = apiFetch();
    fillSessionStorage();
    const view = await runSearch(worker(fetch), request);
    expect(view.results[0]).toMatchObject({ url: 'https://birds.example/heron' });
    expect(await lastSearchItem.getValue()).toBeNull();
  });

  it('a worker stopped after the API answered costs no second billed search on retry (E1)', async () => {
    const fetch = apiFetch();
    // The worker dies while the answer is being turned into a view: after the fetch, before any reply.
    const set = fakeBrowser.storage.session.set.bind(fakeBrowser.storage.session);
    const dying = vi
      .spyOn(fakeBrowser.storage.session, 'set')
      .mockImplementation(async (items: Record<string, unknown>) => {
        if (Object.keys(items).some((key) => key.startsWith('search.'))) throw new Error('worker stopped');
        return set(items);
      });
    await expect(runSearch(worker(fetch), request)).rejects.toThrow('worker stopped');
    dying.mockRestore();

    const view = await runSearch(worker(fetch), request);
    expect(view.results[0]).toMatchObject({ url: 'https://birds.example/heron' });
    expect(view.fromCache).toBe(true);
    // Only web searches are billed (the plan probes are not).
    expect(fetch.mock.calls.filter(([url]) => new URL(url).pathname.endsWith('/web/search'))).toHaveLength(1);
  });
});
