import { describe, expect, it } from 'vitest';
import { mapDiscussions } from '@/utils/worker/view/map-discussions';
import { DISCUSSIONS } from './section-answers';
import { parsedSection } from './parsed';
import { MAX_DISCUSSIONS } from '@/utils/worker/view/map-discussions';

describe('mapDiscussions', () => {
  it('maps a real-shaped answer', () => {
    expect(mapDiscussions(parsedSection('discussions', DISCUSSIONS))).toEqual([
      {
        id: '0:https://www.reddit.com/r/birding/comments/1',
        title: ['r/birding on Reddit: Why do herons stand still?'],
        url: 'https://www.reddit.com/r/birding/comments/1',
        forum: 'r/birding',
        question: ['I watched one for an ', { t: 'em', c: ['hour'] }, '.'],
        topComment: ['They wait for fish & frogs.'],
        score: '34',
        answers: 12,
        age: '3 days ago',
      },
      {
        id: '1:https://forum.example/t/2',
        title: ['One reply'],
        url: 'https://forum.example/t/2',
        score: '1',
        answers: 1,
      },
    ]);
  });

  it("takes the thread's own title when the result has none", () => {
    expect(
      mapDiscussions(
        parsedSection('discussions', { results: [{ url: 'https://f.example/', data: { title: 'Thread' } }] }),
      )[0]!.title,
    ).toEqual(['Thread']);
  });

  it.each([
    [
      { num_answers: '7', score: '1.2K' },
      { answers: 7, score: '1.2K' },
    ],
    [{ num_answers: -3, score: Infinity }, {}],
    [{ num_answers: 'many', score: {} }, {}],
    [
      { num_answers: 2.6, score: 0 },
      { answers: 3, score: '0' },
    ],
  ])('reads counts %j leniently', (data, expected) => {
    const [view] = mapDiscussions(parsedSection('discussions', { results: [{ url: 'https://f.example/', data }] }));
    expect({
      ...(view!.answers !== undefined && { answers: view!.answers }),
      ...(view!.score !== undefined && { score: view!.score }),
    }).toEqual(expected);
  });

  it.each([undefined, null, 7, { results: 'x' }])('gives [] for the section %j', (section) => {
    expect(mapDiscussions(parsedSection('discussions', section))).toEqual([]);
  });

  it('leaves out what is missing or malformed (C4)', () => {
    const [view] = mapDiscussions(
      parsedSection('discussions', {
        results: [{ url: 'https://f.example/', data: { question: '', top_comment: 5, forum_name: ['x'] } }],
      }),
    );
    expect(Object.keys(view!).sort()).toEqual(['id', 'title', 'url']);
    expect(
      mapDiscussions(parsedSection('discussions', { results: [{ url: 'https://f.example/', data: 'x' }] }))[0]!.title,
    ).toEqual(['f.example']);
  });

  it('caps the list at 10, bounds the text and keeps hostile text inert', () => {
    const results = Array.from({ length: 50 }, () => ({
      url: 'javascript:alert(1)',
      data: {
        question: '<script>alert(1)</script>' + 'q'.repeat(50_000),
        top_comment: '<img src=x onerror=alert(1)>ok',
        score: 's'.repeat(100),
      },
    }));
    const views = mapDiscussions(parsedSection('discussions', { results }));
    expect(views).toHaveLength(MAX_DISCUSSIONS);
    expect(views[0]).not.toHaveProperty('url');
    expect((views[0]!.question![0] as string).length).toBeLessThanOrEqual(401);
    expect(views[0]!.topComment).toEqual(['ok']);
    expect(views[0]!.score!.length).toBeLessThanOrEqual(12);
    expect(structuredClone(views)).toEqual(views);
  });
});
