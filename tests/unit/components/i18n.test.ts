// Tests utils/ui-safe/i18n.ts and public/_locales (owned with the components, which are their main users).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { readdirSync, readFileSync } from 'node:fs';
import { t, uiLanguage } from '@/utils/ui-safe/i18n';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;
const load = (lang: string): Messages =>
  JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Messages;
const en = load('en');
const de = load('de');

afterEach(() => vi.restoreAllMocks());

describe('locales', () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold no string the code does not use (knip does not read locales)', () => {
    const files = ['entrypoints', 'components', 'utils'].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[]).map((f) => `${dir}/${f}`),
    );
    const sources = [...files.filter((f) => /\.(ts|tsx|html)$/.test(f)), 'wxt.config.ts']
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const used = (key: string) => new RegExp(`['"\`]${key}['"\`]|__MSG_${key}__`).test(sources);
    expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
    expect(used('extName') && !used('noSuchMessageKey')).toBe(true);
  });

  it('use message names Chrome accepts and non-empty messages', () => {
    for (const [name, entry] of [...Object.entries(en), ...Object.entries(de)]) {
      expect(name).toMatch(/^[A-Za-z0-9_]+$/);
      expect(entry.message.trim()).not.toBe('');
    }
  });

  it('declare every $PLACEHOLDER$ they use, the same in both languages', () => {
    for (const messages of [en, de]) {
      for (const [name, entry] of Object.entries(messages)) {
        const used = [...entry.message.matchAll(/\$([A-Za-z0-9_]+)\$/g)].map((m) => m[1]!.toLowerCase()).sort();
        expect(used, name).toEqual(Object.keys(entry.placeholders ?? {}).sort());
        expect(entry.placeholders ?? {}, name).toEqual(en[name]!.placeholders ?? {});
      }
    }
  });

  it('contain the manifest strings', () => {
    expect(en.extName!.message).toBe('Scout');
    expect(en.extDescription!.message).toBe('Search, places and AI summaries from your own Brave Search API key.');
    expect(en.actionTitle!.message).toBe('Search with Scout');
    expect(en.commandOpenPopup!.message).toBe('Open Scout');
    expect(en.menuSummarizeSelection!.message).toBe('Summarize “%s” with Scout');
    expect(en.menuFindPlacesInSelection!.message).toBe('Find places in selection');
    expect(en.menuFindPlacesOnPage!.message).toBe('Find places on this page');
  });
});

describe('t', () => {
  it('gives the English messages with substitutions (the browser, or the test setup standing in for it)', () => {
    expect(t('extName')).toBe('Scout');
    expect(t('placeRating', [4.5, 5])).toBe('Rated 4.5 of 5');
    expect(t('citationLabel', 3)).toBe('Source 3');
  });

  it("uses the browser's message when there is one", () => {
    const spy = vi
      .spyOn(browser.i18n, 'getMessage')
      .mockImplementation(((name: string, subs?: string[]) => `${name}:${(subs ?? []).join(',')}`) as never);
    expect(t('placeRating', ['4', '5'])).toBe('placeRating:4,5');
    expect(spy).toHaveBeenCalledWith('placeRating', ['4', '5']);
  });

  it('asks the browser once for each message and substitutions', () => {
    const spy = vi
      .spyOn(browser.i18n, 'getMessage')
      .mockImplementation(((name: string, subs?: string[]) => `${name}:${(subs ?? []).join(',')}`) as never);
    for (let i = 0; i < 3; i++) expect(t('placeOpenNow')).toBe('placeOpenNow:');
    expect(spy).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) expect(t('placeRating', ['4', '5'])).toBe('placeRating:4,5');
    expect(t('placeRating', ['3', '5'])).toBe('placeRating:3,5');
    // Substitutions are told apart however they would join.
    expect(t('placeRating', ['3,5'])).toBe('placeRating:3,5');
    expect(t('placeRating', ['3\u00005'])).toBe('placeRating:3\u00005');
    expect(t('placeRating', ['3', '5'])).toBe('placeRating:3,5');
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('asks the browser its language once', () => {
    const spy = vi.spyOn(browser.i18n, 'getUILanguage').mockReturnValue('de-DE');
    expect([uiLanguage(), uiLanguage(), uiLanguage()]).toEqual(['de-DE', 'de-DE', 'de-DE']);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('shows the key rather than nothing when the browser has no message, or no i18n at all', () => {
    vi.spyOn(browser.i18n, 'getMessage').mockReturnValue('');
    expect(t('placeOpenNow')).toBe('placeOpenNow');
    vi.spyOn(browser.i18n, 'getMessage').mockImplementation(() => {
      throw new Error('no i18n here');
    });
    expect(t('placeOpenNow')).toBe('placeOpenNow');
  });
});
