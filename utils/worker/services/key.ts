/**
 * The API keys (the search key, and the optional Answers and Autosuggest keys): validated on the way in, only ever described (never
 * returned) on the way out.
 */
import { checkKey, type KeyCheck } from '@/utils/worker/api/endpoints/key';
import type { KeyStatus } from '@/utils/contract/reply-schemas';
import { answersKeyItem, apiKeyItem, suggestKeyItem } from '@/utils/worker/storage/items';

/** Which key: the search plan's, the Answers plan's or the Autosuggest plan's. */
export type KeyName = 'search' | 'answers' | 'suggest';
const KEY_ITEMS = { search: apiKeyItem, answers: answersKeyItem, suggest: suggestKeyItem } satisfies Record<
  KeyName,
  typeof apiKeyItem
>;

const describeKey = (key: string | null): KeyStatus =>
  key ? { set: true, hint: `…${key.slice(-4)}` } : { set: false };

export async function keyStatus(name: KeyName = 'search'): Promise<KeyStatus> {
  return describeKey(await KEY_ITEMS[name].getValue());
}

/** The keys themselves, for the API client only. */
export const readKey = (): Promise<string | null> => apiKeyItem.getValue();
export const readAnswersKey = (): Promise<string | null> => answersKeyItem.getValue();
export const readSuggestKey = (): Promise<string | null> => suggestKeyItem.getValue();

/** The options page words each reason itself (entrypoints/options/validation.ts): the error carries its code. */
class KeyRejected extends Error {
  constructor(readonly reason: Exclude<KeyCheck, { ok: true }>['reason']) {
    super(reason);
  }
  toPlain() {
    return { kind: 'badKey', message: this.message, code: this.reason };
  }
}

/**
 * Saves a new key. Anything cached or in flight belongs to the old key and is dropped by `onChange`
 * (answers must never be served across keys, and a removed key must leave nothing behind).
 */
export async function saveKey(
  raw: string,
  onChange: () => Promise<void>,
  name: KeyName = 'search',
): Promise<KeyStatus> {
  const check = checkKey(raw);
  if (!check.ok) throw new KeyRejected(check.reason);
  await KEY_ITEMS[name].setValue(check.key);
  await onChange();
  return describeKey(check.key);
}

export async function removeKey(onChange: () => Promise<void>, name: KeyName = 'search'): Promise<KeyStatus> {
  await KEY_ITEMS[name].removeValue();
  await onChange();
  return { set: false };
}
