/**
 * Names for the filter choices in the browser's language, from Intl.DisplayNames (no tables to ship). The API's
 * codes are not all BCP 47 tags (Japanese is `jp`), so those are translated first; a code without a name shows
 * as itself.
 */
import { COUNTRIES, SEARCH_LANGUAGES, type Country, type SearchLanguage } from '@/utils/settings/choices';
import { t, uiLanguage } from '@/utils/i18n';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

const API_LANGUAGE_TAGS: Partial<Record<SearchLanguage, string>> = {
  jp: 'ja',
  'zh-hans': 'zh-Hans',
  'zh-hant': 'zh-Hant',
};

function namer(type: 'region' | 'language'): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames(uiLanguage() ?? 'en', { type, fallback: 'none' });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}

const byLabel = <T extends string>(a: Choice<T>, b: Choice<T>) => a.label.localeCompare(b.label, uiLanguage());

let countries: Choice<Country>[] | undefined;
let languages: Choice<SearchLanguage>[] | undefined;

/** "All countries" first, then the countries by name. */
export function countryChoices(): Choice<Country>[] {
  if (!countries) {
    const name = namer('region');
    const named = COUNTRIES.filter((c) => c !== 'ALL').map((value) => ({ value, label: name(value) ?? value }));
    countries = [{ value: 'ALL', label: t('popup_countryAll') }, ...named.sort(byLabel)];
  }
  return countries;
}

export function languageChoices(): Choice<SearchLanguage>[] {
  if (!languages) {
    const name = namer('language');
    languages = SEARCH_LANGUAGES.map((value) => ({
      value,
      label: name(API_LANGUAGE_TAGS[value] ?? value) ?? value,
    })).sort(byLabel);
  }
  return languages;
}
