import { describe, expect, it } from 'vitest';
import { answerBlocks, pick } from '@/components/app/answer-blocks';

describe('answerBlocks', () => {
  it('groups neighbouring single items of one section and keeps whole sections apart', () => {
    expect(
      answerBlocks([
        { section: 'web', index: 0 },
        { section: 'web', index: 1 },
        { section: 'locations' },
        { section: 'web', index: 2 },
        { section: 'news' },
        { section: 'news', index: 0 },
        { section: 'web', index: 3 },
      ]),
    ).toEqual([
      { section: 'web', items: [0, 1] },
      { section: 'locations', items: 'all' },
      { section: 'web', items: [2] },
      { section: 'news', items: 'all' },
      { section: 'news', items: [0] },
      { section: 'web', items: [3] },
    ]);
  });

  it('gives nothing for no slots', () => {
    expect(answerBlocks([])).toEqual([]);
  });
});

describe('pick', () => {
  it('takes every item, or the named ones in order, skipping indexes past the end', () => {
    expect(pick(['a', 'b', 'c'], 'all')).toEqual(['a', 'b', 'c']);
    expect(pick(['a', 'b', 'c'], [2, 0, 5])).toEqual(['c', 'a']);
  });
});
