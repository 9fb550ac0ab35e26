// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { rankingGoggle, rankingHandlers, readRanking } from '@/utils/worker/services/ranking';
import { runSearch } from '@/utils/worker/services/search';
import { searchParams } from '@/utils/worker/services/search-params';
import { webSearchEntries } from '@/utils/worker/api/wire/url';
import { rankingSetSchema } from '@/utils/contract/ranking-schema';
import { json, webAnswer } from '../api/helpers';
import { makeClient } from '../api/endpoints/client-helpers';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { fakeAccess } from './fake-access';

beforeEach(() => fakeBrowser.reset());

describe('the ranking store (storage.local, never sync)', () => {
  it('sets, moves and removes a site, and keeps it in storage.local only', async () => {
    await rankingHandlers['ranking.set']({ host: 'a.example', rule: 'raise' });
    await rankingHandlers['ranking.set']({ host: 'b.example', rule: 'block' });
    const view = await rankingHandlers['ranking.set']({ host: 'a.example', rule: 'pin' });
    expect(view.sites).toEqual([
      { host: 'b.example', rule: 'block' },
      { host: 'a.example', rule: 'pin' },
    ]);
    expect(await browser.storage.local.get('siteRanking')).toEqual({ siteRanking: { sites: view.sites } });
    expect(await browser.storage.sync.get(null)).toEqual({});
    await rankingHandlers['ranking.set']({ host: 'a.example', rule: null });
    await rankingHandlers['ranking.set']({ host: 'b.example', rule: null });
    expect(await browser.storage.local.get('siteRanking')).toEqual({});
  });

  it('reads a damaged store defensively: a hostile entry is dropped, never sent', async () => {
    await browser.storage.local.set({
      siteRanking: {
        sites: [{ host: 'x.com\n$boost=10,site=evil.com', rule: 'block' }, { host: 'ok.example', rule: 'block' }, 7],
      },
    });
    expect(await readRanking()).toEqual([{ host: 'ok.example', rule: 'block' }]);
    expect(await rankingGoggle()).toBe('$discard,site=ok.example');
    await browser.storage.local.set({ siteRanking: 'junk' });
    expect(await readRanking()).toEqual([]);
  });

  it('the message refuses a host that is more than a host, or not normalised', () => {
    const parse = (host: string) => rankingSetSchema().safeParse({ host, rule: 'block' }).success;
    expect(parse('a.example')).toBe(true);
    expect(parse('a.example,boost=10')).toBe(false);
    expect(parse('A.example')).toBe(false);
    expect(parse('a.example\n$discard')).toBe(false);
  });
});

describe('searches send the list as one inline Goggle beside the chosen hosted one', () => {
  const HOSTED = 'https://goggles.example/tech.goggle';

  it('as a second goggles parameter', () => {
    const params = searchParams(
      { q: 'heron', page: 0, filters: { goggle: HOSTED } },
      { ...DEFAULT_SETTINGS, goggles: [HOSTED] },
      '$discard,site=spam.example',
    );
    expect(new URLSearchParams(webSearchEntries(params)).getAll('goggles')).toEqual([
      HOSTED,
      '$discard,site=spam.example',
    ]);
  });

  it('from the stored list, with every search', async () => {
    await rankingHandlers['ranking.set']({ host: 'spam.example', rule: 'block' });
    const { access, client } = fakeAccess({
      webSearch: async () => ({ data: webAnswer(), fromCache: false, billed: true }) as never,
    });
    await runSearch(access, { q: 'heron', page: 0, filters: {} });
    expect(client.webSearch.mock.calls[0]![0].goggles).toEqual(['$discard,site=spam.example']);
  });

  it('in the cache key: a changed list is a new search, never the old answer served as new', async () => {
    const { client, calls } = makeClient([() => json(webAnswer())]);
    const run = (ranking?: string) =>
      client.webSearch(searchParams({ q: 'heron', page: 0, filters: {} }, DEFAULT_SETTINGS, ranking), {
        ttlMs: 60_000,
      });
    expect((await run()).fromCache).toBe(false);
    expect((await run('$discard,site=spam.example')).fromCache).toBe(false);
    expect((await run('$discard,site=spam.example')).fromCache).toBe(true);
    expect((await run('$discard,site=spam.example\n$boost=3,site=good.example')).fromCache).toBe(false);
    expect((await run()).fromCache).toBe(true);
    expect(calls).toHaveLength(3);
  });
});
