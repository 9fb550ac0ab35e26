// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, fromUnknown } from '@/utils/worker/api/errors';
import { API_ERROR_KINDS, SECRET_KEY } from './helpers';

describe('ApiError', () => {
  it('is named by its kind: the UI words each kind itself (components/errors/ErrorNotice.tsx)', () => {
    for (const kind of API_ERROR_KINDS) expect(new ApiError(kind).message).toBe(kind);
    expect(new ApiError('invalidKey', { message: 'The API key is not text.' }).message).toBe(
      'The API key is not text.',
    );
  });

  it('toPlain keeps only the documented, structured-cloneable fields', () => {
    const error = new ApiError('rateLimited', { status: 429, code: 'RATE_LIMITED', retryAfterMs: 1500.2, detail: 'x' });
    const plain = error.toPlain();
    expect(plain).toEqual({
      kind: 'rateLimited',
      message: error.message,
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterMs: 1501,
    });
    expect(structuredClone(plain)).toEqual(plain);
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(plain).not.toHaveProperty('detail');
  });

  it('drops codes that are not code-shaped and truncates detail', () => {
    const error = new ApiError('server', { code: 'has spaces <b>', detail: 'a\u202eb\n'.padEnd(5_000, 'x') });
    expect(error.code).toBeUndefined();
    expect(error.detail!.length).toBeLessThanOrEqual(300);
    expect(error.detail).not.toMatch(/[\u202e\n]/);
  });

  it('withoutSecret removes the key and its 8-character prefix from all text', () => {
    const error = new ApiError('validation', {
      detail: `bad header ${SECRET_KEY} and ${SECRET_KEY.slice(0, 8)}`,
      message: `key ${SECRET_KEY}`,
    });
    const scrubbed = error.withoutSecret(SECRET_KEY);
    expect(JSON.stringify({ ...scrubbed.toPlain(), detail: scrubbed.detail })).not.toContain(SECRET_KEY.slice(0, 8));
    expect(scrubbed.kind).toBe('validation');
  });

  it('withoutSecret ignores secrets too short to search for safely', () => {
    const error = (detail: string) => new ApiError('server', { detail });
    expect(error('a b c').withoutSecret('a').detail).toBe('a b c');
    expect(error('xx abcdefghij yy').withoutSecret('abcdefghij').detail).toBe('xx [redacted] yy');
  });

  it('keeps an API detail to one truncated line without controls or bidi overrides', () => {
    const detail = new ApiError('server', { detail: `line\none\u202Eevil\u0007${'x'.repeat(2_000)}` }).detail!;
    expect(detail.startsWith('line one evil x')).toBe(true);
    expect(detail.endsWith('…')).toBe(true);
    expect(detail.length).toBeLessThan(2_000);
  });
});

describe('fromUnknown', () => {
  it.each([
    [new ApiError('spendCap'), 'spendCap'],
    [new DOMException('x', 'AbortError'), 'aborted'],
    [new DOMException('x', 'TimeoutError'), 'timeout'],
    [new TypeError('Failed to fetch'), 'offline'],
    [new SyntaxError('Unexpected token <'), 'malformed'],
    [new Error('boom'), 'server'],
    ['a string', 'server'],
    [undefined, 'server'],
  ] as const)('%s → %s', (thrown, kind) => {
    expect(fromUnknown(thrown).kind).toBe(kind);
  });

  it('never copies a foreign message', () => {
    const error = fromUnknown(new TypeError(`Failed to fetch https://x/?token=${SECRET_KEY}`));
    expect(error.message).not.toContain(SECRET_KEY);
  });
});
