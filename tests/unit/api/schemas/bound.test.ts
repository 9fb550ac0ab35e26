// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundJson } from '@/utils/worker/api/schemas/bound';

const bounds = { maxDepth: 3, maxString: 5, maxArray: 2, maxKeys: 2 };

describe('boundJson', () => {
  it('cuts strings, arrays, key counts and depth', () => {
    expect(boundJson({ a: 'abcdefgh', b: [1, 2, 3], c: 'dropped' }, bounds)).toEqual({ a: 'abcde', b: [1, 2] });
    expect(boundJson({ a: { b: { c: { d: 1 } } } }, bounds)).toEqual({ a: { b: { c: null } } });
  });

  it('keeps primitives and copies instead of mutating', () => {
    const input = { a: [1, true, null, 'x'] };
    expect(boundJson(input)).toEqual(input);
    expect(boundJson(input)).not.toBe(input);
  });

  it('drops an own "__proto__" key', () => {
    const bounded = boundJson(JSON.parse('{"__proto__": {"x": 1}, "y": 2}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(bounded)).toBe(Object.prototype);
    expect(Object.keys(bounded)).toEqual(['y']);
  });
});
