/** Locale-aware number and date formatting in the browser UI's language. */
import { uiLanguage } from '@/utils/ui-safe/i18n';

/**
 * Building a NumberFormat costs far more than using one, and a place card formats up to four numbers each time it
 * renders (once per batch of places that arrives): one per language and precision is kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  try {
    const language = uiLanguage();
    const key = `${language} ${maximumFractionDigits}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, { maximumFractionDigits });
      numberFormats.set(key, format);
    }
    return format.format(value);
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
