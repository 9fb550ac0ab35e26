import { describe, expect, it } from 'vitest';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import type { RichNode, SummaryBlock } from '@/utils/contract/view-schemas';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import type { SummaryMessage } from '@/utils/worker/api/schemas/summarizer';
import { parsedSummary } from '../parsed';

/** A body sent as `raw` and mapped as the service maps it: through its schema first. */
const mapped = (raw: unknown) => mapSummary(parsedSummary(raw));

const token = (data: string): SummaryMessage => ({ type: 'token', data });
const ref = (number: number, url: string, end_index?: number): SummaryMessage => ({
  type: 'inline_reference',
  data: { type: 'inline_reference', url, number, start_index: 0, ...(end_index !== undefined && { end_index }) },
});

const paragraphs = (blocks: SummaryBlock[]): RichNode[][] =>
  blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.content] : []));

describe('mapSummary', () => {
  it('concatenates tokens and places inline references at their end index', () => {
    const first = 'Paris is the capital of France.';
    const view = mapped({
      type: 'summarizer',
      status: 'complete',
      title: 'Paris',
      summary: [
        token('Paris is the capital '),
        token('of France. It has '),
        token('2 million people.'),
        ref(1, 'https://en.wikipedia.org/wiki/Paris', first.length),
        ref(2, 'https://insee.example/paris', 49),
      ],
      enrichments: {
        raw: '',
        context: [
          {
            title: 'Paris - Wikipedia',
            url: 'https://en.wikipedia.org/wiki/Paris',
            meta_url: { favicon: 'https://imgs.search.brave.com/f' },
          },
          { title: 'Other', url: 'https://other.example/' },
        ],
      },
      followups: ['What is the population of Paris?', 'What is the population of Paris?', 42],
    });
    expect(view.title).toBe('Paris');
    expect(view.status).toBe('complete');
    expect(view.blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          'Paris is the capital of France.',
          { t: 'ref', n: 1, href: 'https://en.wikipedia.org/wiki/Paris' },
          ' It has 2 million people.',
          { t: 'ref', n: 2, href: 'https://insee.example/paris' },
        ],
      },
    ]);
    expect(view.citations).toEqual([
      {
        number: 1,
        url: 'https://en.wikipedia.org/wiki/Paris',
        hostname: 'en.wikipedia.org',
        title: 'Paris - Wikipedia',
        favicon: 'https://imgs.search.brave.com/f',
      },
      { number: 2, url: 'https://insee.example/paris', hostname: 'insee.example' },
    ]);
    expect(view.sources).toEqual([{ url: 'https://other.example/', hostname: 'other.example', title: 'Other' }]);
    expect(view.followups).toEqual(['What is the population of Paris?']);
  });

  it('moves a reference that points into a word to the end of that word', () => {
    const view = mapSummary({ summary: [token('Berlin is large. More.'), ref(1, 'https://a.example/', 9)] });
    expect(paragraphs(view.blocks)[0]).toEqual([
      'Berlin is',
      { t: 'ref', n: 1, href: 'https://a.example/' },
      ' large. More.',
    ]);
    const inside = mapSummary({ summary: [token('Berlin is large.'), ref(1, 'https://a.example/', 3)] });
    expect(plainText(inside.blocks.flatMap((b) => (b.kind === 'paragraph' ? b.content : [])))).toBe(
      'Berlin[1] is large.',
    );
  });

  it('never places a reference inside a tag or an entity', () => {
    const tagged = mapSummary({ summary: [token('Paris is <strong>big</strong>.'), ref(1, 'https://a.example/', 11)] });
    expect(paragraphs(tagged.blocks)[0]).toEqual([
      'Paris is ',
      { t: 'strong', c: ['big'] },
      '.',
      { t: 'ref', n: 1, href: 'https://a.example/' },
    ]);
    const entity = mapSummary({ summary: [token('Tom &amp; Jerry'), ref(2, 'https://b.example/', 6)] });
    expect(plainText(paragraphs(entity.blocks)[0]!)).toBe('Tom &[2] Jerry');
  });

  it('places a reference without an index where it arrived (after its sentence)', () => {
    const view = mapSummary({ summary: [token('First sentence.'), ref(1, 'https://a.example/'), token(' Second.')] });
    expect(plainText(paragraphs(view.blocks)[0]!)).toBe('First sentence.[1] Second.');
  });

  it('clamps an index beyond the text to its end', () => {
    const view = mapSummary({ summary: [token('Short.'), ref(3, 'https://a.example/', 9999)] });
    expect(plainText(paragraphs(view.blocks)[0]!)).toBe('Short.[3]');
  });

  it('keeps the marker but no link for an unsafe reference URL, and no citation', () => {
    const view = mapSummary({ summary: [token('Text.'), ref(1, 'javascript:alert(1)', 5)] });
    expect(paragraphs(view.blocks)[0]).toEqual(['Text.', { t: 'ref', n: 1 }]);
    expect(view.citations).toEqual([]);
  });

  it('links every [n] to the same URL as source n, even when the API repeats n with another URL', () => {
    const view = mapSummary({
      summary: [token('A.'), ref(1, 'https://first.example/', 2), token(' B.'), ref(1, 'https://second.example/', 5)],
    });
    expect(paragraphs(view.blocks)[0]).toEqual([
      'A.',
      { t: 'ref', n: 1, href: 'https://first.example/' },
      ' B.',
      { t: 'ref', n: 1, href: 'https://first.example/' },
    ]);
    expect(view.citations.map((c) => c.url)).toEqual(['https://first.example/']);
  });

  it('ignores references with a bad number', () => {
    const view = mapped({
      summary: [
        token('Text.'),
        ref(0, 'https://a.example/', 5),
        ref(1.5, 'https://a.example/', 5),
        { type: 'inline_reference', data: { url: 'https://a.example/' } },
      ],
    });
    expect(paragraphs(view.blocks)[0]).toEqual(['Text.']);
  });

  it('splits paragraphs at blank lines', () => {
    const view = mapSummary({
      summary: [token('One.\n\nTwo.'), ref(1, 'https://a.example/', 4), ref(2, 'https://b.example/', 11)],
    });
    expect(paragraphs(view.blocks).map(plainText)).toEqual(['One.[1]', 'Two.[2]']);
  });

  it('turns enum_start/enum_item/enum_end into lists between paragraphs', () => {
    const view = mapped({
      summary: [
        token('Top sights:'),
        { type: 'enum_start', data: 'ol' },
        {
          type: 'enum_item',
          data: { uuid: 'u1', name: 'Louvre', url: 'https://louvre.example/', text: 'A <strong>museum</strong>.' },
        },
        { type: 'enum_item', data: { uuid: 'u2', name: 'Eiffel Tower', url: 'javascript:alert(1)' } },
        { type: 'enum_item', data: {} },
        { type: 'enum_end' },
        token('\n\nThat is all.'),
      ],
    });
    expect(view.blocks).toEqual([
      { kind: 'paragraph', content: ['Top sights:'] },
      {
        kind: 'list',
        ordered: true,
        items: [
          { name: 'Louvre', url: 'https://louvre.example/', text: ['A ', { t: 'strong', c: ['museum'] }, '.'] },
          { name: 'Eiffel Tower' },
        ],
      },
      { kind: 'paragraph', content: ['That is all.'] },
    ]);
  });

  it('shows an unterminated list from a partial stream', () => {
    const view = mapSummary({
      summary: [
        { type: 'enum_start', data: 'ul' },
        { type: 'enum_item', data: { name: 'A' } },
      ],
    });
    expect(view.blocks).toEqual([{ kind: 'list', ordered: false, items: [{ name: 'A' }] }]);
    expect(view.status).toBe('incomplete');
  });

  it('treats markup in summary text with the snippet allow-list (docs/security-plan.md C7)', () => {
    const view = mapSummary({
      summary: [
        token(
          '<img src=x onerror=alert(1)>Safe <strong>bold</strong> \u202Etxt <a href="javascript:alert(1)">link</a>',
        ),
      ],
    });
    expect(paragraphs(view.blocks)[0]).toEqual(['Safe ', { t: 'strong', c: ['bold'] }, ' txt link']);
  });

  it('merges entity infos into entities', () => {
    const view = mapped({
      enrichments: {
        entities: [
          {
            uuid: 'u1',
            name: 'Louvre',
            url: 'https://louvre.example/',
            images: [
              { thumbnail: { src: 'https://imgs.search.brave.com/l' }, text: 'Pyramid' },
              { thumbnail: { src: 'http://x/' } },
            ],
          },
        ],
      },
      entities_infos: {
        Louvre: { description: "The world's most-visited museum." },
        'Musée d&#x27;Orsay': { description: 'Impressionists.' },
        // An info with no description: the name is still listed, without text.
        Broken: {},
        // Not an object: the schema drops it, so it never reaches the mapper.
        Dropped: 'nope',
      },
    });
    expect(view.entities).toEqual([
      {
        name: 'Louvre',
        text: ["The world's most-visited museum."],
        url: 'https://louvre.example/',
        images: [{ src: 'https://imgs.search.brave.com/l', alt: 'Pyramid' }],
      },
      { name: "Musée d'Orsay", text: ['Impressionists.'], images: [] },
      { name: 'Broken', images: [] },
    ]);
  });

  it('uses enrichments.raw when there are no messages, and maps statuses', () => {
    expect(
      plainText(paragraphs(mapSummary({ status: 'complete', enrichments: { raw: 'Raw text.' } }).blocks)[0]!),
    ).toBe('Raw text.');
    expect(mapSummary({ status: 'failed' }).status).toBe('failed');
    expect(mapSummary({ status: 'weird' }).status).toBe('incomplete');
  });

  it('is empty but valid for junk input', () => {
    for (const input of [undefined, null, {}, { summary: 'x' }, { summary: [null, 1, 'x'] }]) {
      expect(mapped(input)).toEqual({
        blocks: [],
        citations: [],
        sources: [],
        entities: [],
        followups: [],
        status: 'incomplete',
      });
    }
  });

  it('bounds huge summaries', () => {
    const view = mapSummary({ summary: Array.from({ length: 20_000 }, () => token('word '.repeat(50))) });
    const text = paragraphs(view.blocks).map(plainText).join('');
    expect(text.length).toBeLessThanOrEqual(20_000 + 300);
    expect(structuredClone(view)).toEqual(view);
  });
});

describe('mapSummary of a hostile summary (issue 11)', () => {
  it('keeps at most 100 citation markers (MAX_SUMMARY_MARKERS, utils/worker/view/summary/messages.ts)', () => {
    const refs = Array.from({ length: 900 }, (_, i) => ref(i + 1, `https://example.com/${i}`, 10));
    const view = mapSummary({ summary: [token('Herons wade in shallow water.'), ...refs] });
    expect(view.citations).toHaveLength(100);
    const refNodes = paragraphs(view.blocks)
      .flat()
      .filter((node) => typeof node !== 'string' && node.t === 'ref');
    expect(refNodes).toHaveLength(100);
  });

  it('places many markers in long text without spaces in time linear in the text', () => {
    const summary = [
      token('x'.repeat(20_000)),
      ...Array.from({ length: 1_990 }, (_, i) => ref((i % 999) + 1, 'https://example.com/a', i % 50)),
    ];
    const started = performance.now();
    const view = mapSummary({ summary });
    const elapsed = performance.now() - started;
    console.log(
      `mapSummary, ${summary.length} messages over 20,000 characters without spaces: ${elapsed.toFixed(1)} ms`,
    );
    expect(elapsed).toBeLessThan(150);
    // No space to move to: every marker lands at the end of the word, after the whole text.
    const content = paragraphs(view.blocks)[0]!;
    expect(content.findIndex((node) => typeof node !== 'string' && node.t === 'ref')).toBeGreaterThan(0);
  });
});
