/** The options page's own checks and the localised sentences for what the background refused. */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import type { IntRange } from '@/utils/ui-safe/settings/choices';

/** `badKey` codes from the one key check (utils/worker/api/endpoints/key.ts, run by the background), localised here. */
const KEY_PROBLEMS: Record<string, MessageKey> = {
  empty: 'options_keyEmpty',
  tooLong: 'options_keyTooLong',
  badCharacters: 'options_keyBadCharacters',
};

/** The router refuses longer requests before the key check runs, so the page says "too long" itself. */
export const MAX_KEY_INPUT = 10_000;

export function keyProblemText(code: string | undefined, fallback: string): string {
  return code !== undefined && Object.hasOwn(KEY_PROBLEMS, code) ? t(KEY_PROBLEMS[code]!) : fallback;
}

/** A whole number typed into a field, within range; undefined for anything else ("", "2.5", "1e3", "-1"). */
export function parseWholeNumber(text: string, range: IntRange): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : undefined;
}

export function baseUrlProblemText(reason: 'empty' | 'invalid'): string {
  return t(reason === 'empty' ? 'options_baseUrlEmpty' : 'options_baseUrlBad');
}
