// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/worker/api/errors';
import { BASE, bodies, json, offline, SECRET_KEY, type Responder } from './helpers';
import {
  ANSWERS_KEY,
  answersClient,
  collectUpdates,
  recordingMeter,
  sseEvent,
  sseResponse,
  sseTail,
  type BodyControl,
} from './answers-helpers';

const QUESTION = { question: 'Who wrote Dune?' };
const simple: Responder = () => sseResponse([sseEvent('Frank Herbert.'), sseTail()]);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('answerStream: the request', () => {
  it('POSTs the documented body with the Answers key, never the search key', async () => {
    const { client, calls } = answersClient([simple]);
    await collectUpdates(
      client.answerStream({ question: '  Who wrote Dune?\n', country: 'de', language: 'de', safesearch: 'strict' }),
    );
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url.href).toBe(`${BASE}/chat/completions`);
    expect(call!.init.body).toBe(
      JSON.stringify({
        model: 'brave',
        stream: true,
        enable_citations: true,
        enable_entities: true,
        messages: [{ role: 'user', content: 'Who wrote Dune?' }],
        max_completion_tokens: 1024,
        country: 'DE',
        language: 'de',
        safesearch: 'strict',
      }),
    );
    expect([...call!.headers.keys()].sort()).toEqual(['accept', 'content-type', 'x-subscription-token']);
    expect(call!.headers.get('X-Subscription-Token')).toBe(ANSWERS_KEY);
    expect(call!.headers.get('Content-Type')).toBe('application/json');
    expect(call!.headers.get('Accept')).toBe('text/event-stream');
    expect(call!.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
    });
    expect(JSON.stringify({ url: call!.url.href, body: call!.init.body, headers: [...call!.headers] })).not.toContain(
      SECRET_KEY.slice(0, 8),
    );
  });

  it('leaves absent preferences out, and accepts ALL and a 2,000-character question', async () => {
    const { client, calls } = answersClient([simple]);
    await collectUpdates(client.answerStream({ question: 'q', country: 'all', language: ' ' }));
    await collectUpdates(client.answerStream({ question: 'x'.repeat(2_000) }));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      model: 'brave',
      stream: true,
      enable_citations: true,
      enable_entities: true,
      messages: [{ role: 'user', content: 'q' }],
      max_completion_tokens: 1024,
      country: 'ALL',
    });
    expect(calls).toHaveLength(2);
  });

  it('refuses a bad request with validation before any request (A5)', async () => {
    const { client, calls } = answersClient([simple]);
    const bad: unknown[] = [
      { question: '' },
      { question: ' \n\t ' },
      { question: 'x'.repeat(2_001) },
      { question: 42 },
      {},
      null,
      { question: 'q', country: 'USA' },
      { question: 'q', country: 'u1' },
      { question: 'q', country: 7 },
      { question: 'q', language: 'en\r\nX-Evil: 1' },
      { question: 'q', safesearch: 'none' },
    ];
    for (const request of bad) {
      const error = await failure(collectUpdates(client.answerStream(request as never)));
      expect(error.kind).toBe('validation');
    }
    expect(calls).toHaveLength(0);
  });

  it('without an Answers key fails with noKey and sends nothing (the search key is never used instead)', async () => {
    for (const getAnswersKey of [
      undefined,
      () => undefined,
      () => '',
      () => '   ',
      () => null,
      () => Promise.reject(new Error('storage')),
    ]) {
      const { client, calls } = answersClient([simple], { getAnswersKey });
      const error = await failure(collectUpdates(client.answerStream(QUESTION)));
      expect(error.kind).toBe('noKey');
      expect(calls).toHaveLength(0);
    }
  });

  it('refuses an Answers key that cannot go into a header, without a request', async () => {
    const { client, calls } = answersClient([simple], { getAnswersKey: () => 'ak-test\r\nX-Evil: 1' });
    expect((await failure(collectUpdates(client.answerStream(QUESTION)))).kind).toBe('invalidKey');
    expect(calls).toHaveLength(0);
  });
});

describe('answerStream: updates', () => {
  it('yields everything so far on each update, then a last complete one with the cost', async () => {
    const { client } = answersClient([
      () =>
        sseResponse([
          sseEvent('Dune was written '),
          sseEvent('by Frank Herbert.'),
          sseEvent(
            '<citation>{"number":1,"url":"https://en.wikipedia.org/wiki/Dune_(novel)","favicon":"https://imgs.search.brave.com/f","snippet":"Dune is a 1965 novel","start_index":0,"end_index":0}</citation>',
          ),
          sseEvent(' Sequels:'),
          sseEvent('<enum_start>ul</enum_start>'),
          sseEvent(
            '<enum_item>{"uuid":"e1","name":"Dune Messiah","original_tokens":"Dune Messiah","href":"https://en.wikipedia.org/wiki/Dune_Messiah","extra_text":"1969"}</enum_item>',
          ),
          sseEvent('<enum_end></enum_end>'),
          sseTail(
            '{"X-Request-Requests":1,"X-Request-Queries":1,"X-Request-Tokens-In":900,"X-Request-Tokens-Out":60,"X-Request-Total-Cost":0.0088}',
          ),
        ]),
    ]);
    const updates = await collectUpdates(client.answerStream(QUESTION));
    const last = updates[updates.length - 1]!;
    expect(updates.slice(0, -1).every((update) => !update.done && update.status === 'incomplete')).toBe(true);
    expect(updates[0]!.messages).toEqual([{ type: 'token', data: 'Dune was written ' }]);
    expect(last).toEqual({
      done: true,
      status: 'complete',
      cost: { totalUsd: 0.0088, searches: 1, tokensIn: 900, tokensOut: 60 },
      messages: [
        { type: 'token', data: 'Dune was written by Frank Herbert.' },
        {
          type: 'inline_reference',
          data: {
            type: 'inline_reference',
            number: 1,
            start_index: 34,
            end_index: 34,
            url: 'https://en.wikipedia.org/wiki/Dune_(novel)',
            favicon: 'https://imgs.search.brave.com/f',
            snippet: 'Dune is a 1965 novel',
          },
        },
        { type: 'token', data: ' Sequels:' },
        { type: 'enum_start', data: 'ul' },
        {
          type: 'enum_item',
          data: { uuid: 'e1', name: 'Dune Messiah', url: 'https://en.wikipedia.org/wiki/Dune_Messiah', text: '1969' },
        },
        { type: 'enum_end', data: undefined },
      ],
    });
    // Each update is its own copy: a consumer keeping an earlier one does not see it change.
    expect(updates[0]!.messages).toHaveLength(1);
  });

  it('finishes a stream that stops without [DONE] as incomplete, with what arrived', async () => {
    const { client } = answersClient([
      () => sseResponse([sseEvent('Half an ans'), sseEvent('wer<citation>{"number":1,"url":"https://a.exa')]),
    ]);
    const updates = await collectUpdates(client.answerStream(QUESTION));
    expect(updates[updates.length - 1]).toEqual({
      done: true,
      status: 'incomplete',
      messages: [{ type: 'token', data: 'Half an answer' }],
    });
  });

  it('fails with malformed when nothing worth showing arrived', async () => {
    for (const parts of [
      [sseTail()],
      [],
      [': ping\n\n'],
      ['data: nonsense\n\n'],
      [sseEvent('  \n ')],
      ['<html>502 Bad Gateway</html>'],
    ]) {
      const { client } = answersClient([() => sseResponse(parts)]);
      expect((await failure(collectUpdates(client.answerStream(QUESTION)))).kind).toBe('malformed');
    }
  });

  it('maps an error event inside the stream like an HTTP error; after some text, ends incomplete', async () => {
    const inStream = `data: ${JSON.stringify(bodies.spendCap)}\n\n`;
    const { client } = answersClient([
      () => sseResponse([inStream]),
      () => sseResponse([sseEvent('Partial'), inStream]),
    ]);
    expect((await failure(collectUpdates(client.answerStream(QUESTION)))).kind).toBe('spendCap');
    const updates = await collectUpdates(client.answerStream(QUESTION));
    expect(updates[updates.length - 1]).toMatchObject({ done: true, status: 'incomplete' });
  });

  it('reads a blocking JSON answer if the service sends one', async () => {
    const completion = {
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Plain answer.' }, finish_reason: 'stop' }],
    };
    const { client } = answersClient([() => json(completion)]);
    const updates = await collectUpdates(client.answerStream(QUESTION));
    expect(updates[updates.length - 1]).toEqual({
      done: true,
      status: 'complete',
      messages: [{ type: 'token', data: 'Plain answer.' }],
    });
  });

  it('property: any split of the body into network chunks (even inside a UTF-8 character) gives the same answer', async () => {
    const text =
      sseEvent('Café “Zürich” 🍰 is ') +
      ': keep-alive\r\n' +
      sseEvent(
        'famous.<citation>{"number":1,"url":"https://a.example/","snippet":"a </citation> in a string"}</citation>',
      ).replace(/\n\n$/, '\r\n\r\n') +
      sseEvent('<thinking>{"x":1}</thinking> Really.') +
      sseTail();
    const bytes = new TextEncoder().encode(text);
    const answer = async (cuts: number[]) => {
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      const slices = [0, ...points].map((start, i) => bytes.slice(start, points[i] ?? bytes.length));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const slice of slices) controller.enqueue(slice);
          controller.close();
        },
      });
      const { client } = answersClient([
        () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      ]);
      const updates = await collectUpdates(client.answerStream(QUESTION));
      return updates[updates.length - 1];
    };
    const whole = await answer([]);
    expect(whole).toMatchObject({
      done: true,
      status: 'complete',
      messages: [
        { type: 'token', data: 'Café “Zürich” 🍰 is famous.' },
        { type: 'inline_reference' },
        { type: 'token', data: ' Really.' },
      ],
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        expect(await answer(cuts)).toEqual(whole);
      }),
      { numRuns: 60 },
    );
  });

  it('C4: bounds a huge stream (fails as malformed) and drops a huge single event', async () => {
    const line = `data: {"choices":[{"delta":{"content":"${'x'.repeat(1024 * 1024)}"}}]}\n\n`;
    const { client } = answersClient([() => sseResponse(Array.from({ length: 9 }, () => line))]);
    const error = await failure(collectUpdates(client.answerStream(QUESTION)));
    expect(error.kind).toBe('malformed');
    const dropped = answersClient([() => sseResponse([line, sseEvent('Small.'), sseTail()])]);
    const updates = await collectUpdates(dropped.client.answerStream(QUESTION));
    expect(JSON.stringify(updates[updates.length - 1]!.messages).slice(0, 200)).toBe(
      JSON.stringify([{ type: 'token', data: 'Small.' }]),
    );
  });
});

describe('answerStream: errors and retries', () => {
  it('D2: maps 400/402/422 to their kinds after one call, naming the Answers key where it matters', async () => {
    const cases: [Responder, string][] = [
      [() => json(bodies.notInPlan, 400), 'notInPlan'],
      [() => json(bodies.spendCap, 402), 'spendCap'],
      [() => json(bodies.tokenInvalid, 422), 'invalidKey'],
      [() => json(bodies.validation, 422), 'validation'],
      [() => new Response('', { status: 401 }), 'invalidKey'],
    ];
    for (const [responder, kind] of cases) {
      const { client, calls } = answersClient([responder, simple]);
      const error = await failure(collectUpdates(client.answerStream(QUESTION)));
      expect(error.kind).toBe(kind);
      expect(calls).toHaveLength(1);
    }
  });

  it('retries a per-second 429, 5xx and a lost connection before the stream starts', async () => {
    const limited = () => json(bodies.rateLimited, 429, { 'retry-after': '0' });
    const { client, calls } = answersClient(
      [limited, () => new Response('', { status: 503 }), offline, () => new Response('', { status: 502 }), simple],
      {
        schedulerOptions: { maxRetries: 4 },
      },
    );
    const updates = await collectUpdates(client.answerStream(QUESTION));
    expect(updates[updates.length - 1]).toMatchObject({ done: true, status: 'complete' });
    expect(calls).toHaveLength(5);
  });

  it('gives up after the retry budget with rateLimited or server', async () => {
    const limited = answersClient([() => json(bodies.rateLimited, 429, { 'retry-after': '0' })]);
    expect((await failure(collectUpdates(limited.client.answerStream(QUESTION)))).kind).toBe('rateLimited');
    expect(limited.calls).toHaveLength(4);
    const broken = answersClient([() => new Response('', { status: 500 })]);
    expect((await failure(collectUpdates(broken.client.answerStream(QUESTION)))).kind).toBe('server');
    expect(broken.calls).toHaveLength(4);
  });

  it('does not retry a 408 (the answer may be running, and billed)', async () => {
    const { client, calls } = answersClient([() => new Response('', { status: 408 }), simple]);
    expect((await failure(collectUpdates(client.answerStream(QUESTION)))).kind).toBe('timeout');
    expect(calls).toHaveLength(1);
  });

  it('never retries once the stream has started: a failure mid-stream is thrown after the partial updates', async () => {
    let sent = false;
    const broken = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return controller.error(new TypeError('network error'));
            sent = true;
            controller.enqueue(new TextEncoder().encode(sseEvent('Partial answer')));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { client, calls } = answersClient([broken, simple]);
    const seen: string[] = [];
    const run = (async () => {
      for await (const update of client.answerStream(QUESTION)) seen.push(String(update.messages[0]?.data));
    })();
    expect((await failure(run)).kind).toBe('offline');
    expect(seen).toEqual(['Partial answer']);
    expect(calls).toHaveLength(1);
  });

  it('B5: the key is in no error, even when the service echoes it', async () => {
    const echo = (status: number) => () =>
      json(
        {
          type: 'ErrorResponse',
          error: {
            status,
            code: ANSWERS_KEY,
            detail: `bad token ${ANSWERS_KEY}`,
            meta: { errors: [{ msg: ANSWERS_KEY }] },
          },
        },
        status,
        { 'retry-after': '0' },
      );
    for (const status of [400, 401, 402, 404, 422, 429, 500]) {
      const { client } = answersClient([echo(status)]);
      const error = await failure(collectUpdates(client.answerStream(QUESTION)));
      const everything = JSON.stringify({
        plain: error.toPlain(),
        message: error.message,
        detail: error.detail,
        code: error.code,
        stack: error.stack,
      });
      expect(everything).not.toContain(ANSWERS_KEY.slice(0, 8));
    }
    const inStream = answersClient([
      () => sseResponse([`data: ${JSON.stringify({ error: { status: 403, detail: ANSWERS_KEY } })}\n\n`]),
    ]);
    const error = await failure(collectUpdates(inStream.client.answerStream(QUESTION)));
    expect(error.kind).toBe('invalidKey');
    expect(JSON.stringify({ plain: error.toPlain(), detail: error.detail })).not.toContain(ANSWERS_KEY.slice(0, 8));
  });

  it('keeps the Answers key in its own queue: a spent search quota does not block answers, even with the same key', async () => {
    const { client, calls } = answersClient([() => json(bodies.quotaLimited, 429), simple], {
      getAnswersKey: () => SECRET_KEY,
    });
    await expect(client.webSearch({ q: 'x' })).rejects.toMatchObject({ kind: 'quotaExhausted' });
    const updates = await collectUpdates(client.answerStream(QUESTION));
    expect(updates[updates.length - 1]).toMatchObject({ done: true });
    await expect(client.webSearch({ q: 'y' })).rejects.toMatchObject({ kind: 'quotaExhausted' });
    expect(calls).toHaveLength(2);
  });
});

describe('answerStream: cancelling', () => {
  it('the caller’s signal aborts a running answer and cancels the body and the fetch', async () => {
    const control: BodyControl = { cancelled: false };
    const { client, calls } = answersClient([() => sseResponse([sseEvent('Start')], { hold: true, control })]);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = (async () => {
      for await (const update of client.answerStream(QUESTION, { signal: controller.signal })) {
        seen.push(update.messages.length);
        controller.abort();
      }
    })();
    expect((await failure(run)).kind).toBe('aborted');
    expect(seen).toEqual([1]);
    expect(control.cancelled).toBe(true);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('a Stop after the answer started still settles its ticket once, as billed (a started answer is paid)', async () => {
    const { meter, outcomes } = recordingMeter();
    const { client } = answersClient([() => sseResponse([sseEvent('Start')], { hold: true })], { meter });
    const controller = new AbortController();
    const run = (async () => {
      for await (const _update of client.answerStream(QUESTION, { signal: controller.signal })) controller.abort();
    })();
    expect((await failure(run)).kind).toBe('aborted');
    expect(outcomes).toEqual([{ billed: true, statedUsd: undefined, tokensIn: undefined, tokensOut: undefined }]);
  });

  it('aborting while the service is silent cancels the body too', async () => {
    const control: BodyControl = { cancelled: false };
    const { client } = answersClient([() => sseResponse([], { hold: true, control })]);
    const controller = new AbortController();
    const run = collectUpdates(client.answerStream(QUESTION, { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect((await failure(run)).kind).toBe('aborted');
    expect(control.cancelled).toBe(true);
  });

  it('leaving the loop early cancels the body', async () => {
    const control: BodyControl = { cancelled: false };
    const { client, calls } = answersClient([
      () => sseResponse([sseEvent('a'), sseEvent('b')], { hold: true, control }),
    ]);
    for await (const update of client.answerStream(QUESTION)) {
      expect(update.done).toBe(false);
      break;
    }
    expect(control.cancelled).toBe(true);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, calls } = answersClient([simple]);
    expect((await failure(collectUpdates(client.answerStream(QUESTION, { signal: AbortSignal.abort() })))).kind).toBe(
      'aborted',
    );
    expect(calls).toHaveLength(0);
  });
});
