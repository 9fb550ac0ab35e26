import { describe, expect, it } from 'vitest';
import { TreeBuilder } from '@/utils/worker/richtext/builder';

const limits = { maxChars: 20, maxDepth: 2, maxElements: 3 };

describe('TreeBuilder', () => {
  it('merges adjacent text and cleans it', () => {
    const b = new TreeBuilder(limits);
    b.text('a\u202E');
    b.text('b');
    expect(b.finish()).toEqual(['ab']);
  });

  it('refuses opens beyond the depth limit; text lands in the innermost open element', () => {
    const b = new TreeBuilder(limits);
    expect(b.open({ t: 'strong' })).toBe(true);
    expect(b.open({ t: 'em' })).toBe(true);
    expect(b.open({ t: 'code' })).toBe(false);
    b.text('x');
    expect(b.finish()).toEqual([{ t: 'strong', c: [{ t: 'em', c: ['x'] }] }]);
  });

  it('refuses elements beyond the element limit', () => {
    const b = new TreeBuilder(limits);
    for (let i = 0; i < 5; i++) {
      if (b.open({ t: 'em' })) {
        b.text(String(i));
        b.close();
      } else b.text(String(i));
    }
    expect(b.finish()).toEqual([{ t: 'em', c: ['0'] }, { t: 'em', c: ['1'] }, { t: 'em', c: ['2'] }, '34']);
  });

  it('stops at the character budget with an ellipsis and reports full', () => {
    const b = new TreeBuilder(limits);
    b.text('x'.repeat(15));
    expect(b.full).toBe(false);
    b.text('y'.repeat(15));
    expect(b.full).toBe(true);
    b.text('ignored');
    expect(b.finish()).toEqual([`${'x'.repeat(15)}${'y'.repeat(5)}…`]);
  });

  it('closeTo closes mis-nested elements and ignores tags that are not open', () => {
    const b = new TreeBuilder({ maxChars: 100, maxDepth: 8, maxElements: 100 });
    b.open({ t: 'strong' });
    b.open({ t: 'em' });
    b.text('a');
    b.closeTo('code');
    b.closeTo('strong');
    b.text('b');
    expect(b.finish()).toEqual([{ t: 'strong', c: [{ t: 'em', c: ['a'] }] }, 'b']);
  });

  it('space() adds one separator only between words', () => {
    const b = new TreeBuilder({ maxChars: 100, maxDepth: 8, maxElements: 100 });
    b.space();
    b.text('a');
    b.space();
    b.space();
    b.text('b ');
    b.space();
    expect(b.finish()).toEqual(['a b ']);
  });
});
