import { createHash } from 'node:crypto';
import type { RichIntent } from './intent';

/** Callback keys are hex (as the docs' `<callback_key_hex>`), stateless: the intent as JSON, sealed so a made-up
 * key is refused (A46). They do not expire. */
const SEAL = 'brave-search-emulator/rich-callback/v1';

function seal(payload: string): string {
  return createHash('sha256').update(SEAL).update(payload).digest('hex').slice(0, 16);
}

export function encodeCallbackKey(intent: RichIntent, units: string): string {
  const payload = Buffer.from(JSON.stringify({ ...intent, units }), 'utf8').toString('hex');
  return `${seal(payload)}${payload}`;
}

export function decodeCallbackKey(key: string): (RichIntent & { units: string }) | undefined {
  if (!/^[0-9a-f]{18,}$/.test(key) || key.length % 2 !== 0) return undefined;
  const payload = key.slice(16);
  if (seal(payload) !== key.slice(0, 16)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'hex').toString('utf8')) as RichIntent & { units: string };
  } catch {
    return undefined;
  }
}
