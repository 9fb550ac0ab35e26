import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { VideoList } from '@/components/sections/VideoList';
import { mapVideos } from '@/utils/worker/view/map-videos';
import { IMG, VIDEOS } from '../../view/section-answers';
import { expectNoDangerousAttributes } from '../dom-checks';
import { parsedSection } from '../../view/parsed';

afterEach(cleanup);

describe('VideoList', () => {
  it('links each video to its page in a new tab and embeds nothing', () => {
    const { container } = render(<VideoList items={mapVideos(parsedSection('videos', VIDEOS))} level={3} />);
    const section = screen.getByRole('region', { name: 'Videos' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Videos' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'How herons fish' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('iframe, video, audio, object, embed')).toBeNull();
    expect(container.querySelector('[autoplay]')).toBeNull();
    expectNoDangerousAttributes(container);
  });

  it('puts the duration over the thumbnail and names creator, publisher and age', () => {
    render(<VideoList items={mapVideos(parsedSection('videos', VIDEOS))} level={3} />);
    const item = screen.getByRole('link', { name: 'How herons fish' }).closest('li')!;
    const frame = item.querySelector('.scout-video-frame')!;
    const img = frame.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(IMG('video'));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['128', '72', '']);
    expect(frame.querySelector('.scout-video-duration')!.textContent).toBe('Duration 12:0412:04');
    expect(frame.querySelector('[aria-hidden="true"]')!.textContent).toBe('12:04');
    const meta = item.querySelector('.scout-meta')!.textContent;
    expect(meta).toContain('Bird Lab');
    expect(meta).toContain('YouTube');
    expect(meta).toContain('March 3, 2024');
  });

  it('says the duration among the facts when there is no thumbnail, and names a publisher once', () => {
    const [view] = mapVideos(
      parsedSection('videos', {
        results: [
          { title: 'V', url: 'https://v.example/', video: { duration: '3:00', creator: 'Same', publisher: 'Same' } },
        ],
      }),
    );
    render(<VideoList items={[view!]} level={3} />);
    const item = screen.getByRole('listitem');
    expect(item.querySelector('img')).toBeNull();
    // The facts, without the site's menu at the end of the line (components/ranking/).
    const facts = Array.from(item.querySelector('.scout-meta')!.children).filter(
      (child) => !child.classList.contains('scout-site-menu'),
    );
    expect(facts.map((child) => child.textContent).join('')).toBe('Duration 3:00Same');
  });

  it('renders nothing for no items', () => {
    expect(render(<VideoList items={[]} level={3} />).container.childElementCount).toBe(0);
  });
});
