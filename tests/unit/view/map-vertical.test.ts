/** The verticals' answers (news, videos, images: §8.3–8.4) as parsed by their schemas → the tabs' views. */
import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import {
  imagesSearchResponseSchema,
  newsSearchResponseSchema,
  videosSearchResponseSchema,
} from '@/utils/worker/api/schemas/verticals';
import { DEFAULT_THUMB } from '@/utils/worker/view/map-images';
import { mapVertical } from '@/utils/worker/view/map-vertical';

const AT = { page: 0, fromCache: false, safesearchRaised: false };
const IMG = (name: string) => `https://imgs.search.brave.com/${name}.jpg`;

describe('mapVertical', () => {
  it('news: a result without thumbnail or age maps; breaking and source kept; more pages by the query', () => {
    const data = parseResponse(newsSearchResponseSchema, {
      type: 'news',
      query: { original: 'herons', more_results_available: true },
      results: [
        {
          title: 'Herons return',
          url: 'https://news.example/a',
          source: 'Daily',
          age: '2 hours ago',
          breaking: true,
          thumbnail: { src: IMG('a') },
        },
        { title: 'Bare', url: 'https://plain.example/b' },
      ],
    });
    const view = mapVertical('news', data, { ...AT, page: 2 });
    expect(view).toMatchObject({ vertical: 'news', page: 2, moreResults: true });
    expect(view.items).toEqual([
      expect.objectContaining({ source: 'Daily', age: '2 hours ago', breaking: true, thumbnail: IMG('a') }),
      {
        id: '1:https://plain.example/b',
        title: ['Bare'],
        url: 'https://plain.example/b',
        source: 'plain.example',
        breaking: false,
        description: [],
      },
    ]);
  });

  it('videos: duration, creator, views and age', () => {
    const data = parseResponse(videosSearchResponseSchema, {
      results: [
        {
          title: 'Clip',
          url: 'https://video.example/1',
          age: '1 day ago',
          thumbnail: { src: IMG('v') },
          video: { duration: '3:10', creator: 'Bird Lab', views: 1234 },
        },
        { title: 'Worded', url: 'https://video.example/2', video: { views: '1.2K' } },
        { title: 'Junk', url: 'https://video.example/3', video: { views: -5 } },
      ],
    });
    const view = mapVertical('videos', data, AT);
    expect(view.moreResults).toBe(false);
    expect(view.items[0]).toMatchObject({ duration: '3:10', creator: 'Bird Lab', views: '1234', age: '1 day ago' });
    expect(view.items[1]).toMatchObject({ views: '1.2K' });
    expect(view.items[2]).not.toHaveProperty('views');
  });

  it('images: the proxied thumbnail only, sized; no thumbnail, no tile; never a next page', () => {
    const data = parseResponse(imagesSearchResponseSchema, {
      type: 'images',
      query: { more_results_available: true },
      results: [
        {
          title: 'Heron',
          url: 'https://birds.example/heron',
          source: 'birds.example',
          thumbnail: { src: IMG('h'), width: 500, height: 375 },
          properties: { url: 'https://birds.example/heron.jpg', width: 2000, height: 1500 },
        },
        { title: 'Unsafe', url: 'javascript:alert(1)', thumbnail: { src: 'http://evil.example/x.jpg' } },
        {
          url: 'javascript:alert(1)',
          thumbnail: { src: IMG('n'), width: -1, height: 1e9 },
          properties: { url: 'https://elsewhere.example/n.jpg', width: Number.NaN },
        },
      ],
    });
    const view = mapVertical('images', data, { ...AT, safesearchRaised: true });
    expect(view).toMatchObject({ vertical: 'images', moreResults: false, safesearchRaised: true });
    expect(view.items).toEqual([
      {
        id: '0:https://birds.example/heron',
        title: 'Heron',
        thumbnail: IMG('h'),
        width: 500,
        height: 375,
        pageUrl: 'https://birds.example/heron',
        source: 'birds.example',
        imageWidth: 2000,
        imageHeight: 1500,
      },
      { id: '2:javascript:alert(1)', title: '#3', thumbnail: IMG('n'), ...DEFAULT_THUMB },
    ]);
    // The original image is never what a tile loads.
    expect(JSON.stringify(view)).not.toContain('heron.jpg');
  });

  it('images: 200 in one answer all map', () => {
    const results = Array.from({ length: 200 }, (_, i) => ({
      title: `#${i}`,
      url: `https://site.example/${i}`,
      thumbnail: { src: IMG(String(i)), width: 200, height: 100 },
    }));
    const view = mapVertical('images', parseResponse(imagesSearchResponseSchema, { results }), AT);
    expect(view.items).toHaveLength(200);
  });
});
