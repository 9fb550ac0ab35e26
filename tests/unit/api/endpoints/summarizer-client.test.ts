// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { json } from '../helpers';
import { drive, makeClient, useFakeTime } from './client-helpers';

const KEY = '{"query": "a&b=c", "x": "é", "results_hash": "abc+/="}';
const complete = () =>
  json({ type: 'summarizer', status: 'complete', title: 'T', summary: [{ type: 'token', data: 'Hi' }] });

describe('summarizer', () => {
  it('sends the opaque key unchanged with the flags, is not billed, caches complete answers', async () => {
    const { client, calls } = makeClient([complete]);
    const result = await client.summarizer('search', KEY, { entityInfo: true, inlineReferences: true });
    expect(result).toMatchObject({ fromCache: false, billed: false });
    expect(result.data.summary).toEqual([{ type: 'token', data: 'Hi' }]);
    const url = calls[0]!.url;
    expect(url.pathname.endsWith('/summarizer/search')).toBe(true);
    expect(url.searchParams.get('key')).toBe(KEY);
    expect(url.searchParams.get('entity_info')).toBe('true');
    expect(url.searchParams.get('inline_references')).toBe('true');
    expect((await client.summarizer('search', KEY, { entityInfo: true, inlineReferences: true })).fromCache).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('does not cache an unfinished answer', async () => {
    const { client, calls } = makeClient([() => json({ type: 'summarizer', status: 'pending' }), complete]);
    expect((await client.summarizer('summary', KEY)).data.status).toBe('pending');
    expect((await client.summarizer('summary', KEY)).data.status).toBe('complete');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['404', () => new Response('', { status: 404 })],
    ['410', () => new Response('', { status: 410 })],
    [
      '422 about key',
      () =>
        json(
          {
            type: 'ErrorResponse',
            error: { status: 422, code: 'VALIDATION', detail: 'x', meta: { errors: [{ loc: ['query', 'key'] }] } },
          },
          422,
        ),
    ],
  ])('an expired key (%s) → expiredSummary, not retried', async (_, responder) => {
    const { client, calls } = makeClient([responder]);
    await expect(client.summarizer('search', KEY)).rejects.toMatchObject({ kind: 'expiredSummary' });
    expect(calls).toHaveLength(1);
  });

  it('returns a "failed" answer as it is: the summary failed, the key did not expire', async () => {
    const { client, calls } = makeClient([() => json({ type: 'summarizer', status: 'failed' })]);
    await expect(client.summarizer('search', KEY)).resolves.toMatchObject({
      data: { status: 'failed' },
      billed: false,
    });
    expect(calls).toHaveLength(1);
  });

  it('covers the sibling endpoints', async () => {
    const { client, calls } = makeClient([() => json({ status: 'complete', followups: ['more'] })]);
    for (const endpoint of ['summary', 'title', 'enrichments', 'followups', 'entity_info'] as const) {
      await client.summarizer(endpoint, KEY, {}, { ttlMs: 0 });
    }
    expect(calls.map((call) => call.url.pathname.split('/').pop())).toEqual([
      'summary',
      'title',
      'enrichments',
      'followups',
      'entity_info',
    ]);
  });

  it('rejects an unknown endpoint or an empty key before any call', async () => {
    const { client, fetch } = makeClient([complete]);
    await expect(client.summarizer('context' as never, KEY)).rejects.toMatchObject({ kind: 'validation' });
    await expect(client.summarizer('search', '')).rejects.toMatchObject({ kind: 'validation' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const sse = (text: string) =>
  new Response(new TextEncoder().encode(text), { headers: { 'content-type': 'text/event-stream' } });

describe('summaryStream', () => {
  it('yields messages from an SSE body', async () => {
    const { client, calls } = makeClient([
      () => sse('data: {"type":"token","data":"Hel"}\n\ndata: {"type":"token","data":"lo"}\n\ndata: [DONE]\n\n'),
    ]);
    const messages = await collect(client.summaryStream(KEY));
    expect(messages.map((message) => message.data).join('')).toBe('Hello');
    expect(calls[0]!.url.pathname.endsWith('/summarizer/summary_streaming')).toBe(true);
    expect(calls[0]!.url.searchParams.get('key')).toBe(KEY);
    expect(calls[0]!.headers.get('Accept')).toBe('*/*');
  });

  it('falls back to a plain JSON summarizer answer', async () => {
    const { client } = makeClient([complete]);
    expect(await collect(client.summaryStream(KEY))).toEqual([{ type: 'token', data: 'Hi' }]);
  });

  it('reads data lines even without an event-stream content type', async () => {
    const { client } = makeClient([
      () => new Response(new TextEncoder().encode('data: {"type":"token","data":"x"}\n')),
    ]);
    expect(await collect(client.summaryStream(KEY))).toEqual([{ type: 'token', data: 'x' }]);
  });

  it('404 or an in-band error → expiredSummary; a failed payload → summaryFailed; nothing usable → malformed', async () => {
    await expect(
      collect(makeClient([() => new Response('', { status: 404 })]).client.summaryStream(KEY)),
    ).rejects.toMatchObject({ kind: 'expiredSummary' });
    await expect(
      collect(
        makeClient([() => sse('data: {"type":"ErrorResponse","error":{"status":404}}\n\n')]).client.summaryStream(KEY),
      ),
    ).rejects.toMatchObject({ kind: 'expiredSummary' });
    await expect(
      collect(makeClient([() => sse('data: {"status":"failed"}\n\n')]).client.summaryStream(KEY)),
    ).rejects.toMatchObject({ kind: 'summaryFailed' });
    await expect(
      collect(makeClient([() => sse('data: nonsense\n\n')]).client.summaryStream(KEY)),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('leaving the loop early cancels the body', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"type":"token","data":"a"}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { client } = makeClient([() => new Response(body, { headers: { 'content-type': 'text/event-stream' } })]);
    for await (const message of client.summaryStream(KEY)) {
      expect(message.data).toBe('a');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('a stream that stalls ends with timeout at the overall deadline, leaving no timer', async () => {
    useFakeTime();
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: {"type":"token","data":"a"}\n\n'));
      },
    });
    const { client } = makeClient([() => new Response(stalled, { headers: { 'content-type': 'text/event-stream' } })]);
    const seen: string[] = [];
    const start = Date.now();
    const run = (async () => {
      for await (const message of client.summaryStream(KEY, { timeoutMs: 10_000 })) seen.push(String(message.data));
    })();
    await expect(drive(run)).rejects.toMatchObject({ kind: 'timeout' });
    expect(seen).toEqual(['a']);
    const elapsed = Date.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(10_000);
    expect(elapsed).toBeLessThanOrEqual(10_100); // one drive step past the deadline at most
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the caller’s signal aborts a running stream', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start() {} });
    const { client, calls } = makeClient([
      () => new Response(stalled, { headers: { 'content-type': 'text/event-stream' } }),
    ]);
    const controller = new AbortController();
    const run = collect(client.summaryStream(KEY, { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
  });
});
