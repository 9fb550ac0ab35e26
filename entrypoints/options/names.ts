/** Readable names for the API's country and language codes, in the browser's language, with the code kept visible. */
import { t, uiLanguage } from '@/utils/i18n';

export interface Choice {
  value: string;
  label: string;
}

type NameType = 'region' | 'language';

function displayName(type: NameType, code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(uiLanguage() ?? [], { type, fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The API's language codes are lower-case and use `jp` for Japanese; Intl wants BCP 47 (`ja`, `zh-Hans`, `en-GB`). */
export function toBcp47(code: string): string {
  const [language = '', ...rest] = code.split('-');
  const base = language === 'jp' ? 'ja' : language.toLowerCase();
  const parts = rest.map((part) =>
    part.length === 4 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part.toUpperCase(),
  );
  return [base, ...parts].join('-');
}

const labelled = (code: string, name: string | undefined): string => (name ? `${name} (${code})` : code);

const byLabel = (a: Choice, b: Choice): number => a.label.localeCompare(b.label, uiLanguage());

export function countryChoices(codes: readonly string[]): Choice[] {
  const all = codes.filter((c) => c === 'ALL').map((value) => ({ value, label: t('options_countryAll') }));
  const rest = codes
    .filter((c) => c !== 'ALL')
    .map((value) => ({ value, label: labelled(value, displayName('region', value)) }));
  return [...all, ...rest.sort(byLabel)];
}

export function languageChoices(codes: readonly string[]): Choice[] {
  return codes
    .map((value) => ({ value, label: labelled(value, displayName('language', toBcp47(value))) }))
    .sort(byLabel);
}
