/** Locale-aware number and date formatting in the browser UI's language. */
import { uiLanguage } from '@/utils/ui-safe/i18n';

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  try {
    return new Intl.NumberFormat(uiLanguage(), { maximumFractionDigits }).format(value);
  } catch {
    return String(value);
  }
}

/** US dollars as the API reports an answer's cost: fractions of a cent matter, so up to four decimals. */
export function formatUsd(value: number): string {
  try {
    return new Intl.NumberFormat(uiLanguage(), { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(
      value,
    );
  } catch {
    return `$${value}`;
  }
}

/** A date from epoch milliseconds or a date string; undefined if it is not a valid date. */
export function formatDateTime(value: number | string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat(uiLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
