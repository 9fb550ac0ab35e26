import { beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from '@/utils/messaging/client';
import { loadPopupStart } from '@/entrypoints/popup/popup-start';

vi.mock('@/utils/messaging/client', () => ({ send: vi.fn() }));

const TECH = 'https://goggles.example/tech.goggle';
const RUST = 'https://goggles.example/rust.goggle';

function answer(goggles: string[] | undefined, lastFilters: object) {
  vi.mocked(send).mockImplementation((async (type: string) => {
    if (type === 'settings.get')
      return { ok: true, data: { country: 'DE', searchLang: 'de', safesearch: 'off', goggles } };
    if (type === 'key.status') return { ok: true, data: { set: true } };
    return { ok: true, data: { q: 'heron', page: 0, filters: lastFilters, view: {} } };
  }) as never);
}

beforeEach(() => vi.clearAllMocks());

describe('loadPopupStart', () => {
  it('hands the saved Goggles to the filters, not as a default filter', async () => {
    answer([TECH, RUST], { goggle: RUST, freshness: 'pw' });
    const start = await loadPopupStart();
    expect(start.goggles).toEqual([TECH, RUST]);
    expect(start.defaults).toEqual({ country: 'DE', searchLang: 'de', safesearch: 'off' });
    expect(start.last?.filters).toEqual({ goggle: RUST, freshness: 'pw' });
  });

  it('drops from the last search a Goggle removed in the options since', async () => {
    answer([TECH], { goggle: RUST, freshness: 'pw' });
    const start = await loadPopupStart();
    expect(start.last?.filters).toEqual({ freshness: 'pw' });
    expect(start.last?.q).toBe('heron');
  });

  it('offers no Goggles when the settings have none or cannot be read', async () => {
    answer(undefined, {});
    expect((await loadPopupStart()).goggles).toEqual([]);
    vi.mocked(send).mockResolvedValue({ ok: false, error: { kind: 'noBackground', message: 'x' } } as never);
    expect(await loadPopupStart()).toMatchObject({ goggles: [], last: null });
  });
});
