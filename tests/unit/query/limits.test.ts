import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPageText, MAX_QUERY_CHARS, wasShortened } from '@/utils/ui-safe/query/limits';

describe('clampPageText (F5)', () => {
  it('clamps 100 KB of text to at most 400 characters and 50 words', () => {
    const q = clampPageText('word '.repeat(20_000));
    expect(q.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(q.split(' ')).toHaveLength(50);
  });

  it('drops control, zero-width and bidi override characters', () => {
    expect(clampPageText('a\u0000b\u202Ec\u200Bd\r\ne')).toBe('a b c d e');
  });

  it('cuts one endless word at the character limit', () => {
    expect(clampPageText('x'.repeat(1_000))).toBe('x'.repeat(MAX_QUERY_CHARS));
  });

  it('never yields more than the API accepts, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3_000, unit: 'binary' }), (text) => {
        const q = clampPageText(text);
        expect(q.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
        expect(q.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('wasShortened', () => {
  it('is false when only whitespace and controls changed', () => {
    expect(wasShortened('  Café   Lisboa\n\u200B ')).toBe(false);
  });

  it('is true past 50 words or 400 characters', () => {
    expect(wasShortened('word '.repeat(51))).toBe(true);
    expect(wasShortened('abcdefghi '.repeat(41))).toBe(true);
    expect(wasShortened('word '.repeat(50))).toBe(false);
  });
});
