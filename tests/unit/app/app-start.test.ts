import { beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from '@/utils/ui-safe/messaging/client';
import { isLastSearch, loadAppStart } from '@/components/app/app-start';
import { view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => ({ send: vi.fn() }));

const TECH = 'https://goggles.example/tech.goggle';
const RUST = 'https://goggles.example/rust.goggle';

function answer(goggles: string[] | undefined, lastFilters: object) {
  vi.mocked(send).mockImplementation((async (type: string) => {
    if (type === 'settings.get')
      return { ok: true, data: { country: 'DE', searchLang: 'de', safesearch: 'off', goggles } };
    if (type === 'key.status') return { ok: true, data: { set: true } };
    return { ok: true, data: { request: { q: 'heron', page: 0, filters: lastFilters }, view: {} } };
  }) as never);
}

beforeEach(() => vi.clearAllMocks());

describe('loadAppStart', () => {
  it('hands the saved Goggles to the filters, not as a default filter', async () => {
    answer([TECH, RUST], { goggle: RUST, freshness: 'pw' });
    const start = await loadAppStart();
    expect(start.goggles).toEqual([TECH, RUST]);
    expect(start.defaults).toEqual({ country: 'DE', searchLang: 'de', safesearch: 'off' });
    expect(start.last?.request.filters).toEqual({ goggle: RUST, freshness: 'pw' });
  });

  it('drops from the last search a Goggle removed in the options since', async () => {
    answer([TECH], { goggle: RUST, freshness: 'pw' });
    const start = await loadAppStart();
    expect(start.last?.request.filters).toEqual({ freshness: 'pw' });
    expect(start.last?.request.q).toBe('heron');
  });

  it('offers no Goggles when the settings have none or cannot be read', async () => {
    answer(undefined, {});
    expect((await loadAppStart()).goggles).toEqual([]);
    vi.mocked(send).mockResolvedValue({ ok: false, error: { kind: 'noBackground', message: 'x' } } as never);
    expect(await loadAppStart()).toMatchObject({ goggles: [], last: null });
  });
});

describe('isLastSearch', () => {
  const defaults = { country: 'DE' as const, searchLang: 'de' as const, safesearch: 'off' as const };
  const last = { request: { q: 'heron', page: 0, filters: { ...defaults, freshness: 'pw' as const } }, view: view() };

  it('is the same query, spelling mode and filters (the defaults it ran with counted), in any key order', () => {
    const request = { q: 'heron', page: 2, filters: { freshness: 'pw' as const, ...defaults } };
    expect(isLastSearch(last, request, defaults)).toBe(true);
    expect(
      isLastSearch({ ...last, request: { ...last.request, filters: { freshness: 'pw' } } }, request, defaults),
    ).toBe(true);
  });

  it('is not another query, other filters, or the query as typed when the last one was corrected', () => {
    const request = { q: 'heron', page: 0, filters: last.request.filters };
    expect(isLastSearch(last, { ...request, q: 'herons' }, defaults)).toBe(false);
    expect(isLastSearch(last, { ...request, filters: { ...defaults } }, defaults)).toBe(false);
    expect(isLastSearch(last, { ...request, exact: true }, defaults)).toBe(false);
    const exact = {
      request: { ...last.request, exact: true as const },
      view: view({ query: { original: 'heron', exact: true } }),
    };
    expect(isLastSearch(exact, { ...request, exact: true }, defaults)).toBe(true);
  });
});
