/**
 * Names for the API's country and language codes in the browser's language, from Intl.DisplayNames (no tables to
 * ship), for the popup's filters and the options page alike. The API's codes are not all BCP 47 tags (Japanese is
 * `jp`), so they are translated first; a code without a name shows as itself. `withCodes` keeps the code visible
 * ("Germany (DE)"), where the page has room for it.
 */
import { t, uiLanguage } from '@/utils/ui-safe/i18n';

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/** The API's language codes are lower-case and use `jp` for Japanese; Intl wants BCP 47 (`ja`, `zh-Hans`, `en-GB`). */
function toBcp47(code: string): string {
  const [language = '', ...rest] = code.split('-');
  const base = language === 'jp' ? 'ja' : language.toLowerCase();
  const parts = rest.map((part) =>
    part.length === 4 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part.toUpperCase(),
  );
  return [base, ...parts].join('-');
}

function namer(type: 'region' | 'language'): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames(uiLanguage() ?? 'en', { type, fallback: 'none' });
    return (code) => {
      try {
        const name = names.of(code);
        return name && name !== code ? name : undefined;
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}

interface Naming {
  withCodes?: boolean;
}

const label = (code: string, name: string | undefined, { withCodes }: Naming) =>
  name ? (withCodes ? `${name} (${code})` : name) : code;

/** One collator per list: `localeCompare` with a locale builds one per comparison (4 ms for the popup's two lists). */
function byLabel<T extends string>(choices: Choice<T>[]): Choice<T>[] {
  const collator = new Intl.Collator(uiLanguage());
  return choices.sort((a, b) => collator.compare(a.label, b.label));
}

/** "All countries" first (when `ALL` is among the codes), then the countries by name. */
export function countryChoices<T extends string>(codes: readonly T[], naming: Naming = {}): Choice<T>[] {
  const name = namer('region');
  const all = codes.filter((c) => c === 'ALL').map((value) => ({ value, label: t('countryAll') }));
  const named = codes.filter((c) => c !== 'ALL').map((value) => ({ value, label: label(value, name(value), naming) }));
  return [...all, ...byLabel(named)];
}

export function languageChoices<T extends string>(codes: readonly T[], naming: Naming = {}): Choice<T>[] {
  const name = namer('language');
  return byLabel(codes.map((value) => ({ value, label: label(value, name(toBcp47(value)), naming) })));
}
