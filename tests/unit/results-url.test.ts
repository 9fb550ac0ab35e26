import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseResultsQuery, resultsPageUrl, resultsQuery } from '@/utils/ui-safe/results-url';

const GOGGLE = 'https://goggles.example/tech.goggle';
const searchOf = (query: string) => {
  const target = parseResultsQuery(query);
  return target && 'search' in target ? target.search : undefined;
};

describe('the results URL', () => {
  it('holds the whole search and reads back the same', () => {
    const search = {
      q: 'heron & ibis?',
      page: 3,
      exact: true as const,
      filters: {
        country: 'DE' as const,
        searchLang: 'de' as const,
        safesearch: 'strict' as const,
        freshness: '2024-01-01to2024-02-01' as const,
        resultTypes: ['web' as const, 'news' as const],
        goggle: GOGGLE,
      },
    };
    const query = resultsQuery({ search });
    expect(query).toMatch(/^\?q=heron\+%26\+ibis%3F&offset=3&exact=1&country=DE/);
    expect(parseResultsQuery(query)).toEqual({ search });
  });

  it('holds the tab shown, reads it back, and drops a tab it does not know', () => {
    const search = { q: 'heron', page: 0, filters: {} };
    for (const tab of ['news', 'videos', 'images'] as const) {
      const query = resultsQuery({ search, tab });
      expect(query).toBe(`?q=heron&tab=${tab}`);
      expect(parseResultsQuery(query)).toEqual({ search, tab });
    }
    expect(parseResultsQuery('?q=heron&tab=all')).toEqual({ search });
    expect(parseResultsQuery('?q=heron&tab=maps')).toEqual({ search });
    expect(parseResultsQuery('?q=heron&tab=images&pass=0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b')).toMatchObject({
      tab: 'images',
      pass: '0b5a8a3e-6c1f-4d2e-9a7b-3c4d5e6f7a8b',
    });
  });

  it('leaves out the first page and the filters a search does not have', () => {
    expect(resultsQuery({ search: { q: 'heron', page: 0, filters: {} } })).toBe('?q=heron');
    expect(parseResultsQuery('?q=heron')).toEqual({ search: { q: 'heron', page: 0, filters: {} } });
  });

  it('is no search without a usable query', () => {
    for (const query of ['', '?offset=2', '?q=', '?q=%20%20', `?q=${'a'.repeat(401)}`, `?q=${'w '.repeat(51)}`])
      expect(parseResultsQuery(query), query).toBeUndefined();
  });

  it('prefill= only fills the box: read back exactly (a trailing space kept), cut to a query’s length; q= wins', () => {
    const query = resultsQuery({ prefill: 'site:example.com ' });
    expect(query).toBe('?prefill=site%3Aexample.com+');
    expect(parseResultsQuery(query)).toEqual({ prefill: 'site:example.com ' });
    expect(parseResultsQuery('?prefill=')).toEqual({ prefill: '' });
    expect(parseResultsQuery(`?prefill=${'a'.repeat(500)}`)).toEqual({ prefill: 'a'.repeat(400) });
    expect(parseResultsQuery('?q=heron&prefill=ibis')).toEqual({ search: { q: 'heron', page: 0, filters: {} } });
  });

  it('drops what the background would refuse, instead of sending it', () => {
    const parsed = searchOf(
      '?q=heron&offset=10&country=XX&searchLang=klingon&safesearch=maybe&freshness=yesterday' +
        '&resultTypes=web,web&goggle=http://goggles.example/x&exact=yes',
    );
    expect(parsed).toEqual({ q: 'heron', page: 0, filters: {} });
    expect(searchOf('?q=heron&offset=-1')?.page).toBe(0);
    expect(searchOf('?q=heron&offset=1.5')?.page).toBe(0);
    expect(searchOf('?q=heron&resultTypes=web,spam')?.filters).toEqual({});
    expect(searchOf('?q=heron&resultTypes=')?.filters).toEqual({});
  });
});

describe('resultsPageUrl (what the address bar, the right-click menu and the popup open)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://scout${path}`) as never;
  });

  it('the extension’s results page; values read back exactly', () => {
    const search = new URL(resultsPageUrl({ search: { q: 'café & "tea"/?#', page: 0, filters: {} } }));
    expect(search.href.split('?')[0]).toBe('chrome-extension://scout/results.html');
    expect([...search.searchParams]).toEqual([['q', 'café & "tea"/?#']]);
    const prefill = new URL(resultsPageUrl({ prefill: 'site:example.com ' }));
    expect([...prefill.searchParams]).toEqual([['prefill', 'site:example.com ']]);
  });
});
