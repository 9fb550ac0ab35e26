// @vitest-environment node
/**
 * Mutated API bodies and streams at every parser (docs/security-plan.md C1, C3, C4, C7): realistic answers with fields
 * replaced, deleted or duplicated, and streams cut, spliced and corrupted. Nothing may throw but ApiError, and
 * whatever comes out must survive structuredClone (it crosses messaging). A fixed seed replays the same inputs on
 * every run; a random seed explores more and is printed, so a failure can be replayed with FUZZ_SEED=<seed>.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionText, type CompletionOutcome } from '@/utils/worker/api/answers/sse';
import { createAnswerAssembler } from '@/utils/worker/api/answers/assemble';
import { createTagScanner } from '@/utils/worker/api/answers/tags';
import { ApiError } from '@/utils/worker/api/errors';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { localDescriptionsResponseSchema, localPoisResponseSchema } from '@/utils/worker/api/schemas/local';
import { summarizerResponseSchema } from '@/utils/worker/api/schemas/summarizer';
import { webSearchResponseSchema } from '@/utils/worker/api/schemas/web';
import { parseSummaryLines, readLineBatches, readLines, type StreamOutcome } from '@/utils/worker/api/wire/stream';
import { parseMarkdown } from '@/utils/worker/richtext/markdown';
import { parseSnippet } from '@/utils/worker/richtext/snippet';
import { mapAnswer } from '@/utils/worker/view/summary/map-answer';
import { descriptionsById, mapPlaces } from '@/utils/worker/view/map-place';
import { mapLayout } from '@/utils/worker/view/map-layout';
import { RESULT_SECTIONS } from '@/utils/ui-safe/settings/choices';
import { mapSections } from '@/utils/worker/view/map-sections';
import { mapSummary } from '@/utils/worker/view/summary/map-summary';
import { mapWebResults } from '@/utils/worker/view/map-web';
import { HOSTILE_CASES } from '../richtext/hostile-inputs';
import { expectTreeWithin } from '../richtext/tree-assertions';
import { makeClient } from './endpoints/client-helpers';

const FIXED_SEED = 11_2026;
const RANDOM_SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
// Fixed-seed runs: 4,000 bodies + 3,000 summary streams + 3,000 Answers streams = 10,000; the random seed adds a
// fifth of that again. Sized to stay around ten seconds on two cores.
const RUNS = { bodies: 4_000, summary: 3_000, answers: 3_000, richText: 2_000, client: 300 };
const TIMEOUT_MS = 30_000;
const SEEDS = [
  ['fixed', FIXED_SEED, 1],
  ['random', RANDOM_SEED, 0.2],
] as const;

// ---- samples of real answers (shapes from the API reference) ----

const ALL_SECTIONS = Object.fromEntries(RESULT_SECTIONS.map((section) => [section, 1])) as Record<
  (typeof RESULT_SECTIONS)[number],
  number
>;
const hostile = fc.constantFrom(
  ...HOSTILE_CASES.map((c) => c.input),
  'javascript:alert(1)',
  'data:text/html,<b>x',
  '\u202Eevil',
  '',
);
const WEB = {
  type: 'search',
  query: { original: 'heron', altered: 'herons', spellcheck_off: false },
  mixed: {
    type: 'mixed',
    main: [
      { type: 'web', index: 0, all: false },
      { type: 'news', all: true },
    ],
    side: [{ type: 'infobox', index: 0 }],
  },
  web: {
    type: 'search',
    results: [
      {
        type: 'search_result',
        title: 'Grey <strong>heron</strong>',
        url: 'https://example.org/heron',
        description: 'A <em>wading</em> bird',
        age: '2 days ago',
        thumbnail: { src: 'https://imgs.example/t.jpg' },
        profile: { name: 'Example', img: 'https://imgs.example/f.png' },
        deep_results: { buttons: [{ type: 'button_result', title: 'Nesting', url: 'https://example.org/nest' }] },
      },
      {
        type: 'search_result',
        title: 'Heron facts',
        url: 'https://facts.example/',
        description: 'Facts',
        extra_snippets: ['one', 'two'],
      },
    ],
  },
  news: {
    type: 'news',
    results: [
      {
        title: 'Heron news',
        url: 'https://news.example/a',
        description: 'd',
        age: '1 hour ago',
        thumbnail: { src: 'https://imgs.example/n.jpg' },
      },
    ],
  },
  videos: {
    type: 'videos',
    results: [{ title: 'Heron video', url: 'https://video.example/v', video: { duration: '01:02', creator: 'c' } }],
  },
  discussions: {
    type: 'search',
    results: [
      {
        title: 'Heron thread',
        url: 'https://forum.example/t',
        data: { forum_name: 'birds', num_answers: 3, question: 'q?', top_comment: 'a' },
      },
    ],
  },
  faq: {
    type: 'faq',
    results: [{ question: 'Do herons fly?', answer: 'Yes', title: 't', url: 'https://faq.example/' }],
  },
  infobox: {
    type: 'graph',
    results: [
      {
        title: 'Grey heron',
        description: 'Bird',
        long_desc: 'A long text',
        url: 'https://wiki.example/heron',
        attributes: [['Order', 'Pelecaniformes']],
        profiles: [{ name: 'Wiki', url: 'https://wiki.example' }],
      },
    ],
  },
  locations: {
    type: 'locations',
    results: [
      {
        type: 'location_result',
        id: 'loc-1',
        title: 'Heron Café',
        coordinates: [38.7, -9.1],
        postal_address: { displayAddress: 'Rua 1, Lisboa' },
        rating: { ratingValue: 4.5, bestRating: 5, reviewCount: 10 },
        opening_hours: { current_day: [{ abbr_name: 'Mon', opens: '08:00', closes: '18:00' }] },
      },
    ],
  },
  summarizer: { type: 'summarizer', key: '{"query":"heron"}' },
};
const POIS = { type: 'local_pois', results: WEB.locations.results };
const DESCRIPTIONS = {
  type: 'local_descriptions',
  results: [
    { type: 'local_description', id: 'loc-1', description: '**Cosy** café by the [river](https://river.example)' },
  ],
};
const SUMMARY_MESSAGES = [
  { type: 'token', data: 'Herons are ' },
  { type: 'token', data: 'wading **birds**.' },
  {
    type: 'inline_reference',
    data: { type: 'inline_reference', url: 'https://example.org/heron', number: 1, start_index: 0, end_index: 10 },
  },
  { type: 'enum_start', data: 'ul' },
  { type: 'enum_item', data: { type: 'enum_item', text: 'Grey heron' } },
  { type: 'enum_end' },
];
const SUMMARIZER = {
  type: 'summarizer',
  status: 'complete',
  title: 'Herons',
  summary: SUMMARY_MESSAGES,
  enrichments: {
    raw: 'Herons are wading birds.',
    context: [{ title: 'c', url: 'https://example.org/heron' }],
    entities: [],
  },
  followups: ['Where do herons live?'],
};
const SAMPLES = [WEB, POIS, DESCRIPTIONS, SUMMARIZER];

// ---- mutations ----

// Huge values are rare: each costs milliseconds, and a few hundred of them already show the caps hold.
const light = { weight: 12 } as const;
const leaf = fc.oneof(
  { ...light, arbitrary: hostile },
  { ...light, arbitrary: fc.string() },
  { ...light, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { ...light, arbitrary: fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER, '__proto__', 'constructor') },
  { ...light, arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":true}}') as unknown) },
  { ...light, arbitrary: fc.array(fc.string(), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(200_000)) },
  {
    weight: 1,
    arbitrary: fc.constant(
      Array.from({ length: 3_000 }, (_, i) => ({ title: `t${i}`, url: `https://e.example/${i}` })),
    ),
  },
  { weight: 1, arbitrary: fc.constant(JSON.parse(`${'['.repeat(1_000)}1${']'.repeat(1_000)}`) as unknown) },
);
const mutation = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  op: fc.constantFrom('set', 'set', 'delete', 'duplicate'),
  value: leaf,
});

/** Applies each mutation at the node its path reaches (each step picks a child by index modulo the child count). */
function mutate(sample: unknown, mutations: readonly { path: number[]; op: string; value: unknown }[]): unknown {
  const copy = structuredClone(sample) as unknown;
  for (const { path, op, value } of mutations) {
    let node = copy;
    for (let depth = 0; depth < path.length; depth += 1) {
      if (node === null || typeof node !== 'object') break;
      const record = node as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 0) break;
      const key = keys[path[depth]! % keys.length]!;
      const child = record[key];
      if (depth === path.length - 1 || child === null || typeof child !== 'object') {
        if (op === 'delete') delete record[key];
        else if (op === 'duplicate') record[key] = Array.isArray(child) ? [...child, ...child] : [child, child];
        else record[key] = value;
        break;
      }
      node = child;
    }
  }
  return copy;
}

const mutatedBody = fc
  .tuple(fc.constantFrom(...SAMPLES), fc.array(mutation, { maxLength: 5 }))
  .map(([sample, list]) => mutate(sample, list));

async function* chunksOf(text: string, cuts: number[]): AsyncGenerator<string> {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const end = Math.min(cut, text.length);
    if (end > at) yield text.slice(at, end);
    at = Math.max(at, end);
  }
  if (at < text.length) yield text.slice(at);
}

/** A stream's lines, spliced with junk, some dropped or truncated, then cut into arbitrary chunks. */
function mutatedStream(lines: fc.Arbitrary<string[]>) {
  const junk = fc.oneof(
    fc.string(),
    hostile,
    fc.constantFrom(
      'data:',
      'data: {',
      'data: [DONE]',
      ':comment',
      'event: x',
      '\r',
      '{"type":"token"',
      'data: {"choices":null}',
    ),
  );
  return fc
    .tuple(
      lines,
      fc.array(fc.tuple(fc.nat(), junk, fc.constantFrom('insert', 'replace', 'truncate', 'drop')), { maxLength: 6 }),
      fc.array(fc.nat({ max: 4_000 }), { maxLength: 8 }),
      fc.constantFrom('\n', '\r\n', '\r'),
    )
    .map(([base, edits, cuts, eol]) => {
      const out = [...base];
      for (const [at, text, op] of edits) {
        const i = out.length === 0 ? 0 : at % out.length;
        if (op === 'insert') out.splice(i, 0, text);
        else if (op === 'replace') out[i] = text;
        else if (op === 'truncate') out[i] = (out[i] ?? '').slice(0, at % 40);
        else out.splice(i, 1);
      }
      return { text: out.join(eol), cuts };
    });
}

const summaryLines = fc.constantFrom(
  SUMMARY_MESSAGES.map((m) => JSON.stringify(m)),
  SUMMARY_MESSAGES.flatMap((m) => [`data: ${JSON.stringify(m)}`, '']),
  [JSON.stringify(SUMMARIZER)],
  [JSON.stringify({ type: 'summarizer', status: 'failed' })],
  [JSON.stringify({ type: 'ErrorResponse', error: { code: 'RESOURCE_NOT_FOUND' } })],
);
const chunk = (content: string, finish?: string) =>
  JSON.stringify({
    object: 'chat.completion.chunk',
    choices: [{ delta: { content }, ...(finish && { finish_reason: finish }) }],
  });
const answerLines = fc.constantFrom(
  [
    'Herons <citation>{"number":1,"url":"https://example.org/heron"}</citation> fly. ',
    '<enum_start>ul</enum_start><enum_item>{"original_tokens":"Grey"}</enum_item><enum_end></enum_end>',
    '<usage>{"x-request-total-cost":0.005}</usage>',
    '',
  ]
    .flatMap((c, i, all) => [`data: ${chunk(c, i === all.length - 1 ? 'stop' : undefined)}`, ''])
    .concat(['data: [DONE]', '']),
  [
    `data: ${chunk('<citation>{"number":"1","url":"javascript:alert(1)"}</citation><img src=x onerror=alert(1)>')}`,
    '',
    'data: [DONE]',
  ],
  ['data: {"type":"ErrorResponse","error":{"status":429,"code":"RATE_LIMITED"}}', ''],
);

// ---- checks ----

function typedOnly(run: () => unknown): boolean {
  try {
    structuredClone(run());
    return true;
  } catch (error) {
    if (error instanceof ApiError) return true;
    throw error;
  }
}

describe.each(SEEDS)('parsers under mutated input (%s seed)', (name, seed, share) => {
  const runs = (n: number) => Math.max(1, Math.round(n * share));
  console.log(`parsers fuzz: ${name} seed ${seed}`);

  it(
    'schemas and view mappers turn any JSON into data or an ApiError, and their output survives structuredClone (C3, C4)',
    () => {
      fc.assert(
        fc.property(mutatedBody, (body) => {
          typedOnly(() => {
            const web = parseResponse(webSearchResponseSchema, body);
            return {
              web: mapWebResults(web),
              sections: mapSections(web),
              layout: mapLayout(web.mixed, ALL_SECTIONS),
              places: mapPlaces(web.locations?.results),
            };
          });
          typedOnly(() => mapPlaces(parseResponse(localPoisResponseSchema, body).results));
          typedOnly(() => [...descriptionsById(parseResponse(localDescriptionsResponseSchema, body))]);
          // The mappers take only what their schema parsed (utils/worker/view/map-parts.ts, summary/map-summary.ts).
          typedOnly(() => {
            const summary = parseResponse(summarizerResponseSchema, body);
            return [mapSummary(summary), mapAnswer(summary.summary, 'complete')];
          });
          expect(Object.prototype).not.toHaveProperty('polluted');
        }),
        { numRuns: runs(RUNS.bodies), seed },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the summary stream parser reads any mutated stream as messages, never a throw (C3)',
    async () => {
      await fc.assert(
        fc.asyncProperty(mutatedStream(summaryLines), async ({ text, cuts }) => {
          const outcome: StreamOutcome = { failed: false };
          const messages = [];
          for await (const message of parseSummaryLines(readLines(chunksOf(text, cuts)), outcome))
            messages.push(message);
          structuredClone(mapSummary({ type: 'summarizer', status: 'complete', summary: messages }));
        }),
        { numRuns: runs(RUNS.summary), seed },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the Answers SSE parser, tag scanner and assembler read any mutated stream, never a throw (C3)',
    async () => {
      await fc.assert(
        fc.asyncProperty(mutatedStream(answerLines), async ({ text, cuts }) => {
          const outcome: CompletionOutcome = { finished: false };
          const scanner = createTagScanner();
          const assembler = createAnswerAssembler();
          for await (const content of completionText(readLineBatches(chunksOf(text, cuts)), outcome))
            assembler.add(scanner.push(content));
          assembler.add(scanner.end());
          structuredClone(mapAnswer(assembler.messages(), 'complete'));
        }),
        { numRuns: runs(RUNS.answers), seed },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'rich text from any string keeps only strong, b and em, without attributes (C1, C7)',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), hostile, fc.string({ unit: 'binary' })), (text) => {
          expectTreeWithin(parseSnippet(text), ['strong', 'em']);
          expectTreeWithin(parseMarkdown(text), [
            'strong',
            'em',
            'code',
            'a',
            'p',
            'ul',
            'ol',
            'li',
            'blockquote',
            'h',
            'br',
            'ref',
          ]);
          structuredClone(parseMarkdown(text));
        }),
        { numRuns: runs(RUNS.richText), seed },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'summarizer-stream.ts answers any mutated stream response with messages or an ApiError (C3)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          mutatedStream(summaryLines),
          fc.constantFrom('text/event-stream', 'application/json', 'text/plain'),
          async ({ text }, type) => {
            const { client } = makeClient(
              [() => new Response(text, { status: 200, headers: { 'content-type': type } })],
              { schedulerOptions: { maxRetries: 0 } },
            );
            try {
              for await (const message of client.summaryStream('summary-key')) structuredClone(message);
            } catch (error) {
              expect(error).toBeInstanceOf(ApiError);
            }
          },
        ),
        { numRuns: runs(RUNS.client), seed },
      );
    },
    TIMEOUT_MS,
  );
});
