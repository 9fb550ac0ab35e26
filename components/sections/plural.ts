/**
 * Counted phrases ("1 answer", "12 answers"). Browser i18n has no plurals, so each phrase has a `…One` and a
 * `…Other` message and the UI language's plural rules pick one.
 */
import { t, uiLanguage, type MessageKey } from '@/utils/ui-safe/i18n';
import { formatNumber } from '../common/format';

interface PluralKeys {
  one: MessageKey;
  other: MessageKey;
}

function isOne(count: number): boolean {
  try {
    return new Intl.PluralRules(uiLanguage()).select(count) === 'one';
  } catch {
    return count === 1;
  }
}

/** A number is formatted for the UI language; text as the API worded it ("1.2K") takes the `other` form. */
export function counted(value: number | string, keys: PluralKeys): string {
  const count = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && (value.trim() === '' || !Number.isFinite(count))) return t(keys.other, value);
  return t(isOne(count) ? keys.one : keys.other, formatNumber(count, 0));
}
