import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { DiscussionList } from '@/components/sections/DiscussionList';
import { mapDiscussions } from '@/utils/worker/view/map-discussions';
import { DISCUSSIONS } from '../../view/section-answers';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSection } from '../../view/parsed';

afterEach(cleanup);

describe('DiscussionList', () => {
  it('shows forum, age, answer and vote counts, question and top comment', () => {
    const { container } = render(
      <DiscussionList items={mapDiscussions(parsedSection('discussions', DISCUSSIONS))} level={3} />,
    );
    const section = screen.getByRole('region', { name: 'Discussions' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Discussions' })).toBeTruthy();
    const item = screen.getByRole('link', { name: 'r/birding on Reddit: Why do herons stand still?' }).closest('li')!;
    const meta = item.querySelector('.scout-meta')!;
    expect(Array.from(meta.children).map((child) => child.textContent)).toEqual([
      'r/birding',
      '3 days ago',
      '12 answers',
      '34 votes',
    ]);
    expect(item.textContent).toContain('I watched one for an hour.');
    expect(item.querySelector('em')!.textContent).toBe('hour');
    expect(item.querySelector('blockquote')!.textContent).toBe('Top comment: They wait for fish & frogs.');
    expectNoDangerousAttributes(container);
  });

  it('uses the singular for one answer and one vote, and the API wording for a score like "1.2K"', () => {
    const views = mapDiscussions(
      parsedSection('discussions', {
        results: [
          ...DISCUSSIONS.results.slice(1),
          { title: 'K', url: 'https://k.example/', data: { num_answers: 0, score: '1.2K' } },
        ],
      }),
    );
    render(<DiscussionList items={views} level={3} />);
    const metas = screen
      .getAllByRole('listitem')
      .map((li) => Array.from(li.querySelector('.scout-meta')!.children).map((c) => c.textContent));
    expect(metas).toEqual([
      ['1 answer', '1 vote'],
      ['0 answers', '1.2K votes'],
    ]);
  });

  it('renders nothing for no items', () => {
    expect(render(<DiscussionList items={[]} level={3} />).container.childElementCount).toBe(0);
  });
});
