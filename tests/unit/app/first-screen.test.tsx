/**
 * A new answer's first frame holds its first screen (components/app/first-screen.ts): the blocks up to the fifth web
 * result, that block cut there, and no side column, with the results marked busy; the rest follows once the frame is
 * painted (Preact runs effects then). Rendered with Preact's own `render`, not testing-library's, whose `act` would
 * run the effects at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { waitFor } from '@testing-library/preact';
import type { SearchView } from '@/utils/contract/reply-schemas';
import type { SearchState } from '@/components/app/search-state';
import { firstScreen, FIRST_SCREEN_RESULTS } from '@/components/app/first-screen';
import type { AnswerBlock } from '@/components/app/answer-blocks';
import { mapWebResults } from '@/utils/worker/view/map-web';
import { mapSections } from '@/utils/worker/view/map-sections';
import { parsed } from '../view/parsed';
import { answers, resetSend } from '../options/send-mock';
import { view } from '../popup/fixtures';

vi.mock('@/utils/ui-safe/messaging/client', () => import('../options/send-mock'));
const { AnswerLayout } = await import('@/components/app/AnswerLayout');
const { AnswerResults } = await import('@/components/app/AnswerResults');
const { resetRankingStore } = await import('@/components/ranking/ranking-store');

describe('firstScreen', () => {
  it('keeps the blocks up to the fifth web result and cuts that block there', () => {
    expect(
      firstScreen([
        { section: 'infobox', items: 'all' },
        { section: 'web', items: [0, 1] },
        { section: 'news', items: 'all' },
        { section: 'web', items: [2, 3, 4, 5, 6] },
        { section: 'videos', items: 'all' },
        { section: 'web', items: [7] },
      ]),
    ).toEqual([
      { section: 'infobox', items: 'all' },
      { section: 'web', items: [0, 1] },
      { section: 'news', items: 'all' },
      { section: 'web', items: [2, 3, 4] },
    ]);
  });

  it('keeps an answer with fewer web results whole', () => {
    const blocks: AnswerBlock[] = [
      { section: 'web', items: [0, 1, 2] },
      { section: 'discussions', items: 'all' },
      { section: 'faq', items: 'all' },
    ];
    expect(firstScreen(blocks)).toEqual(blocks);
    expect(firstScreen([])).toEqual([]);
  });

  it('ends at the block that reaches the count exactly', () => {
    expect(
      firstScreen(
        [
          { section: 'web', items: [0, 1] },
          { section: 'news', items: 'all' },
        ],
        2,
      ),
    ).toEqual([{ section: 'web', items: [0, 1] }]);
  });
});

const RESULTS = 12;

function answer(searchId: string): SearchView {
  const data = parsed({
    web: {
      results: Array.from({ length: RESULTS }, (_, i) => ({
        title: `${searchId} result ${i}`,
        url: `https://site${i}.example/`,
        description: 'd',
      })),
    },
    infobox: { results: [{ title: 'Side card', long_desc: 'About it' }] },
  });
  return view({
    searchId,
    query: { original: 'q' },
    results: mapWebResults(data, { safesearchOff: false }),
    sections: mapSections(data),
    layout: {
      top: [],
      main: Array.from({ length: RESULTS }, (_, index) => ({ section: 'web', index })),
      side: [{ section: 'infobox' }],
    },
  });
}

let root: HTMLElement;
beforeEach(() => {
  resetSend();
  resetRankingStore();
  answers.set('ranking.get', () => ({ ok: true, data: { sites: [] } }));
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const shown = () => [...root.querySelectorAll('.scout-result-title')].map((link) => link.textContent);
const side = () => root.querySelector('.app-answer-side');

const busy = () => root.querySelector('.app-results')?.getAttribute('aria-busy');
const done = (view: SearchView): SearchState => ({ requestId: 1, pages: [view], phase: 'done' });
const results = (state: SearchState) => (
  <AnswerResults state={state} places={null} onMore={() => {}} onRetry={() => {}} onSearchInstead={() => {}} />
);

describe('a new answer', () => {
  it('draws its first screen at once, marked busy, and the rest after that frame', async () => {
    render(results(done(answer('a'))), root);
    expect(shown()).toEqual(Array.from({ length: FIRST_SCREEN_RESULTS }, (_, i) => `a result ${i}`));
    expect(side()).toBeNull();
    expect(busy()).toBe('true');
    expect(root.querySelector('.app-answer')?.hasAttribute('data-first-screen')).toBe(true);
    await waitFor(() => expect(shown()).toHaveLength(RESULTS));
    expect(side()?.textContent).toContain('Side card');
    expect(busy()).toBe('false');
    expect(root.querySelector('.app-answer')?.hasAttribute('data-first-screen')).toBe(false);
  });

  it('draws the next answer the same way, and the same answer again whole', async () => {
    const first = done(answer('a'));
    render(results(first), root);
    await waitFor(() => expect(shown()).toHaveLength(RESULTS));
    render(results({ ...first }), root);
    expect(shown()).toHaveLength(RESULTS);
    expect(busy()).toBe('false');
    render(results(done(answer('b'))), root);
    expect(shown()).toEqual(Array.from({ length: FIRST_SCREEN_RESULTS }, (_, i) => `b result ${i}`));
    expect(busy()).toBe('true');
    await waitFor(() => expect(shown()).toHaveLength(RESULTS));
    expect(shown()[RESULTS - 1]).toBe(`b result ${RESULTS - 1}`);
    expect(busy()).toBe('false');
  });

  it('is whole where the layout is told so (its default)', () => {
    render(<AnswerLayout first={answer('a')} later={[]} places={null} />, root);
    expect(shown()).toHaveLength(RESULTS);
    render(<AnswerLayout first={answer('a')} later={[]} places={null} whole={false} />, root);
    expect(shown()).toHaveLength(FIRST_SCREEN_RESULTS);
  });
});
