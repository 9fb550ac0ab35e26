// The `search` message's filters (utils/contract/protocol.ts): what the background accepts from the popup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protocol } from '@/utils/contract/protocol';

const parse = (filters: unknown) => protocol.search.request.safeParse({ q: 'heron', filters });
const GOGGLE = 'https://goggles.example/tech.goggle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 15, 12));
});
afterEach(() => vi.useRealTimers());

describe('search filters', () => {
  it('accept result types, a period or a valid range, and a Goggle address', () => {
    for (const filters of [
      { resultTypes: ['news', 'web'] },
      { resultTypes: ['web', 'news', 'videos', 'discussions', 'faq', 'infobox', 'locations'] },
      { freshness: 'pw' },
      { freshness: '2026-01-01to2026-03-15' },
      { goggle: GOGGLE, freshness: '1990-01-01to1990-01-31', resultTypes: ['locations'] },
    ]) {
      expect(parse(filters).success, JSON.stringify(filters)).toBe(true);
    }
  });

  it.each([
    { freshness: '2026-02-30to2026-03-01' },
    { freshness: '2026-03-01to2026-02-01' },
    { freshness: '2026-03-01to2026-03-16' },
    { freshness: '1989-12-01to1990-01-31' },
    { freshness: 'px' },
    { resultTypes: ['images'] },
    { resultTypes: ['summarizer'] },
    { resultTypes: [] },
    { resultTypes: ['web', 'web'] },
    { resultTypes: 'web' },
    { goggle: 'javascript:alert(1)' },
    { goggle: 'https://user:pw@goggles.example/tech.goggle' },
    { goggles: [GOGGLE] },
  ])('refuse %j', (filters) => {
    expect(parse(filters).success).toBe(false);
  });
});
