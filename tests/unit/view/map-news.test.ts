import { describe, expect, it } from 'vitest';
import { mapNews } from '@/utils/worker/view/map-news';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { IMG, NEWS } from './section-answers';
import { parsedSection } from './parsed';
import { MAX_NEWS } from '@/utils/worker/view/map-news';

describe('mapNews', () => {
  it('maps a real-shaped answer', () => {
    expect(mapNews(parsedSection('news', NEWS))).toEqual([
      {
        id: '0:https://news.example/herons',
        title: ['Herons return to the ', { t: 'strong', c: ['Thames'] }],
        url: 'https://news.example/herons',
        source: 'The Example Times',
        age: '2 hours ago',
        thumbnail: IMG('heron'),
        breaking: true,
        description: ['Grey herons & egrets were seen nesting.'],
      },
      {
        id: '1:https://other.example/story',
        title: ['Older story'],
        url: 'https://other.example/story',
        source: 'Other',
        breaking: false,
        description: [],
      },
    ]);
  });

  it('falls back to the hostname for the source and the title', () => {
    const [view] = mapNews(parsedSection('news', { results: [{ url: 'https://n.example/a', source: 5, title: '' }] }));
    expect(view!.source).toBe('n.example');
    expect(view!.title).toEqual(['n.example']);
  });

  it.each([undefined, null, 'x', 5, {}, { results: null }, { results: 'x' }, []])(
    'gives [] for the section %j',
    (section) => {
      expect(mapNews(parsedSection('news', section))).toEqual([]);
    },
  );

  it('skips non-objects and tolerates wrong field types (C4)', () => {
    const views = mapNews(
      parsedSection('news', {
        results: [
          null,
          'x',
          7,
          { title: ['a'] },
          { title: '', url: '', breaking: 'yes', thumbnail: 'x', age: 3, description: {} },
        ],
      }),
    );
    expect(views).toEqual([{ id: '0:', title: ['#1'], breaking: false, description: [] }]);
  });

  it('caps the list at 10 and bounds the text', () => {
    const results = Array.from({ length: 500 }, (_, i) => ({
      title: 't'.repeat(10_000),
      url: `https://n.example/${i}`,
      description: 'd'.repeat(100_000),
      source: 's'.repeat(5_000),
    }));
    const views = mapNews(parsedSection('news', { results }));
    expect(views).toHaveLength(MAX_NEWS);
    expect(plainText(views[0]!.title).length).toBeLessThanOrEqual(301);
    expect(plainText(views[0]!.description).length).toBeLessThanOrEqual(401);
    expect(views[0]!.source!.length).toBeLessThanOrEqual(100);
  });

  it('drops unsafe URLs and images, and renders hostile text as text (C1, C2)', () => {
    const [view] = mapNews(
      parsedSection('news', {
        results: [
          {
            title: '<img src=x onerror=alert(1)><script>alert(1)</script>Story',
            url: 'javascript:alert(1)',
            thumbnail: { src: 'http://imgs.example/t.jpg' },
            source: '\u202Eevil<b>',
            description: '<a href="javascript:alert(1)">click</a>',
          },
        ],
      }),
    );
    expect(view).not.toHaveProperty('url');
    expect(view).not.toHaveProperty('thumbnail');
    expect(view!.title).toEqual(['Story']);
    expect(view!.source).toBe('evil');
    expect(view!.description).toEqual(['click']);
    expect(structuredClone(view)).toEqual(view);
  });
});
