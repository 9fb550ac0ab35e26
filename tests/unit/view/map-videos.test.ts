import { describe, expect, it } from 'vitest';
import { mapVideos } from '@/utils/worker/view/map-videos';
import { IMG, VIDEOS } from './section-answers';
import { parsedSection } from './parsed';
import { MAX_VIDEOS } from '@/utils/worker/view/map-videos';

describe('mapVideos', () => {
  it('maps a real-shaped answer, with the empty `video: {}` real answers often send', () => {
    expect(mapVideos(parsedSection('videos', VIDEOS))).toEqual([
      {
        id: '0:https://www.youtube.com/watch?v=abc',
        title: ['How herons fish'],
        url: 'https://www.youtube.com/watch?v=abc',
        thumbnail: IMG('video'),
        duration: '12:04',
        creator: 'Bird Lab',
        publisher: 'YouTube',
        views: '1234',
        age: 'March 3, 2024',
        description: ['A ', { t: 'strong', c: ['slow-motion'] }, ' look.'],
      },
      {
        id: '1:https://vimeo.example/1',
        title: ['Heron call'],
        url: 'https://vimeo.example/1',
        publisher: 'Vimeo',
        description: [],
      },
    ]);
  });

  it("uses the video data's thumbnail when the result has none", () => {
    const [view] = mapVideos(
      parsedSection('videos', {
        results: [
          { url: 'https://v.example/', thumbnail: { src: 'http://x/' }, video: { thumbnail: { src: IMG('inner') } } },
        ],
      }),
    );
    expect(view!.thumbnail).toBe(IMG('inner'));
  });

  it.each([undefined, null, 'x', {}, { results: {} }])('gives [] for the section %j', (section) => {
    expect(mapVideos(parsedSection('videos', section))).toEqual([]);
  });

  it('tolerates wrong field types (C4)', () => {
    const [view] = mapVideos(
      parsedSection('videos', {
        results: [{ url: 'https://v.example/', video: { duration: 12, creator: {}, publisher: [], thumbnail: 'x' } }],
      }),
    );
    expect(view).toEqual({
      id: '0:https://v.example/',
      title: ['v.example'],
      url: 'https://v.example/',
      description: [],
    });
    expect(
      mapVideos(parsedSection('videos', { results: [{ url: 'https://v.example/', video: 'x' }] }))[0],
    ).not.toHaveProperty('duration');
  });

  it('caps the list at 10 and bounds duration and names', () => {
    const results = Array.from({ length: 100 }, (_, i) => ({
      url: `https://v.example/${i}`,
      video: { duration: '1'.repeat(1_000), creator: 'c'.repeat(1_000) },
    }));
    const views = mapVideos(parsedSection('videos', { results }));
    expect(views).toHaveLength(MAX_VIDEOS);
    expect(views[0]!.duration!.length).toBeLessThanOrEqual(12);
    expect(views[0]!.creator!.length).toBeLessThanOrEqual(100);
  });

  it('drops unsafe URLs and images and keeps hostile text inert (C1, C2)', () => {
    const [view] = mapVideos(
      parsedSection('videos', {
        results: [
          {
            title: '<iframe src="https://evil.example/"></iframe><svg onload=alert(1)>Clip',
            url: 'data:text/html,<script>alert(1)</script>',
            thumbnail: { src: 'javascript:alert(1)' },
            video: { duration: '<b>1:00</b>', creator: '<img src=x onerror=alert(1)>' },
          },
        ],
      }),
    );
    expect(view).not.toHaveProperty('url');
    expect(view).not.toHaveProperty('thumbnail');
    expect(view!.title).toEqual(['Clip']);
    // Plain fields stay text: the component renders them as text nodes.
    expect(view!.duration).toBe('<b>1:00</b>');
    expect(structuredClone(view)).toEqual(view);
  });
});
