// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { cachedSearch, runSearch } from '@/utils/worker/services/search';
import { answersKeyItem } from '@/utils/worker/storage/items';
import { updateSettings } from '@/utils/worker/settings/service';
import type { SearchRequest } from '@/utils/contract/search-request';
import { readLastSearch, readSearchRecord } from '@/utils/worker/services/search-records';
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
    // Written while the answer leaves (nothing waits for them).
    await vi.waitFor(async () =>
      expect(await rateItem.getValue()).toMatchObject({
        perSecond: { limit: 50, remaining: 49 },
        monthly: { limit: 20000, remaining: 19990 },
      }),
    );
    // A repeat is answered from the cache: it brought no figures, and the last ones stay.
    await rateItem.setValue({ perSecond: { limit: 1, remaining: 0 }, observedAt: 1 });
    expect((await runSearch(access, request)).fromCache).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await rateItem.getValue()).toEqual({ perSecond: { limit: 1, remaining: 0 }, observedAt: 1 });
  });

  it('still answers when storage.session is full: the search is just not cached or remembered', async () => {
    const fetch = apiFetch();
    fillSessionStorage();
    const view = await runSearch(worker(fetch), request);
    expect(view.results[0]).toMatchObject({ url: 'https://birds.example/heron' });
    expect(await readLastSearch()).toBeNull();
  });

  it('a worker stopped after the API answered costs no second billed search on retry (E1)', async () => {
    const fetch = apiFetch();
    // The worker dies while the answer is being turned into a view: after the fetch, before any reply.
    const dying = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('worker stopped');
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

describe('runSearch: what a search leaves behind is written while its answer leaves', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = async () => true;
    await saveKey('search-test-key-1234', async () => {});
  });

  it('answers before its record, last search and rate figures are written, and each read waits for its write', async () => {
    const fetch = apiFetch({ 'x-ratelimit-limit': '50, 20000', 'x-ratelimit-remaining': '49, 19990' });
    const access = worker(fetch);
    // The writes that may follow the answer hang until released: the record, its index, the last search, the rate.
    const after = /^(search\.|searchIndex$|lastSearch$|lastRate$)/;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    for (const area of [fakeBrowser.storage.session, fakeBrowser.storage.local]) {
      const set = area.set.bind(area);
      vi.spyOn(area, 'set').mockImplementation(async (items: Record<string, unknown>) => {
        if (Object.keys(items).some((key) => after.test(key))) await released;
        return set(items);
      });
    }
    const view = await runSearch(access, request);
    expect(view.results[0]).toMatchObject({ url: 'https://birds.example/heron' });
    // Asked for now (a places port, a reopened popup), answered once the writes are done.
    const record = readSearchRecord(view.searchId);
    const last = readLastSearch();
    release();
    expect(await record).toMatchObject({ id: view.searchId, restarts: 0 });
    expect(await last).toMatchObject({ request: { q: 'heron' }, view: { searchId: view.searchId } });
    await vi.waitFor(async () => expect(await rateItem.getValue()).toMatchObject({ perSecond: { limit: 50 } }));
  });

  it('keeps the last search in storage.session as its JSON text (one string to copy), read back as the search', async () => {
    const access = worker(apiFetch());
    const view = await runSearch(access, request);
    const last = await readLastSearch();
    expect(last).toMatchObject({ request: { q: 'heron' }, view: { searchId: view.searchId } });
    const { lastSearch } = await fakeBrowser.storage.session.get('lastSearch');
    expect(lastSearch).toBe(JSON.stringify(last));
    // A value a version before this one stored as itself still reads as it is; a garbled one as none.
    await fakeBrowser.storage.session.set({ lastSearch: last });
    expect(await readLastSearch()).toEqual(last);
    await fakeBrowser.storage.session.set({ lastSearch: '{not json' });
    expect(await readLastSearch()).toBeNull();
  });

  it('remembers the search as it ran, the query as typed (exact) and its filters included, and forgets another shape', async () => {
    const access = worker(apiFetch());
    const exact: SearchRequest = { q: 'heron', page: 0, exact: true, filters: { freshness: 'pw' } };
    const view = await runSearch(access, exact);
    expect(await readLastSearch()).toEqual({ request: exact, view, expiresAt: expect.any(Number) });
    // A value stored in the shape of a version before `{ request, view }`: storage.session is cleared on an update, but
    // what should not be there is forgotten, never read as a search.
    await fakeBrowser.storage.session.set({ lastSearch: JSON.stringify({ q: 'heron', page: 0, view }) });
    expect(await readLastSearch()).toBeNull();
  });

  it('reads what it needs from storage.local in one read before its request and one after (plan and Answers key)', async () => {
    const fetch = apiFetch();
    const access = worker(fetch);
    await runSearch(access, { q: 'warm up', page: 0, filters: {} }, undefined, { remember: false });
    await new Promise((settled) => setTimeout(settled, 20));
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    const readsBeforeFetch: number[] = [];
    fetch.mockImplementationOnce(async () => {
      readsBeforeFetch.push(reads.mock.calls.length);
      return new Response(JSON.stringify(webAnswer), { headers: { 'content-type': 'application/json' } });
    });
    const view = await runSearch(access, request, undefined, { remember: false });
    expect(view.summaryState).toBe('ineligible');
    expect(readsBeforeFetch).toEqual([1]);
    expect(reads.mock.calls.slice(1)).toEqual([[expect.arrayContaining(['answersKey', 'capabilities'])]]);
  });
});

describe('cachedSearch: the answer Scout holds, and nothing more (A13)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    fakeBrowser.permissions.contains = async () => true;
    await saveKey('search-test-key-1234', async () => {});
  });

  it('is null for a search not in the cache, without any request', async () => {
    const fetch = apiFetch();
    expect(await cachedSearch(worker(fetch), request)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a search the user ran, but starts nothing billed by itself: no AI answer, no summary restart, no plan probe', async () => {
    await answersKeyItem.setValue('answers-key-0001');
    await updateSettings({ askBeforeAnswer: false });
    const fetch = apiFetch();
    const access = worker(fetch);
    const ran = await runSearch(access, request, undefined, { remember: false });
    expect(ran.summaryState).toBe('available');
    const requests = fetch.mock.calls.length;
    const shown = await cachedSearch(access, request);
    expect(shown).toMatchObject({
      fromCache: true,
      summaryState: 'onRequest',
      results: [{ url: 'https://birds.example/heron' }],
    });
    expect(fetch).toHaveBeenCalledTimes(requests);
    expect(await readSearchRecord(shown!.searchId)).toMatchObject({ restarts: 1 });
    expect(await readLastSearch()).toBeNull();
  });
});
