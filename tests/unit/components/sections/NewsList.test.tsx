import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { NewsList } from '@/components/sections/NewsList';
import { mapNews } from '@/utils/worker/view/map-news';
import { IMG, NEWS } from '../../view/section-answers';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSection } from '../../view/parsed';

afterEach(cleanup);

describe('NewsList', () => {
  it('is a region named by its own heading, at the level it is given', () => {
    render(<NewsList items={mapNews(parsedSection('news', NEWS))} level={3} />);
    const section = screen.getByRole('region', { name: 'News' });
    expect(within(section).getByRole('heading', { level: 3, name: 'News' })).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows title link, source, age, a text "Breaking" badge and a thumbnail in a fixed box', () => {
    const { container } = render(<NewsList items={mapNews(parsedSection('news', NEWS))} level={2} />);
    const link = screen.getByRole('link', { name: 'Herons return to the Thames' });
    expect(link.getAttribute('href')).toBe('https://news.example/herons');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const item = link.closest('li')!;
    expect(item.textContent).toContain('Breaking');
    expect(item.textContent).toContain('The Example Times');
    expect(item.textContent).toContain('2 hours ago');
    expect(item.textContent).toContain('Grey herons & egrets were seen nesting.');
    const img = item.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(IMG('heron'));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['96', '72', '']);
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(img.getAttribute('loading')).toBe('lazy');
    const other = screen.getByRole('link', { name: 'Older story' }).closest('li')!;
    expect(other.textContent).not.toContain('Breaking');
    expect(other.querySelector('img')).toBeNull();
    expectNoDangerousAttributes(container);
  });

  it('renders nothing for no items', () => {
    const { container } = render(<NewsList items={[]} level={3} />);
    expect(container.childElementCount).toBe(0);
  });
});
