// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkKey, validateKey } from '@/utils/worker/api/endpoints/key';
import { SECRET_KEY } from '../helpers';

describe('validateKey (B3)', () => {
  it('trims surrounding whitespace', () => {
    expect(validateKey(`  ${SECRET_KEY}\n`)).toBe(SECRET_KEY);
  });

  it.each([undefined, null, '', '   ', '\n\t'])('%j → noKey', (raw) => {
    expect(() => validateKey(raw)).toThrow(expect.objectContaining({ kind: 'noKey' }));
  });

  it.each([
    ['CR/LF inside', 'abc\r\nX-Evil: 1'],
    ['a space inside', 'abc def'],
    ['non-ASCII', 'clé-secrète'],
    ['NUL', 'abc\u0000def'],
    ['zero-width', 'abc\u200bdef'],
    ['10 KB', 'a'.repeat(10_240)],
    ['not text', 12345],
  ])('%s → invalidKey, without echoing the key', (_, raw) => {
    let caught: unknown;
    try {
      validateKey(raw);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ kind: 'invalidKey' });
    if (typeof raw === 'string') expect((caught as Error).message).not.toContain(raw.trim());
  });
});

const KEY = 'BSAxyzSECRETkey1234abcd';

describe('checkKey (B3)', () => {
  it('trims surrounding white space', () => {
    expect(checkKey(`  ${KEY}\n`)).toEqual({ ok: true, key: KEY });
  });
  it.each([
    ['empty', '', 'empty'],
    ['only spaces', '   \t', 'empty'],
    ['a line break inside', 'abc\r\ndef', 'badCharacters'],
    ['a space inside', 'abc def', 'badCharacters'],
    ['non-ASCII', 'clé-secrète', 'badCharacters'],
    ['a control character', 'abc\u0000def', 'badCharacters'],
    ['10 KB', 'k'.repeat(10_240), 'tooLong'],
  ])('rejects %s', (_name, raw, reason) => {
    expect(checkKey(raw)).toEqual({ ok: false, reason });
  });
});
