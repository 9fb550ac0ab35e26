import { describe, expect, it } from 'vitest';
import { mapSections } from '@/utils/worker/view/map-sections';
import { DISCUSSIONS, FAQ, INFOBOX, NEWS, VIDEOS } from './section-answers';
import { parsed } from './parsed';

describe('mapSections', () => {
  it('maps every section of an answer', () => {
    const view = mapSections(
      parsed({ news: NEWS, videos: VIDEOS, discussions: DISCUSSIONS, faq: FAQ, infobox: INFOBOX }),
    );
    expect([view.news.length, view.videos.length, view.discussions.length, view.faq.length]).toEqual([2, 2, 2, 2]);
    expect(view.infobox?.title).toBe('Grey heron');
    expect(structuredClone(view)).toEqual(view);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it.each([undefined, null, {}, 'x', { news: 'x', videos: null, discussions: 5, faq: [], infobox: { results: 'x' } }])(
    'gives empty sections for %j',
    (response) => {
      const view = mapSections(parsed(response as never));
      expect(view).toEqual({ news: [], videos: [], discussions: [], faq: [] });
      expect(view).not.toHaveProperty('infobox');
    },
  );

  it('ignores hostile keys in the answer', () => {
    const response = JSON.parse(
      '{"__proto__": {"news": {"results": [{"title": "polluted"}]}}, "constructor": {"results": [1]}}',
    ) as object;
    expect(mapSections(parsed(response)).news).toEqual([]);
    expect(({} as Record<string, unknown>).news).toBeUndefined();
  });
});
