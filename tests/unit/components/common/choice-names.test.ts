import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { countryChoices, languageChoices } from '@/components/common/choice-names';
import { COUNTRIES, SEARCH_LANGUAGES, UI_LANGUAGES } from '@/utils/ui-safe/settings/choices';

describe('names for codes', () => {
  // Names come in the browser's language: pin it, so the test does not depend on the machine's locale.
  beforeEach(() => {
    vi.spyOn(browser.i18n, 'getUILanguage').mockReturnValue('en-US');
  });

  it("name the API's language codes through BCP 47 (jp → ja, zh-hans → zh-Hans, en-gb → en-GB)", () => {
    const named = (code: string) => languageChoices([code])[0]!.label;
    expect(named('jp')).toBe('Japanese');
    expect(named('zh-hans')).toBe('Simplified Chinese');
    expect(named('en-gb')).toBe('British English');
    expect(named('pt-br')).toBe('Brazilian Portuguese');
    expect(named('de-AT')).toBe('Austrian German');
  });

  it('list every country once, "All countries" first, with the code visible where asked', () => {
    const choices = countryChoices(COUNTRIES, { withCodes: true });
    expect(choices.map((c) => c.value).sort()).toEqual([...COUNTRIES].sort());
    expect(choices[0]).toEqual({ value: 'ALL', label: 'All countries' });
    expect(choices.find((c) => c.value === 'DE')?.label).toBe('Germany (DE)');
    for (const choice of choices.slice(1)) expect(choice.label).toContain(`(${choice.value})`);
  });

  it('name languages, Japanese included', () => {
    const search = languageChoices(SEARCH_LANGUAGES, { withCodes: true });
    expect(search.map((c) => c.value).sort()).toEqual([...SEARCH_LANGUAGES].sort());
    expect(search.find((c) => c.value === 'jp')?.label).toBe('Japanese (jp)');
    expect(search.find((c) => c.value === 'de')?.label).toBe('German (de)');
    expect(languageChoices(UI_LANGUAGES)).toHaveLength(UI_LANGUAGES.length);
  });
});

describe('filter choices', () => {
  it('offer every country the API accepts, "All countries" first, then by name', () => {
    const choices = countryChoices(COUNTRIES);
    expect(choices.map((c) => c.value).sort()).toEqual([...COUNTRIES].sort());
    expect(choices[0]).toEqual({ value: 'ALL', label: 'All countries' });
    expect(choices.find((c) => c.value === 'DE')?.label).toBe('Germany');
    const names = choices.slice(1).map((c) => c.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offer every search language, named even where the API code is not a language tag (jp)', () => {
    const choices = languageChoices(SEARCH_LANGUAGES);
    expect(choices.map((c) => c.value).sort()).toEqual([...SEARCH_LANGUAGES].sort());
    expect(choices.find((c) => c.value === 'jp')?.label).toBe('Japanese');
    expect(choices.find((c) => c.value === 'zh-hant')?.label).toMatch(/Traditional/);
  });
});
