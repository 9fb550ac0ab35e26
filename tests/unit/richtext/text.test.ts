import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, cutAt, oneLine } from '@/utils/ui-safe/richtext/text';

describe('cleanText (docs/security-plan.md C7)', () => {
  it('strips bidi overrides, embeddings and isolates', () => {
    expect(cleanText('a\u202Eb\u202Ac\u202Bd\u202Ce\u202Df\u2066g\u2067h\u2068i\u2069j')).toBe('abcdefghij');
  });

  it('strips zero-width space, word joiner, BOM and control characters', () => {
    expect(cleanText('a\u200Bb\u2060c\uFEFFd\u0000e\u0007f\u001Bg\u0085h\u009Bi')).toBe('abcdefghi');
  });

  it('keeps ZWJ/ZWNJ (emoji sequences, Persian) and normal whitespace', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(cleanText(family)).toBe(family);
    expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanText('a\tb\r\nc\rd')).toBe('a\tb\nc\nd');
  });

  it('replaces lone surrogates', () => {
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb');
  });
});

describe('cutAt / cleanLine', () => {
  it('never splits a surrogate pair', () => {
    expect(cutAt('ab😀', 3)).toBe('ab');
    expect(cutAt('ab😀', 4)).toBe('ab😀');
  });

  it('collapses whitespace, trims and bounds a line', () => {
    expect(cleanLine('  a \n\t b  ', 10)).toBe('a b');
    expect(cleanLine('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cleanLine('   ', 10)).toBeUndefined();
    expect(cleanLine(42, 10)).toBeUndefined();
  });
});

describe('oneLine (the same characters, for a query or a log line)', () => {
  it('turns controls, bidi overrides and line breaks into spaces, and keeps ZWJ/ZWNJ', () => {
    expect(oneLine('a\u202Eb\nc\r\td\u0000e\uFEFFf')).toBe('a b c  d e f');
    expect(oneLine('👨\u200D👩 می\u200Cخواهم')).toBe('👨\u200D👩 می\u200Cخواهم');
  });
});
