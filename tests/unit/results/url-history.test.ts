import { beforeEach, describe, expect, it } from 'vitest';
import { recordInUrl, targetInUrl } from '@/entrypoints/results/url-history';

const heron = { q: 'heron', page: 0, filters: { country: 'DE' as const } };

describe("the results tab's history", () => {
  beforeEach(() => history.replaceState(null, '', '/results.html'));

  it('a new search is a new entry; a further page replaces it, so Back goes to the search before', () => {
    const start = history.length;
    recordInUrl(heron, 'new');
    expect(location.search).toBe('?q=heron&country=DE');
    expect(history.length).toBe(start + 1);
    recordInUrl({ ...heron, page: 1 }, 'more');
    expect(location.search).toBe('?q=heron&offset=1&country=DE');
    expect(history.length).toBe(start + 1);
    expect(targetInUrl()).toEqual({ search: { ...heron, page: 1 } });
  });

  it('the same search again adds no entry', () => {
    recordInUrl(heron, 'new');
    const length = history.length;
    recordInUrl(heron, 'new');
    expect(history.length).toBe(length);
  });
});
