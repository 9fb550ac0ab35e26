/**
 * The values the API accepts for Scout's search preferences (docs/api-reference.md §1.1). Plain constants with no zod,
 * so the options page can list them without pulling the validation library into its bundle.
 */
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

/** Note Japanese is `jp`, not `ja`, in this API. */
export const SEARCH_LANGUAGES = [
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

export const UI_LANGUAGES = [
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
/** `auto` sends no `units`, so the API derives them from the country. */
export const UNITS = ['auto', 'metric', 'imperial'] as const;
export const FRESHNESS = ['', 'pd', 'pw', 'pm', 'py'] as const;
/** What Scout's toolbar button opens: the popup, or the side panel (Chrome's side panel, Firefox's sidebar). */
export const TOOLBAR_OPENS = ['popup', 'sidePanel'] as const;
/**
 * The sections of an answer Scout shows, named as the API names them (`result_filter` values and `mixed` slot
 * types, docs/api-reference.md §1.1 and §2).
 */
export const RESULT_SECTIONS = ['web', 'news', 'videos', 'discussions', 'faq', 'infobox', 'locations'] as const;

/** A whole-number setting's bounds, for the settings schema and the options page's own check. */
export interface IntRange {
  min: number;
  max: number;
}

/** Results per page: the API's `count` range. */
export const RESULTS_PER_PAGE: IntRange = { min: 1, max: 20 };
/** Minutes a web search is answered from cache instead of a new, billed call (0 = off), at most a day. */
export const CACHE_MINUTES: IntRange = { min: 0, max: 24 * 60 };

export type Country = (typeof COUNTRIES)[number];
export type SafeSearch = (typeof SAFESEARCH)[number];
export type Freshness = (typeof FRESHNESS)[number];
export type ResultSection = (typeof RESULT_SECTIONS)[number];
export type ToolbarOpens = (typeof TOOLBAR_OPENS)[number];
