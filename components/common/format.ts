/** Locale-aware number and date formatting in the browser UI's language. */
import { uiLanguage } from '@/utils/ui-safe/i18n';
import { keptFormat } from '@/utils/ui-safe/intl-format';

/** One formatter per kind in the UI's language (intl-format.ts). */
const kept = <Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  make: (language: string | undefined) => Format,
): Format => keptFormat(kind, uiLanguage(), make);

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  try {
    return kept(
      `number ${maximumFractionDigits}`,
      (language) => new Intl.NumberFormat(language, { maximumFractionDigits }),
    ).format(value);
  } catch {
    return String(value);
  }
}

/**
 * A number of US dollars, as the API reports an answer's cost: fractions of a cent matter, so up to four decimals.
 * (What Scout counts itself is in micro-dollars: utils/ui-safe/spending.ts `formatUsd`.)
 */
export function formatDollars(value: number): string {
  try {
    return kept(
      'usd',
      (language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }),
    ).format(value);
  } catch {
    return `$${value}`;
  }
}

/** A date from epoch milliseconds or a date string; undefined if it is not a valid date. */
export function formatDateTime(value: number | string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return kept(
      'dateTime',
      (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    ).format(date);
  } catch {
    return date.toISOString();
  }
}
