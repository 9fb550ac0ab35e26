/** Checks an API key before it goes into a header: fetch throws on CR/LF, and a bad key must not cost a request. */
import { ApiError } from './errors';

/** Brave keys are about 30 characters; anything this long is a paste accident, not a key. */
export const MAX_KEY_LENGTH = 256;

/** The trimmed key. Empty or missing → `noKey`; control, space or non-ASCII characters, or too long → `invalidKey`. */
export function validateKey(raw: unknown): string {
  if (raw === undefined || raw === null) throw new ApiError('noKey');
  if (typeof raw !== 'string')
    throw new ApiError('invalidKey', { message: 'The API key is not text. Enter it again in the options.' });
  const key = raw.trim();
  if (key === '') throw new ApiError('noKey');
  if (key.length > MAX_KEY_LENGTH) {
    throw new ApiError('invalidKey', {
      message: 'The API key is too long. Copy it again from the Brave API dashboard.',
    });
  }
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError('invalidKey', {
      message: 'The API key contains spaces, line breaks or other characters a key cannot have. Enter it again.',
    });
  }
  return key;
}
