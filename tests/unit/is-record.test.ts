import { describe, expect, it } from 'vitest';
import { isRecord } from '@/utils/ui-safe/is-record';

describe('isRecord', () => {
  it('accepts objects whose fields may be read, and nothing else', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ type: 'x' })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], 'x', 1, true, () => {}]) expect(isRecord(value)).toBe(false);
  });
});
