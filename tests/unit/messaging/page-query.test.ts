import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPageText, pageQuery } from '@/utils/messaging/protocol';

describe('pageQuery: text a page hands over (F5)', () => {
  it('clamps 100 KB of text to at most 400 characters and 50 words', () => {
    const q = clampPageText('word '.repeat(20_000));
    expect(q.length).toBeLessThanOrEqual(400);
    expect(q.split(' ')).toHaveLength(50);
  });

  it('drops control, zero-width and bidi override characters', () => {
    expect(clampPageText('a\u0000b\u202Ec\u200Bd\r\ne')).toBe('a b c d e');
  });

  it('keeps markup as plain text: it is never parsed', () => {
    expect(pageQuery.parse('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses text that is empty after cleaning', () => {
    expect(pageQuery.safeParse('\u200B \u0000 ').success).toBe(false);
  });

  it('never yields more than the API accepts, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3_000, unit: 'binary' }), (text) => {
        const q = clampPageText(text);
        expect(q.length).toBeLessThanOrEqual(400);
        expect(q.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(50);
      }),
    );
  });
});
