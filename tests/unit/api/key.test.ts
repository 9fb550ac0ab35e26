// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateKey } from '@/utils/api/key';
import { SECRET_KEY } from './helpers';

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
