import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MAX_GOGGLES, normaliseGoggleUrl, validGoggles } from '@/utils/ui-safe/settings/goggles';
import { repairSettings, settingsSchema } from '@/utils/contract/settings-schema';
import { DEFAULT_SETTINGS } from './defaults';
import { readSettings, updateSettings } from '@/utils/worker/settings/service';

const RUST = 'https://raw.githubusercontent.com/brave/goggles-quickstart/main/goggles/rust_programming.goggle';
const goggle = (n: number) => `https://goggles.example/g${n}.goggle`;

describe('normaliseGoggleUrl', () => {
  it('keeps an https:// address (trimmed, as the URL parser writes it), query included', () => {
    expect(normaliseGoggleUrl(RUST)).toBe(RUST);
    expect(normaliseGoggleUrl(`  ${RUST}\n`)).toBe(RUST);
    expect(normaliseGoggleUrl('https://Goggles.Example/a.goggle?v=2')).toBe('https://goggles.example/a.goggle?v=2');
  });

  it.each([
    '',
    'goggles.example/a.goggle',
    'http://goggles.example/a.goggle',
    'javascript:alert(1)',
    'JavaScript://goggles.example/%0aalert(1)',
    'data:text/plain,$boost=3,site=evil.example',
    'ftp://goggles.example/a.goggle',
    'https://user:pw@goggles.example/a.goggle',
    'https://user@goggles.example/a.goggle',
    'https://goggles.example/a.goggle#top',
    'https://goggles.example/a.goggle#',
    'https://goggles.example/a\n.goggle',
    'https://goggles.example/a b.goggle',
    'https://goggles.example/a\u0000.goggle',
    'https://',
    `https://goggles.example/${'a'.repeat(1_000)}`,
  ])('refuses %j', (raw) => {
    expect(normaliseGoggleUrl(raw)).toBeUndefined();
  });
});

describe('validGoggles', () => {
  it('keeps the valid addresses of a damaged list, each once, at most MAX_GOGGLES', () => {
    expect(validGoggles([RUST, 'javascript:alert(1)', 42, ` ${RUST}`, goggle(1)])).toEqual([RUST, goggle(1)]);
    const many = Array.from({ length: MAX_GOGGLES + 3 }, (_, n) => goggle(n));
    expect(validGoggles(many)).toEqual(many.slice(0, MAX_GOGGLES));
  });
});

describe('the goggles setting', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts empty', () => {
    expect(DEFAULT_SETTINGS.goggles).toEqual([]);
  });

  it('is saved normalised and de-duplicated, and other fields are kept', async () => {
    await updateSettings({ country: 'DE' });
    await updateSettings({ goggles: [RUST, ` ${RUST} `, goggle(1)] });
    expect(await readSettings()).toMatchObject({ country: 'DE', goggles: [RUST, goggle(1)] });
  });

  it.each([
    [['javascript:alert(1)']],
    [['https://user:pw@goggles.example/a.goggle']],
    [[RUST, 'http://goggles.example/a.goggle']],
    [Array.from({ length: MAX_GOGGLES + 1 }, (_, n) => goggle(n))],
    ['https://goggles.example/a.goggle'],
  ])('refuses %j and keeps the old list', async (goggles) => {
    await updateSettings({ goggles: [RUST] });
    await expect(updateSettings({ goggles } as never)).rejects.toThrow();
    expect((await readSettings()).goggles).toEqual([RUST]);
  });

  it('is repaired entry by entry, not thrown away for one bad address', () => {
    expect(repairSettings({ country: 'FR', goggles: [RUST, 'javascript:alert(1)', RUST] })).toEqual({
      ...DEFAULT_SETTINGS,
      country: 'FR',
      goggles: [RUST],
    });
    expect(repairSettings({ goggles: 'not a list' }).goggles).toEqual([]);
    expect(settingsSchema().safeParse({ goggles: [RUST, 'javascript:alert(1)'] }).success).toBe(false);
  });
});
