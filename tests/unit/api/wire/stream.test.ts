// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeBody,
  messagesFromPayload,
  parseSummaryLines,
  readLineBatches,
  readLines,
  type StreamOutcome,
} from '@/utils/worker/api/wire/stream';

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const parse = async (...parts: string[]) => {
  const outcome: StreamOutcome = { failed: false };
  const messages = await collect(parseSummaryLines(readLines(chunks(...parts)), outcome));
  return { messages, outcome };
};

describe('readLines', () => {
  it('splits on LF, CRLF and CR, also across chunk borders', async () => {
    expect(await collect(readLines(chunks('a\nb\r', '\nc\rd', 'e\n', 'f')))).toEqual(['a', 'b', 'c', 'de', 'f']);
  });

  it('drops a line longer than the cap and resumes after it', async () => {
    expect(await collect(readLines(chunks('ok\n', 'x'.repeat(30), 'y'.repeat(30), '\nnext\n'), 50))).toEqual([
      'ok',
      'next',
    ]);
  });
});

describe('readLineBatches', () => {
  it('gives the same lines as one list per chunk', async () => {
    expect(await collect(readLineBatches(chunks('a\nb\r', '\nc\rd', 'e\n', 'f')))).toEqual([
      ['a'],
      ['b', 'c'],
      ['de'],
      ['f'],
    ]);
  });
});

describe('parseSummaryLines', () => {
  it('reads SSE data lines and stops at [DONE]', async () => {
    const { messages } = await parse(
      'event: message\n',
      'data: {"type":"token","data":"Hello "}\n\n',
      ': a comment\nid: 3\nretry: 100\n',
      'data: {"type":"token","data":"world"}\n\n',
      'data: [DONE]\n\n',
      'data: {"type":"token","data":"after done"}\n\n',
    );
    expect(messages).toEqual([
      { type: 'token', data: 'Hello ' },
      { type: 'token', data: 'world' },
    ]);
  });

  it('reads bare JSON lines, summary objects and arrays of messages', async () => {
    const { messages } = await parse(
      '{"type":"enum_start","data":"ul"}\n',
      '{"summary":[{"type":"token","data":"a"},{"type":"enum_end"}]}\n',
      '[{"type":"token","data":"b"}]\n',
    );
    expect(messages.map((message) => message.type)).toEqual(['enum_start', 'token', 'enum_end', 'token']);
  });

  it('joins a JSON event split over several data lines', async () => {
    const { messages } = await parse('data: {"type":"token",\n', 'data: "data":"split"}\n', '\n');
    expect(messages).toEqual([{ type: 'token', data: 'split' }]);
  });

  it('skips malformed lines and unknown message types', async () => {
    const { messages } = await parse(
      'data: {not json\n\n',
      'garbage\n',
      'data: {"type":"mystery","data":1}\n\n',
      'data: {"type":"token","data":"ok"}\n',
    );
    expect(messages).toEqual([{ type: 'token', data: 'ok' }]);
  });

  it('notes an explicit failure payload', async () => {
    const { messages, outcome } = await parse('data: {"type":"summarizer","status":"failed"}\n\n');
    expect(messages).toEqual([]);
    expect(outcome.failed).toBe(true);
  });

  it('caps the number of messages at 2000', async () => {
    const line = 'data: {"type":"token","data":"x"}\n';
    const { messages } = await parse(line.repeat(2500));
    expect(messages).toHaveLength(2000);
  });
});

describe('messagesFromPayload', () => {
  it('returns nothing for non-message payloads', () => {
    for (const payload of [null, 5, 'x', {}, { summary: 'x' }, [1, 2]])
      expect(messagesFromPayload(payload)).toEqual([]);
  });
});

describe('decodeBody', () => {
  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('é€😀');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect((await collect(decodeBody(body, new AbortController().signal))).join('')).toBe('é€😀');
  });

  it('stops and cancels the body when the signal aborts', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('first'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const iterator = decodeBody(body, controller.signal);
    expect((await iterator.next()).value).toBe('first');
    const pending = iterator.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(cancelled).toBe(true);
  });

  it('fails on a stream larger than the cap', async () => {
    const body = new Response('x'.repeat(100)).body!;
    await expect(collect(decodeBody(body, new AbortController().signal, 50))).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
