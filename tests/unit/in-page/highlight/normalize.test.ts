import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, normalizeName, normalizeText } from '@/entrypoints/in-page/highlight/normalize';

describe('normalizeText', () => {
  it('folds case and accents', () => {
    expect(normalizeText('CAFÉ Zürich São').text).toBe('cafe zurich sao');
  });

  it('drops marks that were already decomposed, keeping them with their letter', () => {
    const folded = normalizeText('Cafe\u0301 X');
    expect(folded.text).toBe('cafe x');
    expect(folded.starts).toEqual([0, 1, 2, 3, 5, 6]);
    // The 'e' ends after its accent, so a wrapper around "cafe" keeps the accent.
    expect(folded.ends[3]).toBe(5);
  });

  it('collapses whitespace runs of any kind to one space mapped to the run start', () => {
    const folded = normalizeText('a \t\n\u00a0b');
    expect(folded.text).toBe('a b');
    expect(folded.starts).toEqual([0, 1, 5]);
    expect(folded.ends).toEqual([1, 5, 6]);
  });

  it('maps back to code-unit offsets past astral characters', () => {
    const folded = normalizeText('𝒜b');
    expect(folded.text.endsWith('b')).toBe(true);
    expect(folded.starts.at(-1)).toBe(2);
  });

  it('lower-cases capitals whose lower case carries a combining mark', () => {
    expect(normalizeText('İstanbul').text).toBe('istanbul');
  });

  it('maps every char of a multi-char fold back to the same source char', () => {
    const folded = normalizeText('한 b');
    expect(folded.text.length).toBeGreaterThan(3);
    expect(new Set(folded.starts.slice(0, -2))).toEqual(new Set([0]));
    expect(folded.ends.slice(0, -2).every((end) => end === 1)).toBe(true);
  });

  it('keeps its maps in bounds and in order for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (source) => {
        const { text, starts, ends } = normalizeText(source);
        expect(starts).toHaveLength(text.length);
        expect(ends).toHaveLength(text.length);
        for (let k = 0; k < text.length; k++) {
          expect(starts[k]!).toBeLessThan(ends[k]!);
          expect(ends[k]!).toBeLessThanOrEqual(source.length);
          if (k > 0) expect(starts[k]!).toBeGreaterThanOrEqual(starts[k - 1]!);
        }
        expect(text).not.toMatch(/\s\s|\p{M}/u);
      }),
    );
  });
});

describe('foldText', () => {
  it('folds any text exactly as normalizeText does, ASCII (its fast path) or not', () => {
    const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)) });
    const mixed = fc.string({
      unit: fc.constantFrom('A', 'z', ' ', '\t', '\n', '\u00a0', 'É', 'e\u0301', 'İ', '한', '𝒜', 'Σ'),
    });
    for (const source of [ascii, mixed, fc.string({ unit: 'grapheme' })])
      fc.assert(
        fc.property(source, (text) => {
          expect(foldText(text)).toBe(normalizeText(text).text);
        }),
      );
  });

  it('collapses ASCII whitespace runs and lower-cases', () => {
    expect(foldText('Torra  \t\nRoasters')).toBe('torra roasters');
  });
});

describe('normalizeName', () => {
  it('trims and folds', () => {
    expect(normalizeName('  CAFÉ \n  Central ')).toBe('cafe central');
  });

  it('is empty for blank names', () => {
    expect(normalizeName(' \t ')).toBe('');
    expect(normalizeName('')).toBe('');
  });
});
