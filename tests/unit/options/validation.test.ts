import { describe, expect, it } from 'vitest';
import { toDraft, toPatch } from '@/entrypoints/options/preferences';
import type { Settings } from '@/utils/contract/settings-schema';
import { baseUrlProblemText, keyProblemText, parseWholeNumber } from '@/entrypoints/options/validation';
import { CACHE_MINUTES, RESULTS_PER_PAGE } from '@/utils/ui-safe/settings/choices';

const SETTINGS: Settings = {
  country: 'US',
  searchLang: 'en',
  uiLang: 'en-US',
  safesearch: 'moderate',
  units: 'auto',
  resultsPerPage: 10,
  cacheMinutes: 10,
  askBeforeAnswer: true,
  toolbarOpens: 'popup',
  research: { queries: 10, iterations: 2, seconds: 120 },
  goggles: [],
  location: { mode: 'off' },
  apiBaseUrl: 'https://api.search.brave.com/res/v1',
};

describe('key problems', () => {
  it('are localised by the code the background sends', () => {
    expect(keyProblemText('empty', 'x')).toBe('Paste your API key first.');
    expect(keyProblemText('tooLong', 'x')).toBe(
      'That is too long to be an API key. Copy it again from the API dashboard.',
    );
    expect(keyProblemText('badCharacters', 'x')).toMatch(
      /^An API key has no spaces, line breaks or special characters/,
    );
  });

  it("fall back to the background's own message for an unknown code", () => {
    expect(keyProblemText('somethingNew', 'The background says no.')).toBe('The background says no.');
    expect(keyProblemText(undefined, 'The background says no.')).toBe('The background says no.');
    expect(keyProblemText('toString', 'The background says no.')).toBe('The background says no.');
  });
});

describe('whole numbers', () => {
  it('accept only digits within the range', () => {
    expect(parseWholeNumber('1', RESULTS_PER_PAGE)).toBe(1);
    expect(parseWholeNumber(' 20 ', RESULTS_PER_PAGE)).toBe(20);
    expect(parseWholeNumber('0', CACHE_MINUTES)).toBe(0);
    expect(parseWholeNumber('1440', CACHE_MINUTES)).toBe(1440);
    for (const bad of ['', '0', '21', '2.5', '-1', '1e1', '0x10', 'ten', '10 0'])
      expect(parseWholeNumber(bad, RESULTS_PER_PAGE), bad).toBeUndefined();
    expect(parseWholeNumber('1441', CACHE_MINUTES)).toBeUndefined();
  });
});

describe('preferences', () => {
  it('become a patch of the preference fields only (never the base URL)', () => {
    const result = toPatch({ ...toDraft(SETTINGS), country: 'DE', resultsPerPage: '15', cacheMinutes: '0' });
    expect(result).toEqual({
      ok: true,
      patch: {
        country: 'DE',
        searchLang: 'en',
        uiLang: 'en-US',
        safesearch: 'moderate',
        units: 'auto',
        resultsPerPage: 15,
        cacheMinutes: 0,
        askBeforeAnswer: true,
        toolbarOpens: 'popup',
      },
    });
  });

  it('name each invalid number with its range', () => {
    expect(toPatch({ ...toDraft(SETTINGS), resultsPerPage: '25', cacheMinutes: '2.5' })).toEqual({
      ok: false,
      problems: {
        resultsPerPage: 'Enter a whole number from 1 to 20.',
        cacheMinutes: 'Enter a whole number of minutes from 0 to 1440.',
      },
    });
    expect(toPatch({ ...toDraft(SETTINGS), cacheMinutes: '' })).toEqual({
      ok: false,
      problems: { cacheMinutes: 'Enter a whole number of minutes from 0 to 1440.' },
    });
  });

  it('show numbers as text in the form', () => {
    expect(toDraft(SETTINGS)).toMatchObject({ resultsPerPage: '10', cacheMinutes: '10' });
  });
});

describe('base URL problems', () => {
  it('differ for an empty and an unusable address', () => {
    expect(baseUrlProblemText('empty')).toBe('Enter an address, or choose Use the default.');
    expect(baseUrlProblemText('invalid')).toMatch(/^Use an https:\/\/ address/);
  });
});
