// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, emulatorForFile, ERROR_ID, search, START_MS, testClock } from './helpers';
import {
  classify,
  contents,
  parseSse,
  postAnswer,
  question,
  type Chunk,
  type PostOptions,
  type RawAnswer,
} from './answers-helpers';
import { DOCUMENTS } from '../../emulator/world/documents';
import { PLACES } from '../../emulator/world/places';

const clock = testClock();
const emulator = emulatorForFile(clock, {
  answerDelayMs: 0,
  streamItemDelayMs: 0,
  answerChunking: 'whole',
  runFaults: [],
});

const KEY = 'demo-answers';
const WORLD_URLS = new Set(DOCUMENTS.map((doc) => doc.url));
const USAGE_KEYS = [
  'X-Request-Requests',
  'X-Request-Queries',
  'X-Request-Tokens-In',
  'X-Request-Tokens-Out',
  'X-Request-Requests-Cost',
  'X-Request-Queries-Cost',
  'X-Request-Tokens-In-Cost',
  'X-Request-Tokens-Out-Cost',
  'X-Request-Total-Cost',
];

/** One request a second, so the plan's 2 req/s never gets in the way unless a test wants it to. */
function ask(body: unknown, options: PostOptions = {}): Promise<RawAnswer> {
  clock.advance(1000);
  return postAnswer(emulator, body, { key: KEY, ...options });
}

async function stream(content: string, extra: Record<string, unknown> = {}): Promise<Chunk[]> {
  const res = await ask(question(content, extra));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/event-stream');
  return parseSse(res.text);
}

function errors(res: RawAnswer) {
  expect(res.status).toBe(422);
  const body = res.json();
  expect(body).toMatchObject({
    type: 'ErrorResponse',
    error: { status: 422, code: 'VALIDATION', detail: 'Unable to validate request parameter(s)' },
  });
  return body.error.meta.errors;
}

function answersStats() {
  return emulator.stats().keys[KEY]?.endpoints['chat/completions'];
}

describe('keys and plans on /chat/completions', () => {
  it('a missing key is 422 VALIDATION on the header; an unknown key 422 SUBSCRIPTION_TOKEN_INVALID', async () => {
    const missing = await postAnswer(emulator, question('chess'));
    expect(errors(missing)).toEqual([
      { type: 'missing', loc: ['header', 'x-subscription-token'], msg: 'Field required', input: null },
    ]);
    const unknown = await postAnswer(emulator, question('chess'), { key: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.json().error).toMatchObject({
      code: 'SUBSCRIPTION_TOKEN_INVALID',
      meta: { component: 'authentication' },
    });
  });

  it('accepts the key as Authorization: Bearer (what OpenAI SDKs send)', async () => {
    const res = await postAnswer(emulator, question('chess', { stream: false }), {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(res.status).toBe(200);
    expect(emulator.stats().keys[KEY]?.answers).toBe(1);
  });

  it("every key without Answers gets ISS27's 400 OPTION_NOT_IN_PLAN body, field for field", async () => {
    for (const key of ['demo-search', 'demo-free', 'demo-pro', 'demo-ai', 'demo-quota']) {
      const res = await postAnswer(emulator, question('chess'), { key });
      expect(res.status).toBe(400);
      const body = res.json();
      expect(body).toEqual({
        type: 'ErrorResponse',
        error: {
          id: expect.stringMatching(ERROR_ID),
          status: 400,
          detail: 'The option is not subscribed in the plan.',
          meta: { component: 'authentication' },
          code: 'OPTION_NOT_IN_PLAN',
        },
        time: Math.floor(START_MS / 1000),
      });
      expect(res.text).toMatch(
        /^\{"type":"ErrorResponse","error":\{"id":"[^"]+","status":400,"detail":"The option is not subscribed in the plan\.","meta":\{"component":"authentication"\},"code":"OPTION_NOT_IN_PLAN"\},"time":\d+\}$/,
      );
    }
    expect(emulator.stats().totals).toMatchObject({ answers: 0, billed: 0 });
  });

  it('demo-capped is 402 here too; GET is 405; a foreign Api-Version is 404', async () => {
    const capped = await postAnswer(emulator, question('chess'), { key: 'demo-capped' });
    expect(capped.status).toBe(402);
    expect(capped.json().error.code).toBe('USAGE_LIMIT_EXCEEDED');
    expect((await ask(question('chess'), { method: 'GET' })).status).toBe(405);
    const version = await ask(question('chess', { stream: false }), { headers: { 'Api-Version': '2023-01-01' } });
    expect(version.status).toBe(404);
    expect((await ask(question('chess', { stream: false }), { headers: { 'Api-Version': '2025-08-05' } })).status).toBe(
      200,
    );
  });

  it('sends the X-RateLimit headers of the Answers plan (A33)', async () => {
    const res = await ask(question('chess', { stream: false }));
    expect(res.headers['x-ratelimit-limit']).toBe('2, 0');
    expect(res.headers['x-ratelimit-policy']).toBe('2;w=1, 0;w=2592000');
    expect(res.headers['x-ratelimit-remaining']).toBe('1, 0');
  });
});

describe('request validation (422 VALIDATION, pydantic-style meta.errors without input)', () => {
  it('the body must be a JSON object', async () => {
    expect(errors(await ask(''))).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required' }]);
    expect(errors(await ask('{"messages": ['))).toEqual([
      { type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' },
    ]);
    expect(errors(await ask([question('chess')]))).toEqual([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
      },
    ]);
  });

  it('messages is required and a list', async () => {
    expect(errors(await ask({ stream: false }))).toEqual([
      { type: 'missing', loc: ['body', 'messages'], msg: 'Field required' },
    ]);
    expect(errors(await ask({ messages: 'chess' }))).toEqual([
      { type: 'list_type', loc: ['body', 'messages'], msg: 'Input should be a valid list' },
    ]);
    expect(errors(await ask({ messages: [] }))).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'messages'],
        msg: 'List should have at least 1 item after validation, not 0',
        ctx: { field_type: 'List', min_length: 1, actual_length: 0 },
      },
    ]);
  });

  it('two messages (a system prompt) give exactly the captured too_long error', async () => {
    const res = await ask({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'chess' },
      ],
    });
    expect(errors(res)).toEqual([
      {
        type: 'too_long',
        loc: ['body', 'messages'],
        msg: 'List should have at most 1 item after validation, not 2',
        ctx: { field_type: 'List', max_length: 1, actual_length: 2 },
      },
    ]);
    expect(res.text).not.toContain('"input"');
  });

  it('the one message is {role:"user", content: non-empty string}', async () => {
    expect(errors(await ask({ messages: [{ role: 'assistant', content: 'chess' }] }))).toEqual([
      {
        type: 'literal_error',
        loc: ['body', 'messages', 0, 'role'],
        msg: "Input should be 'user'",
        ctx: { expected: "'user'" },
      },
    ]);
    expect(errors(await ask({ messages: ['chess'] }))).toEqual([
      {
        type: 'model_type',
        loc: ['body', 'messages', 0],
        msg: 'Input should be a valid dictionary or instance of Message',
        ctx: { class_name: 'Message' },
      },
    ]);
    expect(errors(await ask({ messages: [{}] }))).toEqual([
      { type: 'missing', loc: ['body', 'messages', 0, 'role'], msg: 'Field required' },
      { type: 'missing', loc: ['body', 'messages', 0, 'content'], msg: 'Field required' },
    ]);
    expect(errors(await ask({ messages: [{ role: 'user', content: [{ type: 'text', text: 'chess' }] }] }))).toEqual([
      { type: 'string_type', loc: ['body', 'messages', 0, 'content'], msg: 'Input should be a valid string' },
    ]);
    expect(errors(await ask(question('')))).toEqual([
      {
        type: 'string_too_short',
        loc: ['body', 'messages', 0, 'content'],
        msg: 'String should have at least 1 character',
        ctx: { min_length: 1 },
      },
    ]);
    expect(errors(await ask(question('   ')))).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'messages', 0, 'content'],
        msg: 'Value error, the question must not be empty',
      },
    ]);
  });

  it('booleans are strict JSON booleans (stream:"false" is an error)', async () => {
    expect(errors(await ask(question('chess', { stream: 'false' })))).toEqual([
      { type: 'bool_type', loc: ['body', 'stream'], msg: 'Input should be a valid boolean' },
    ]);
    const res = await ask(question('chess', { enable_citations: 1, enable_entities: 'yes', enable_research: 0 }));
    expect(errors(res).map((issue: { loc: string[] }) => issue.loc[1])).toEqual([
      'enable_citations',
      'enable_entities',
      'enable_research',
    ]);
  });

  it('model, country, language and safesearch are checked like web search; every issue is reported at once', async () => {
    const res = await ask(
      question('chess', {
        model: 'gpt-4o',
        country: 'XX',
        language: 'klingon',
        safesearch: 'none',
        max_completion_tokens: 0,
      }),
    );
    expect(errors(res)).toEqual([
      {
        type: 'enum',
        loc: ['body', 'model'],
        msg: "Input should be 'brave' or 'brave-pro'",
        ctx: { expected: "'brave' or 'brave-pro'" },
      },
      expect.objectContaining({ type: 'enum', loc: ['body', 'country'] }),
      expect.objectContaining({ type: 'enum', loc: ['body', 'language'] }),
      {
        type: 'enum',
        loc: ['body', 'safesearch'],
        msg: "Input should be 'off', 'moderate' or 'strict'",
        ctx: { expected: "'off', 'moderate' or 'strict'" },
      },
      {
        type: 'greater_than',
        loc: ['body', 'max_completion_tokens'],
        msg: 'Input should be greater than 0',
        ctx: { gt: 0 },
      },
    ]);
    for (const good of [
      { country: 'us' },
      { country: 'PT', language: 'pt-pt' },
      { model: 'brave', safesearch: 'strict' },
      { model: null },
    ]) {
      expect((await ask(question('chess', { stream: false, ...good }))).status).toBe(200);
    }
  });

  it('web_search_options is checked; unknown fields are ignored', async () => {
    const bad = await ask(
      question('chess', { web_search_options: { search_context_size: 'huge', user_location: { type: 'exact' } } }),
    );
    expect(errors(bad).map((issue: { loc: string[] }) => issue.loc.join('.'))).toEqual([
      'body.web_search_options.search_context_size',
      'body.web_search_options.user_location.type',
    ]);
    const fine = await ask(question('chess', { stream: false, temperature: 0.2, n: 3, metadata: { a: 1 }, seed: 7 }));
    expect(fine.status).toBe(200);
  });

  it.each([
    [{ stream: false, enable_research: true }, ["Blocking response doesn't support 'enable_research' option"]],
    [{ stream: false, enable_citations: true }, ["Blocking response doesn't support 'enable_citations' option"]],
    [{ stream: false, enable_entities: true }, ["Blocking response doesn't support 'enable_entities' option"]],
    [{ enable_research: true, enable_citations: true }, ["Research mode doesn't support 'enable_citations' option"]],
    [{ enable_research: true, enable_entities: true }, ["Research mode doesn't support 'enable_entities' option"]],
    [
      { stream: false, enable_research: true, enable_citations: true },
      [
        "Blocking response doesn't support 'enable_research' option",
        "Blocking response doesn't support 'enable_citations' option",
        "Research mode doesn't support 'enable_citations' option",
      ],
    ],
  ])("the invalid combination %j is a 422 with the server's words", async (options, messages) => {
    expect(errors(await ask(question('chess', options)))).toEqual(
      messages.map((msg) => ({ type: 'value_error', loc: ['body'], msg })),
    );
  });

  it('research limits are validated: out of range is a 422 (A28 runs only valid ones)', async () => {
    expect(
      errors(await ask(question('chess', { enable_research: true, research_maximum_number_of_iterations: 9 }))),
    ).toEqual([
      {
        type: 'less_than_equal',
        loc: ['body', 'research_maximum_number_of_iterations'],
        msg: 'Input should be less than or equal to 5',
        ctx: { le: 5 },
      },
    ]);
  });

  it('an oversized body is 413; no error is billed', async () => {
    const res = await ask(question('x'.repeat(300 * 1024)));
    expect(res.status).toBe(413);
    expect(res.json().error.code).toBe('REQUEST_TOO_LARGE');
    await ask(question(''));
    expect(answersStats()).toMatchObject({ requests: 2, successes: 0, answers: 0, answersAborted: 0, billed: 0 });
  });
});

describe('streaming (the default)', () => {
  it('is SSE a strict client accepts: one id, deltas, usage second to last, stop chunk, [DONE]', async () => {
    const res = await ask(question('how do black holes form'));
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    const chunks = parseSse(res.text);
    expect(chunks.length).toBeGreaterThan(8);
    const ids = new Set(chunks.map((chunk) => chunk.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^chatcmpl-[0-9a-f]{24}$/);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        object: 'chat.completion.chunk',
        model: 'brave-pro',
        system_fingerprint: '',
        created: Math.floor(clock.now() / 1000),
      });
      expect(chunk.choices).toHaveLength(1);
      expect(chunk.choices[0]).toMatchObject({ index: 0, delta: { role: 'assistant', content: expect.any(String) } });
    }
    const last = chunks.at(-1) as Chunk;
    expect(last.choices[0]).toEqual({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: 'stop' });
    expect(chunks.slice(0, -1).every((chunk) => chunk.choices[0]?.finish_reason === null && chunk.usage === null)).toBe(
      true,
    );
    const usageTag = classify(contents(chunks).at(-2) as string);
    expect(usageTag.kind).toBe('usage');
    expect(Object.keys(usageTag.payload)).toEqual(USAGE_KEYS);
    const texts = contents(chunks).slice(0, -2);
    expect(texts.every((text) => classify(text).kind === 'text')).toBe(true);
    for (const text of texts) expect(text.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
    expect(texts.join('')).toMatch(/black holes? form/i);
  });

  it('usage follows the published formula; the final chunk carries the OpenAI token counts', async () => {
    const chunks = await stream('french press coffee');
    const usage = classify(contents(chunks).at(-2) as string).payload;
    expect(usage).toMatchObject({
      'X-Request-Requests': 1,
      'X-Request-Queries': 1,
      'X-Request-Requests-Cost': 0,
      'X-Request-Queries-Cost': 0.004,
    });
    const text = contents(chunks).slice(0, -2).join('');
    expect(usage['X-Request-Tokens-Out']).toBe(Math.ceil(text.length / 4));
    expect(usage['X-Request-Tokens-In']).toBeGreaterThan(Math.ceil('french press coffee'.length / 4));
    expect(usage['X-Request-Tokens-In-Cost']).toBeCloseTo(usage['X-Request-Tokens-In'] * 5e-6, 9);
    expect(usage['X-Request-Tokens-Out-Cost']).toBeCloseTo(usage['X-Request-Tokens-Out'] * 5e-6, 9);
    expect(usage['X-Request-Total-Cost']).toBeCloseTo(
      0.004 + usage['X-Request-Tokens-In-Cost'] + usage['X-Request-Tokens-Out-Cost'],
      9,
    );
    expect(chunks.at(-1)?.usage).toEqual({
      prompt_tokens: usage['X-Request-Tokens-In'],
      completion_tokens: usage['X-Request-Tokens-Out'],
      total_tokens: usage['X-Request-Tokens-In'] + usage['X-Request-Tokens-Out'],
    });
  });

  it('citations: each its own chunk right after its sentence, numbered from 1, repeating per URL, pointing into the world', async () => {
    const tagged = contents(await stream('coffee in Lisbon', { enable_citations: true })).map(classify);
    const citations = tagged.filter((part) => part.kind === 'citation');
    expect(citations.length).toBeGreaterThanOrEqual(3);
    let visible = '';
    const numberOf = new Map<string, number>();
    for (const [index, part] of tagged.entries()) {
      if (part.kind === 'text') visible += part.content;
      if (part.kind !== 'citation') continue;
      const citation = part.payload;
      expect(Object.keys(citation)).toEqual(['number', 'url', 'favicon', 'snippet', 'start_index', 'end_index']);
      expect(tagged[index - 1]?.kind === 'text' && /[.!?]$/.test(visible)).toBe(true);
      expect(visible.endsWith(citation.snippet)).toBe(true);
      expect(citation).toMatchObject({ start_index: visible.length, end_index: visible.length });
      expect(WORLD_URLS.has(citation.url)).toBe(true);
      expect(citation.favicon).toBe(
        `${emulator.url}/__emulator/img/fav-${new URL(citation.url).hostname.replace(/\./g, '-')}.svg`,
      );
      const known = numberOf.get(citation.url);
      if (known !== undefined) expect(citation.number).toBe(known);
      numberOf.set(citation.url, citation.number);
    }
    const numbers = citations.map((part) => part.payload.number);
    expect(numbers[0]).toBe(1);
    expect(new Set(numbers).size).toBeLessThan(numbers.length);
    const favicon = await call(emulator, new URL(citations[0]?.payload.favicon).pathname);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
  });

  it("entities: one enum group of the world's places for a local question", async () => {
    const tagged = contents(await stream('coffee in Lisbon', { enable_citations: true, enable_entities: true })).map(
      classify,
    );
    const kinds = tagged.map((part) => part.kind).filter((kind) => kind !== 'text' && kind !== 'citation');
    const items = tagged.filter((part) => part.kind === 'enum_item').map((part) => part.payload);
    expect(kinds).toEqual(['enum_start', ...items.map(() => 'enum_item'), 'enum_end', 'usage']);
    expect(tagged.find((part) => part.kind === 'enum_start')?.payload).toBe('ul');
    expect(tagged.find((part) => part.kind === 'enum_end')?.content).toBe('<enum_end></enum_end>');
    const lisbon = new Map(PLACES.filter((place) => place.city.key === 'lisbon').map((place) => [place.name, place]));
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(Object.keys(item)).toEqual([
        'uuid',
        'name',
        'href',
        'original_tokens',
        'extra_text',
        'instance_of',
        'images',
        'citations',
      ]);
      expect(lisbon.has(item.name)).toBe(true);
      expect(item.uuid).toMatch(ERROR_ID);
      expect(item.original_tokens).toBe(item.name);
      expect(item.href).toMatch(/^https:\/\/www\.citybites\.example\/lisbon\//);
      expect(item.instance_of).toEqual(lisbon.get(item.name)?.categories);
      expect(item.images[0].src).toMatch(new RegExp(`^${emulator.url}/__emulator/img/place-`));
      expect(item.citations[0]).toMatchObject({ url: item.href, number: expect.any(Number) });
    }
    const ratings = items.map((item) => lisbon.get(item.name)?.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('without the options: no tags but usage, and the list as Markdown bullets in the text', async () => {
    const tagged = contents(await stream('coffee in Lisbon')).map(classify);
    expect(tagged.map((part) => part.kind).filter((kind) => kind !== 'text')).toEqual(['usage']);
    const text = tagged
      .filter((part) => part.kind === 'text')
      .map((part) => part.content)
      .join('');
    expect(text).toMatch(/\n\n- \[Torra Roasters\]\(https:\/\/www\.citybites\.example\/lisbon\/torra-roasters\): /);
  });

  it('a list-like question that is not local lists pages of the world as entities', async () => {
    const items = contents(await stream('What are the best houseplants for low light?', { enable_entities: true }))
      .map(classify)
      .filter((part) => part.kind === 'enum_item')
      .map((part) => part.payload);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(WORLD_URLS.has(item.href)).toBe(true);
  });

  it('a question the world knows nothing about gets a short honest answer without citations', async () => {
    const tagged = contents(
      await stream('what is the weather tomorrow in Paris', { enable_citations: true, enable_entities: true }),
    ).map(classify);
    expect(tagged.map((part) => part.kind).filter((kind) => kind !== 'text')).toEqual(['usage']);
    const text = tagged.map((part) => (part.kind === 'text' ? part.content : '')).join('');
    expect(text).toMatch(/could not find/i);
    expect(text.length).toBeLessThan(200);
    expect(tagged.at(-2)?.payload['X-Request-Queries']).toBe(1);
  });

  it('answerChunking "split" cuts every tag across two or three events; joined, the stream is the same', async () => {
    const body = question('coffee in Lisbon', { enable_citations: true, enable_entities: true });
    const whole = contents(await stream('coffee in Lisbon', { enable_citations: true, enable_entities: true }));
    emulator.updateSettings({ answerChunking: 'split' });
    const res = await ask(body);
    const split = contents(parseSse(res.text));
    expect(split.join('')).toBe(whole.join(''));
    expect(split.length).toBeGreaterThan(whole.length);
    const tags = whole.filter((content) => classify(content).kind !== 'text');
    let cursor = 0;
    for (const content of whole) {
      if (classify(content).kind === 'text') {
        expect(split[cursor]).toBe(content);
        cursor += 1;
        continue;
      }
      let joined = '';
      let pieces = 0;
      while (joined.length < content.length) {
        const piece = split[cursor] as string;
        expect(classify(piece).kind).toBe('text');
        joined += piece;
        pieces += 1;
        cursor += 1;
      }
      expect(joined).toBe(content);
      expect(pieces).toBe(content.includes('{') ? 3 : 2);
    }
    expect(tags.length).toBeGreaterThan(5);
  });

  it('is paced by streamItemDelayMs and sent as separate writes', async () => {
    emulator.updateSettings({ streamItemDelayMs: 5 });
    const started = performance.now();
    const res = await ask(question('french press coffee'));
    const events = parseSse(res.text).length + 1;
    expect(performance.now() - started).toBeGreaterThanOrEqual((events - 1) * 5 - 5);
    expect(res.chunks).toBeGreaterThan(events / 2);
  });

  it('max_completion_tokens cuts the answer with finish_reason "length"', async () => {
    const chunks = await stream('coffee in Lisbon', { max_completion_tokens: 10 });
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');
    expect(contents(chunks).slice(0, -2).join('').length).toBeLessThanOrEqual(40);
    expect(chunks.at(-1)?.usage?.completion_tokens).toBeLessThanOrEqual(10);
  });

  it('is deterministic and echoes the model', async () => {
    const first = await stream('ramen tokyo', { model: 'brave', enable_citations: true });
    const second = await stream('ramen tokyo', { model: 'brave', enable_citations: true });
    expect(contents(first)).toEqual(contents(second));
    expect(first[0]?.model).toBe('brave');
    expect(first[0]?.id).not.toBe(second[0]?.id);
  });
});

describe('blocking (stream:false)', () => {
  it('is a chat.completion with plain Markdown and the usage as X-Request-* headers', async () => {
    const res = await ask(question('coffee in Lisbon', { stream: false, model: 'brave' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^chatcmpl-[0-9a-f]{24}$/),
      object: 'chat.completion',
      created: Math.floor(clock.now() / 1000),
      model: 'brave',
      system_fingerprint: '',
      choices: [{ index: 0, message: { role: 'assistant', content: expect.any(String) }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
    const content: string = body.choices[0].message.content;
    expect(content).not.toMatch(/<\/?(citation|enum_\w+|usage)>/);
    expect(content).toMatch(/\n\n- \[[^\]]+\]\(https:\/\/www\.citybites\.example\/lisbon\/[a-z0-9-]+\): /);
    const sentences = content.split('\n\n')[0]?.match(/[.!?](\s|$)/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const name of USAGE_KEYS) expect(res.headers[name.toLowerCase()], name).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(res.headers['x-request-tokens-out'])).toBe(body.usage.completion_tokens);
    expect(Number(res.headers['x-request-tokens-in'])).toBe(body.usage.prompt_tokens);
    expect(res.headers['x-ratelimit-limit']).toBe('2, 0');
  });

  it('has the same text as the stream without options', async () => {
    const streamed = contents(await stream('marathon training plan'))
      .slice(0, -2)
      .join('');
    const blocking = (await ask(question('marathon training plan', { stream: false }))).json().choices[0].message
      .content;
    expect(blocking).toBe(streamed);
  });

  it('is gzipped when asked', async () => {
    const res = await ask(question('chess', { stream: false }), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.json().object).toBe('chat.completion');
  });
});

describe('billing', () => {
  it('counts answers apart from billed web searches', async () => {
    await stream('chess openings');
    await ask(question('chess openings', { stream: false }));
    clock.advance(1000);
    expect((await search(emulator, KEY, 'chess')).status).toBe(200);
    const stats = emulator.stats();
    expect(stats.keys[KEY]).toMatchObject({ requests: 3, billed: 1, answers: 2, answersAborted: 0 });
    expect(stats.keys[KEY]?.endpoints['chat/completions']).toEqual({
      requests: 2,
      successes: 2,
      errors: {},
      faults: 0,
      billed: 0,
      answers: 2,
      answersAborted: 0,
    });
    expect(stats.keys[KEY]?.endpoints['web/search']).toMatchObject({ billed: 1, answers: 0 });
    expect(stats.totals).toMatchObject({ billed: 1, answers: 2, answersAborted: 0 });
    expect((await call(emulator, '/__emulator/stats')).json().totals).toMatchObject({ answers: 2, answersAborted: 0 });
  });

  it('a stream the client leaves mid-way is billed and counted as aborted (A25)', async () => {
    emulator.updateSettings({ streamItemDelayMs: 20 });
    const res = await ask(question('coffee in Lisbon'), { abortWhen: (text) => text.includes('data: ') });
    expect(res.complete).toBe(false);
    expect(res.text).not.toContain('[DONE]');
    await expect.poll(() => answersStats()?.answersAborted).toBe(1);
    expect(answersStats()).toMatchObject({ requests: 1, successes: 1, answers: 1, answersAborted: 1, faults: 0 });
    expect(emulator.stats().totals).toMatchObject({ answers: 1, answersAborted: 1, billed: 0 });
  });

  it('a client that leaves during a blocking answer is not billed', async () => {
    emulator.updateSettings({ answerDelayMs: 200 });
    const res = await ask(question('chess', { stream: false }), { giveUpAfterMs: 30 });
    expect(res.status).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(emulator.stats().totals).toMatchObject({ answers: 0, answersAborted: 0 });
    expect(answersStats()).toMatchObject({ requests: 1, successes: 0, errors: { 0: 1 } });
  });
});

describe('rate limit (demo-answers: 2 requests per second)', () => {
  it('the third request within a second is 429 RATE_LIMITED, on any endpoint, until the window moves', async () => {
    expect((await postAnswer(emulator, question('chess', { stream: false }), { key: KEY })).status).toBe(200);
    expect((await search(emulator, KEY, 'chess')).status).toBe(200);
    const refused = await postAnswer(emulator, question('chess', { stream: false }), { key: KEY });
    expect(refused.status).toBe(429);
    expect(refused.json().error).toEqual({
      id: expect.stringMatching(ERROR_ID),
      status: 429,
      code: 'RATE_LIMITED',
      detail: 'Request rate limit exceeded for plan.',
      meta: {
        plan: 'Answers',
        rate_limit: 2,
        rate_current: 2,
        quota_limit: 0,
        quota_current: 1,
        component: 'rate_limiter',
      },
    });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0, 0');
    expect((await search(emulator, KEY, 'chess')).status).toBe(429);
    clock.advance(1000);
    expect((await postAnswer(emulator, question('chess'), { key: KEY })).status).toBe(200);
    expect(emulator.stats().keys[KEY]).toMatchObject({ answers: 2, billed: 1 });
  });
});

describe('faults on chat/completions', () => {
  function fault(spec: Record<string, unknown>) {
    emulator.queueFault({ path: 'chat/completions', ...spec });
  }

  it.each([
    [{ fault: 'status', status: 503 }, 503, 'application/json'],
    [{ fault: 'status', status: 502, body: 'html' }, 502, 'text/html; charset=utf-8'],
    [{ fault: 'html' }, 200, 'text/html; charset=utf-8'],
    [{ fault: 'malformed-json' }, 200, 'application/json'],
    [{ fault: 'rate-limit' }, 429, 'application/json'],
  ])('%j replaces the answer and is never billed', async (spec, status, type) => {
    fault(spec);
    const res = await ask(question('chess'));
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe(type);
    expect(answersStats()).toMatchObject({ requests: 1, faults: 1, answers: 0 });
  });

  it('only the path it names: a chat/completions fault leaves web search alone', async () => {
    fault({ fault: 'status', status: 500 });
    clock.advance(1000);
    expect((await search(emulator, KEY, 'chess')).status).toBe(200);
    expect((await ask(question('chess'))).status).toBe(500);
  });

  it('reset and hang give no HTTP answer', async () => {
    fault({ fault: 'reset' });
    expect((await ask(question('chess'))).status).toBe(0);
    fault({ fault: 'hang' });
    const hung = await ask(question('chess'), { giveUpAfterMs: 60 });
    expect(hung.status).toBe(0);
    expect(answersStats()).toMatchObject({ requests: 2, faults: 2, errors: { 0: 2 }, answers: 0 });
  });

  it('trickle: the same stream in tiny writes, not billed', async () => {
    const normal = await ask(question('french press coffee'));
    fault({ fault: 'trickle' });
    emulator.updateSettings({ trickleChunkBytes: 64 });
    const slow = await ask(question('french press coffee'));
    expect(contents(parseSse(slow.text))).toEqual(contents(parseSse(normal.text)));
    expect(slow.chunks).toBeGreaterThan(normal.chunks * 2);
    expect(answersStats()).toMatchObject({ requests: 2, successes: 2, faults: 1, answers: 1 });
  });

  it('cut: the connection closes after `after` events, without [DONE]; not billed', async () => {
    fault({ fault: 'cut', after: 4 });
    const res = await ask(question('coffee in Lisbon', { enable_citations: true }));
    expect(res.status).toBe(200);
    expect(res.complete).toBe(false);
    const events = res.text.split('\n\n').filter(Boolean);
    expect(events).toHaveLength(4);
    for (const event of events) expect(() => JSON.parse(event.slice('data: '.length)) as unknown).not.toThrow();
    expect(res.text).not.toContain('[DONE]');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answersStats()).toMatchObject({ requests: 1, faults: 1, answers: 0, answersAborted: 0 });
  });

  it('cut on a blocking answer: half the body, then the connection closes', async () => {
    fault({ fault: 'cut' });
    const res = await ask(question('chess', { stream: false }));
    expect(res.status).toBe(200);
    expect(res.complete).toBe(false);
    expect(res.text.length).toBeLessThan(Number(res.headers['content-length']));
  });

  it('stall: some events, then silence until the client gives up', async () => {
    fault({ fault: 'stall', after: 2 });
    const started = performance.now();
    const res = await ask(question('coffee in Lisbon'), { giveUpAfterMs: 80 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect(res.complete).toBe(false);
    expect(res.text.split('\n\n').filter(Boolean)).toHaveLength(2);
    expect(answersStats()).toMatchObject({ faults: 1, answers: 0 });
  });

  it('latency: a slower answer, billed as usual', async () => {
    fault({ fault: 'latency', ms: 30 });
    const started = performance.now();
    const res = await ask(question('chess', { stream: false }));
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(answersStats()).toMatchObject({ answers: 1, faults: 0 });
  });

  it('run faults reach the endpoint by its name too', async () => {
    emulator.updateSettings({ runFaults: [{ fault: 'status', status: 500, path: 'chat/completions', rate: 1 }] });
    expect((await ask(question('chess'))).status).toBe(500);
    clock.advance(1000);
    expect((await search(emulator, KEY, 'chess')).status).toBe(200);
  });
});
