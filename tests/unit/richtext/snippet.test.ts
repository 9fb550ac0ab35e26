import { describe, expect, it } from 'vitest';
import { parseSnippet } from '@/utils/worker/richtext/snippet';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { HOSTILE_CASES } from './hostile-inputs';
import { expectTreeWithin } from './tree-assertions';

describe('parseSnippet: API highlight markup', () => {
  it('keeps <strong> highlights and decodes entities', () => {
    expect(parseSnippet('Blu-Tack is a <strong>reusable</strong> adhesive &#x27;putty&#x27; &amp; more')).toEqual([
      'Blu-Tack is a ',
      { t: 'strong', c: ['reusable'] },
      " adhesive 'putty' & more",
    ]);
  });

  it('maps <b> to strong, keeps <em>, drops attributes, is case-insensitive', () => {
    expect(parseSnippet('<B class="x">bold</B> <em style="x">it</em>')).toEqual([
      { t: 'strong', c: ['bold'] },
      ' ',
      { t: 'em', c: ['it'] },
    ]);
  });

  it('closes unclosed tags at the end and ignores stray end tags', () => {
    expect(parseSnippet('<strong>open <em>both')).toEqual([{ t: 'strong', c: ['open ', { t: 'em', c: ['both'] }] }]);
    expect(parseSnippet('a</strong>b</em>c')).toEqual(['abc']);
  });

  it('handles mis-nesting by closing what is inside the closed element', () => {
    expect(parseSnippet('<strong><em>a</strong>b</em>c')).toEqual([{ t: 'strong', c: [{ t: 'em', c: ['a'] }] }, 'bc']);
  });

  it('drops empty formatting elements', () => {
    expect(parseSnippet('a<strong></strong>b<em><strong></strong></em>c')).toEqual(['abc']);
  });

  it('keeps a lone < or > as text', () => {
    expect(plainText(parseSnippet('a < b and c > d, x<y'))).toBe('a < b and c > d, x<y');
    expect(plainText(parseSnippet('1 <2'))).toBe('1 <2');
  });

  it('does not glue words together where block tags are dropped', () => {
    expect(plainText(parseSnippet('one<br>two<p>three</p><li>four'))).toBe('one two three four');
  });

  it('drops comments, doctype-like and processing-instruction markup', () => {
    expect(plainText(parseSnippet('a<!-- c -->b<!---->c<!-->d<!DOCTYPE html>e<?xml x?>f</ >g'))).toBe('abcdefg');
  });

  it('drops the rest when a tag is cut off by an unclosed quote (as HTML does)', () => {
    expect(plainText(parseSnippet('kept <b title="never closed>lost'))).toBe('kept ');
  });

  it('returns [] for non-strings and empty input', () => {
    expect(parseSnippet(undefined)).toEqual([]);
    expect(parseSnippet(null)).toEqual([]);
    expect(parseSnippet(42)).toEqual([]);
    expect(parseSnippet(['<b>x</b>'])).toEqual([]);
    expect(parseSnippet('')).toEqual([]);
  });
});

describe('parseSnippet: hostile input (docs/security-plan.md C1)', () => {
  it.each(HOSTILE_CASES)('$input', ({ input, shows = [], hides = [] }) => {
    const nodes = parseSnippet(input);
    expectTreeWithin(nodes, ['strong', 'em']);
    const text = plainText(nodes);
    for (const visible of shows) expect(text).toContain(visible);
    for (const hidden of hides) expect(text).not.toContain(hidden);
  });

  it('never lets decoded entities become markup', () => {
    const nodes = parseSnippet('&lt;strong&gt;not bold&lt;/strong&gt;');
    expect(nodes).toEqual(['<strong>not bold</strong>']);
  });
});

describe('parseSnippet: bounds (docs/security-plan.md C4, C7)', () => {
  it('truncates long text with an ellipsis', () => {
    const text = plainText(parseSnippet('x'.repeat(5000), { maxChars: 100 }));
    expect(text).toHaveLength(101);
    expect(text.endsWith('…')).toBe(true);
  });

  it('bounds a 5 MB description', () => {
    const nodes = parseSnippet('<strong>a</strong> lorem ipsum '.repeat(200_000));
    expect(plainText(nodes).length).toBeLessThanOrEqual(1001);
  });

  it('caps 10,000 highlight elements', () => {
    const nodes = parseSnippet('<strong>a</strong>'.repeat(10_000), { maxChars: 200 });
    expect(nodes.length).toBeLessThanOrEqual(201);
    expect(plainText(nodes).length).toBeLessThanOrEqual(201);
  });

  it('caps nesting depth without losing text', () => {
    const nodes = parseSnippet(`${'<em>'.repeat(1000)}deep`);
    let depth = 0;
    let level: readonly unknown[] = nodes;
    while (level.length > 0 && typeof level[0] === 'object') {
      depth += 1;
      level = (level[0] as { c: unknown[] }).c;
    }
    expect(depth).toBeLessThanOrEqual(8);
    expect(plainText(nodes)).toBe('deep');
  });

  it('finishes on inputs that would make a naive tokenizer quadratic', () => {
    expect(plainText(parseSnippet('<a'.repeat(50_000), { maxChars: 10 }))).toHaveLength(11);
    expect(parseSnippet(`${'<b x="'.repeat(20_000)}>`, { maxChars: 10 })).toBeDefined();
  });

  it('strips bidi overrides and zero-width characters, also when they arrive as entities', () => {
    expect(plainText(parseSnippet('safe\u202Etxt.exe &#x202E;gpj.exe a\u200Bb &#8203;c'))).toBe(
      'safetxt.exe gpj.exe ab c',
    );
  });

  it("keeps a very long word intact (wrapping is the renderer's job)", () => {
    const word = 'W'.repeat(500);
    expect(plainText(parseSnippet(word))).toBe(word);
  });
});
