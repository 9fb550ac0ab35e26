// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isApiError } from '@/utils/worker/api/errors';
import { webSearchEntries } from '@/utils/worker/api/wire/url';
import type { SearchFilters } from '@/utils/contract/search-request';
import { type Settings } from '@/utils/contract/settings-schema';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { runSearch } from '@/utils/worker/services/search';
import { searchParams } from '@/utils/worker/services/search-params';
import { json, webAnswer } from '../api/helpers';
import { makeClient } from '../api/endpoints/client-helpers';
import { fakeAccess } from './fake-access';

const GOGGLE = 'https://goggles.example/tech.goggle';
const SETTINGS: Settings = { ...DEFAULT_SETTINGS, goggles: [GOGGLE] };
const params = (filters: SearchFilters, settings = SETTINGS) =>
  searchParams({ q: 'heron', page: 0, filters }, settings);
/** The request as it goes out, one entry per parameter. */
const sent = (filters: SearchFilters) => new URLSearchParams(webSearchEntries(params(filters)));

describe('searchParams: result types', () => {
  it('sends no result_filter without a choice, or with every type chosen', () => {
    expect(params({})).not.toHaveProperty('result_filter');
    expect(
      params({ resultTypes: ['locations', 'web', 'news', 'videos', 'discussions', 'faq', 'infobox'] }),
    ).not.toHaveProperty('result_filter');
  });

  it('sends the chosen types in one order, plus query and summarizer so the summary key still comes', () => {
    expect(params({ resultTypes: ['news', 'web'] }).result_filter).toEqual(['web', 'news', 'query', 'summarizer']);
    expect(sent({ resultTypes: ['videos'] }).get('result_filter')).toBe('videos,query,summarizer');
    expect(params({ resultTypes: ['news'] }).summary).toBe(true);
  });
});

describe('searchParams: freshness and Goggles', () => {
  it('sends a custom range as it came', () => {
    expect(sent({ freshness: '2026-01-01to2026-02-01' }).get('freshness')).toBe('2026-01-01to2026-02-01');
  });

  it('sends the chosen Goggle when it is saved, as its own goggles parameter', () => {
    expect(sent({ goggle: GOGGLE }).getAll('goggles')).toEqual([GOGGLE]);
    expect(params({})).not.toHaveProperty('goggles');
  });

  it('refuses a Goggle that is not saved (any more) with a validation error that says so', () => {
    let thrown: unknown;
    try {
      params({ goggle: GOGGLE }, DEFAULT_SETTINGS);
    } catch (error) {
      thrown = error;
    }
    expect(isApiError(thrown) && thrown.toPlain()).toEqual({
      kind: 'validation',
      message: expect.stringContaining('Goggle is no longer saved'),
    });
  });
});

describe('a search naming an unsaved Goggle', () => {
  beforeEach(() => fakeBrowser.reset());

  it('fails before any request is made', async () => {
    const { access, client } = fakeAccess({
      webSearch: async () => ({ data: webAnswer(), fromCache: false, billed: true }) as never,
    });
    await expect(runSearch(access, { q: 'heron', page: 0, filters: { goggle: GOGGLE } })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(client.webSearch).not.toHaveBeenCalled();
  });
});

describe('the cache', () => {
  it('keeps searches with different filters apart, and answers the same filters from cache', async () => {
    const { client, calls } = makeClient([() => json(webAnswer())]);
    const run = (filters: SearchFilters) => client.webSearch(params(filters), { ttlMs: 60_000 });
    expect((await run({})).fromCache).toBe(false);
    expect((await run({ resultTypes: ['news'] })).fromCache).toBe(false);
    expect((await run({ goggle: GOGGLE })).fromCache).toBe(false);
    expect((await run({ freshness: '2026-01-01to2026-02-01' })).fromCache).toBe(false);
    expect((await run({ resultTypes: ['news'] })).fromCache).toBe(true);
    // Every type chosen is the unfiltered search.
    expect(
      (await run({ resultTypes: ['web', 'news', 'videos', 'discussions', 'faq', 'infobox', 'locations'] })).fromCache,
    ).toBe(true);
    expect(calls).toHaveLength(4);
  });
});
