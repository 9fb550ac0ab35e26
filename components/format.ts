/** Locale-aware number and date formatting in the browser UI's language. */
import { uiLanguage } from '@/utils/i18n';

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  try {
    return new Intl.NumberFormat(uiLanguage(), { maximumFractionDigits }).format(value);
  } catch {
    return String(value);
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
