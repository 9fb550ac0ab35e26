/**
 * A passage an answer cites the page for (entrypoints/in-page/page-highlights.ts `passage`): found by its first words
 * where the page says it, highlighted and shown; one the page does not say is reported as not found; clearing gives
 * the page its text back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageHighlights } from '@/entrypoints/in-page/page-highlights';

beforeEach(() => {
  vi.spyOn(Element.prototype, 'checkVisibility').mockReturnValue(true);
  const article = document.createElement('article');
  for (const text of [
    'Lisbon wakes up on coffee.',
    'The best espresso in town is at Torra Roasters, near São Bento, where the beans are roasted daily.',
  ])
    article.append(Object.assign(document.createElement('p'), { textContent: text }));
  document.body.append(article);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a cited passage', () => {
  it('is highlighted where the page says it, and the page is given back on clear', () => {
    const highlights = createPageHighlights(
      () => false,
      () => {},
    );
    const before = document.body.textContent;
    expect(
      highlights.passage(
        'The best espresso in town is at Torra Roasters, near São Bento, where the beans are roasted daily.',
      ),
    ).toBe(true);
    const marked = document.querySelector('mark, [data-scout-place]');
    expect(marked).not.toBeNull();
    highlights.clear();
    expect(document.querySelector('mark')).toBeNull();
    expect(document.body.textContent).toBe(before);
  });

  it('is reported as not found when the page does not say it', () => {
    const highlights = createPageHighlights(
      () => false,
      () => {},
    );
    expect(highlights.passage('Porto has the best coffee in Portugal, say its people.')).toBe(false);
  });
});
