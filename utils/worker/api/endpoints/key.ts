/**
 * The one check of an API key: on the way into storage (utils/worker/services/key.ts) and again before it goes into a
 * header, where fetch throws on CR/LF and a bad key must not cost a request.
 */
import { ApiError } from '../errors';

/** Brave keys are about 30 characters; anything this long is a paste accident, not a key. */
const MAX_KEY_LENGTH = 256;

/** API keys are printable ASCII tokens; anything else would make fetch throw on the header (or smuggle one). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: 'empty' | 'tooLong' | 'badCharacters' };

export function checkKey(raw: string): KeyCheck {
  const key = raw.trim();
  if (!key) return { ok: false, reason: 'empty' };
  if (key.length > MAX_KEY_LENGTH) return { ok: false, reason: 'tooLong' };
  if (!PRINTABLE_ASCII.test(key)) return { ok: false, reason: 'badCharacters' };
  return { ok: true, key };
}

/** The trimmed key. Empty or missing → `noKey`; not text, too long or with characters a key cannot have → `invalidKey`. */
export function validateKey(raw: unknown): string {
  if (raw === undefined || raw === null) throw new ApiError('noKey');
  // The UI words `invalidKey` itself (components/errors/ErrorNotice.tsx): the error carries no sentence, and never the key.
  if (typeof raw !== 'string') throw new ApiError('invalidKey');
  const check = checkKey(raw);
  if (check.ok) return check.key;
  if (check.reason === 'empty') throw new ApiError('noKey');
  throw new ApiError('invalidKey');
}
