/** Documented enum values (docs/api-reference.md §1.1). Note Japanese is `jp` in search_lang. */
export const COUNTRIES = [
  'ALL',
  'AR',
  'AU',
  'AT',
  'BE',
  'BR',
  'CA',
  'CL',
  'DK',
  'FI',
  'FR',
  'DE',
  'HK',
  'IN',
  'ID',
  'IT',
  'JP',
  'KR',
  'MY',
  'MX',
  'NL',
  'NZ',
  'NO',
  'CN',
  'PL',
  'PT',
  'PH',
  'RU',
  'SA',
  'ZA',
  'ES',
  'SE',
  'CH',
  'TW',
  'TR',
  'GB',
  'US',
] as const;

export const SEARCH_LANGS = [
  'ar',
  'eu',
  'bn',
  'bg',
  'ca',
  'zh-hans',
  'zh-hant',
  'hr',
  'cs',
  'da',
  'nl',
  'en',
  'en-gb',
  'et',
  'fi',
  'fr',
  'gl',
  'de',
  'gu',
  'he',
  'hi',
  'hu',
  'is',
  'it',
  'jp',
  'kn',
  'ko',
  'lv',
  'lt',
  'ms',
  'ml',
  'mr',
  'nb',
  'pl',
  'pt-br',
  'pt-pt',
  'pa',
  'ro',
  'ru',
  'sr',
  'sk',
  'sl',
  'es',
  'sv',
  'ta',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
] as const;

export const UI_LANGS = [
  'es-AR',
  'en-AU',
  'de-AT',
  'nl-BE',
  'fr-BE',
  'pt-BR',
  'en-CA',
  'fr-CA',
  'es-CL',
  'da-DK',
  'fi-FI',
  'fr-FR',
  'de-DE',
  'zh-HK',
  'en-IN',
  'en-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'en-MY',
  'es-MX',
  'nl-NL',
  'en-NZ',
  'no-NO',
  'zh-CN',
  'pl-PL',
  'en-PH',
  'ru-RU',
  'en-ZA',
  'es-ES',
  'sv-SE',
  'fr-CH',
  'de-CH',
  'zh-TW',
  'tr-TR',
  'en-GB',
  'en-US',
  'es-US',
] as const;

export const SAFESEARCH = ['off', 'moderate', 'strict'] as const;
export const UNITS = ['metric', 'imperial'] as const;

export type Safesearch = (typeof SAFESEARCH)[number];
export type Units = (typeof UNITS)[number];

/** Units "derived from country" when not given: imperial for the US only. */
export function defaultUnits(country: string): Units {
  return country === 'US' ? 'imperial' : 'metric';
}

/** Result language codes differ from search_lang codes in a few places. */
export function resultLanguageOf(searchLang: string): string {
  if (searchLang === 'jp') return 'ja';
  return searchLang.split('-')[0] ?? searchLang;
}

/** The newer reference (2026, as the official MCP server copies it for llm/context and place_search) adds Greece
 * and Greek to the lists web search documents. */
export const COUNTRIES_2026 = [...COUNTRIES, 'GR'] as const;
export const SEARCH_LANGS_2026 = [...SEARCH_LANGS, 'el'] as const;
