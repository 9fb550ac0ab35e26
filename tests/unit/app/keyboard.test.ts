import { describe, expect, it } from 'vitest';
import { arrowDirection, arrowStops, arrowTarget, isSearchKey } from '@/components/app/keyboard';

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
    results.className = 'app-results';
    const links = ['one', 'two'].map((name) =>
      Object.assign(document.createElement('a'), { className: 'scout-result-title', href: `https://${name}.example/` }),
    );
    const other = Object.assign(document.createElement('a'), { href: 'https://elsewhere.example/' });
    results.append(...links, other);
    document.body.append(box, results);
    expect(arrowStops(document.body)).toEqual([box, ...links]);
  });

  it("with tabs: the shown tab's links or image tiles, never those of a hidden panel", () => {
    document.body.replaceChildren();
    const box = Object.assign(document.createElement('input'), { type: 'search' });
    const all = Object.assign(document.createElement('div'), { hidden: true });
    const hiddenResults = Object.assign(document.createElement('section'), { className: 'app-results' });
    hiddenResults.append(Object.assign(document.createElement('a'), { className: 'scout-result-title' }));
    all.append(hiddenResults);
    const images = Object.assign(document.createElement('section'), { className: 'app-vertical' });
    const tiles = ['a', 'b'].map(() =>
      Object.assign(document.createElement('button'), { className: 'scout-image-tile' }),
    );
    images.append(...tiles);
    document.body.append(box, all, images);
    expect(arrowStops(document.body)).toEqual([box, ...tiles]);
  });

  it('only plain arrows count', () => {
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowDown' }))).toBe(1);
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowUp' }))).toBe(-1);
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'ArrowDown', shiftKey: true }))).toBeUndefined();
    expect(arrowDirection(new KeyboardEvent('keydown', { key: 'Enter' }))).toBeUndefined();
  });
});

/** A keydown as the browser dispatches it, on `target`. */
function key(init: KeyboardEventInit, target: Element = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  let seen: KeyboardEvent = event;
  target.addEventListener('keydown', (e) => (seen = e as KeyboardEvent), { once: true });
  target.dispatchEvent(event);
  return seen;
}

describe('the results keys', () => {
  const link = Object.assign(document.createElement('a'), { href: 'https://a.example/' });
  const box = Object.assign(document.createElement('input'), { type: 'search' });
  const check = Object.assign(document.createElement('input'), { type: 'checkbox' });
  document.body.append(link, box, check);

  it('j and k move like the arrows, except where they are letters', () => {
    expect(arrowDirection(key({ key: 'j' }, link))).toBe(1);
    expect(arrowDirection(key({ key: 'k' }, link))).toBe(-1);
    expect(arrowDirection(key({ key: 'j' }, check))).toBe(1);
    expect(arrowDirection(key({ key: 'j' }, box))).toBeUndefined();
    expect(arrowDirection(key({ key: 'ArrowDown' }, box))).toBe(1);
    expect(arrowDirection(key({ key: 'j', ctrlKey: true }, link))).toBeUndefined();
  });

  it('/ goes to the box from anywhere but a text field, and not with a modifier', () => {
    expect(isSearchKey(key({ key: '/' }, link))).toBe(true);
    expect(isSearchKey(key({ key: '/' }, box))).toBe(false);
    expect(isSearchKey(key({ key: '/', ctrlKey: true }, link))).toBe(false);
    expect(isSearchKey(key({ key: '?' }, link))).toBe(false);
  });
});
