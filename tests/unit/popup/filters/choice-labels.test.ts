import { describe, expect, it } from 'vitest';
import { countryChoices, languageChoices } from '@/entrypoints/popup/filters/choice-labels';
import { COUNTRIES, SEARCH_LANGUAGES } from '@/utils/settings/choices';

describe('filter choices', () => {
  it('offer every country the API accepts, "All countries" first, then by name', () => {
    const choices = countryChoices();
    expect(choices.map((c) => c.value).sort()).toEqual([...COUNTRIES].sort());
    expect(choices[0]).toEqual({ value: 'ALL', label: 'All countries' });
    expect(choices.find((c) => c.value === 'DE')?.label).toBe('Germany');
    const names = choices.slice(1).map((c) => c.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('offer every search language, named even where the API code is not a language tag (jp)', () => {
    const choices = languageChoices();
    expect(choices.map((c) => c.value).sort()).toEqual([...SEARCH_LANGUAGES].sort());
    expect(choices.find((c) => c.value === 'jp')?.label).toBe('Japanese');
    expect(choices.find((c) => c.value === 'zh-hant')?.label).toMatch(/Traditional/);
  });
});
