import { describe, expect, it } from 'vitest';
import { mapFaq } from '@/utils/worker/view/map-faq';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { FAQ } from './section-answers';
import { parsedSection } from './parsed';
import { MAX_FAQ } from '@/utils/worker/view/map-faq';

describe('mapFaq', () => {
  it('maps a real-shaped answer; an unsafe source URL leaves no source', () => {
    expect(mapFaq(parsedSection('faq', FAQ))).toEqual([
      {
        id: '0:https://birds.example/heron#faq',
        question: ['How long do ', { t: 'strong', c: ['herons'] }, ' live?'],
        answer: ['Grey herons live about ', { t: 'strong', c: ['5 years'] }, ' on average.'],
        source: { title: 'Grey heron - Bird facts', url: 'https://birds.example/heron#faq', hostname: 'birds.example' },
      },
      { id: '1:javascript:alert(1)', question: ['Do herons migrate?'], answer: ['Some do.'] },
    ]);
  });

  it("names the source by the URL's real host, never by meta_url", () => {
    const [view] = mapFaq(
      parsedSection('faq', {
        results: [{ question: 'Q', answer: 'A', url: 'https://evil.example/', meta_url: { hostname: 'bank.example' } }],
      }),
    );
    expect(view!.source).toEqual({ title: 'evil.example', url: 'https://evil.example/', hostname: 'evil.example' });
  });

  it('falls back to the title, then the host, when the question is missing', () => {
    expect(mapFaq(parsedSection('faq', { results: [{ title: 'Page', answer: 'A' }] }))[0]!.question).toEqual(['Page']);
    expect(
      mapFaq(parsedSection('faq', { results: [{ answer: 'A', url: 'https://q.example/' }] }))[0]!.question,
    ).toEqual(['q.example']);
    expect(mapFaq(parsedSection('faq', { results: [{ answer: 'A' }] }))[0]!.question).toEqual(['#1']);
  });

  it.each([undefined, null, 'x', { results: [null, 1, 'x'] }])('gives [] for the section %j', (section) => {
    expect(mapFaq(parsedSection('faq', section))).toEqual([]);
  });

  it('caps the list at 10 and bounds answers', () => {
    const views = mapFaq(
      parsedSection('faq', {
        results: Array.from({ length: 40 }, () => ({ question: 'Q', answer: 'a'.repeat(100_000) })),
      }),
    );
    expect(views).toHaveLength(MAX_FAQ);
    expect(plainText(views[0]!.answer).length).toBeLessThanOrEqual(1_001);
  });

  it('keeps hostile text inert', () => {
    const [view] = mapFaq(
      parsedSection('faq', {
        results: [
          {
            question: '<script>alert(1)</script>Q?',
            answer: '<a href="javascript:alert(1)">A</a><style>x</style>',
            url: 'https://user:pw@evil.example/',
          },
        ],
      }),
    );
    expect(view).toEqual({ id: '0:https://user:pw@evil.example/', question: ['Q?'], answer: ['A'] });
  });
});
