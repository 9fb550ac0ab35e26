import { describe, expect, it } from 'vitest';
import { arrowDirection, arrowStops, arrowTarget } from '@/entrypoints/popup/keyboard';

describe('arrow-key stops', () => {
  it('moves down from the box through the links and back up, and stops at the ends', () => {
    const stops = ['box', 'a', 'b'];
    expect(arrowTarget(stops, 'box', 1)).toBe('a');
    expect(arrowTarget(stops, 'a', 1)).toBe('b');
    expect(arrowTarget(stops, 'b', 1)).toBeUndefined();
    expect(arrowTarget(stops, 'a', -1)).toBe('box');
    expect(arrowTarget(stops, 'box', -1)).toBeUndefined();
  });

  it('leaves keys alone when focus is elsewhere (a filter, a button)', () => {
    expect(arrowTarget(['box', 'a'], 'select', 1)).toBeUndefined();
  });

  it('finds the search box and the result title links, in order', () => {
    document.body.replaceChildren();
    const box = Object.assign(document.createElement('input'), { type: 'search' });
    const results = document.createElement('section');
    results.className = 'popup-results';
    const links = ['one', 'two'].map((name) =>
      Object.assign(document.createElement('a'), { className: 'scout-result-title', href: `https://${name}.example/` }),
    );
    const other = Object.assign(document.createElement('a'), { href: 'https://elsewhere.example/' });
    results.append(...links, other);
    document.body.append(box, results);
    expect(arrowStops(document.body)).toEqual([box, ...links]);
  });

  it('only plain arrows count', () => {
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowDown' }))).toBe(1);
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowUp' }))).toBe(-1);
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowDown', shiftKey: true }))).toBeUndefined();
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'Enter' }))).toBeUndefined();
  });
});
