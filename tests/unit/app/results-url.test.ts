import { describe, expect, it } from 'vitest';
import { parseResultsQuery, resultsQuery } from '@/components/app/results-url';

const GOGGLE = 'https://goggles.example/tech.goggle';

describe('the results URL', () => {
  it('holds the whole search and reads back the same', () => {
    const request = {
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
    const query = resultsQuery(request);
    expect(query).toMatch(/^\?q=heron\+%26\+ibis%3F&offset=3&exact=1&country=DE/);
    expect(parseResultsQuery(query)).toEqual(request);
  });

  it('leaves out the first page and the filters a search does not have', () => {
    expect(resultsQuery({ q: 'heron', page: 0, filters: {} })).toBe('?q=heron');
    expect(resultsQuery(undefined)).toBe('');
    expect(parseResultsQuery('?q=heron')).toEqual({ q: 'heron', page: 0, filters: {} });
  });

  it('is no search without a usable query', () => {
    for (const query of ['', '?offset=2', '?q=', '?q=%20%20', `?q=${'a'.repeat(401)}`, `?q=${'w '.repeat(51)}`])
      expect(parseResultsQuery(query), query).toBeUndefined();
  });

  it('drops what the background would refuse, instead of sending it', () => {
    const parsed = parseResultsQuery(
      '?q=heron&offset=10&country=XX&searchLang=klingon&safesearch=maybe&freshness=yesterday' +
        '&resultTypes=web,web&goggle=http://goggles.example/x&exact=yes',
    );
    expect(parsed).toEqual({ q: 'heron', page: 0, filters: {} });
    expect(parseResultsQuery('?q=heron&offset=-1')?.page).toBe(0);
    expect(parseResultsQuery('?q=heron&offset=1.5')?.page).toBe(0);
    expect(parseResultsQuery('?q=heron&resultTypes=web,spam')?.filters).toEqual({});
    expect(parseResultsQuery('?q=heron&resultTypes=')?.filters).toEqual({});
  });
});
