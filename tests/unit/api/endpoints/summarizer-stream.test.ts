// @vitest-environment node
/** The summary stream against hostile bodies: huge, buffered whole, or endless (issue 11, docs/security-plan.md C4/D8). */
import { describe, expect, it } from 'vitest';
import { makeClient } from './client-helpers';

/** The stream's cap, 16 MB of text (utils/worker/api/wire/stream.ts). */
const MAX_STREAM_CHARS = 16 * 1024 * 1024;

const KEY = '{"query": "heron"}';
const encoder = new TextEncoder();

/** A body that already holds everything: read from it never waits for the network. */
function buffered(text: string, type: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type } });
}

/**
 * A body with no Content-Length that goes on (to three times the cap, so that a reader that takes it all fails an
 * assertion rather than running out of memory); counts what was pulled from it and whether it was cancelled.
 */
function endless(type: string, prefix = '') {
  const chunk = encoder.encode('x'.repeat(1024 * 1024));
  const seen = { bytes: 0, cancelled: false };
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.bytes >= 3 * MAX_STREAM_CHARS) return controller.close();
      const next = first ? encoder.encode(prefix) : chunk;
      first = false;
      seen.bytes += next.length;
      controller.enqueue(next);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { seen, respond: () => new Response(body, { headers: { 'content-type': type } }) };
}

const tokenLines = (count: number) =>
  Array.from({ length: count }, (_, i) => `data: {"type":"token","data":"word${i} ${'y'.repeat(100)} "}\n\n`).join('');

describe('summaryStream under load', () => {
  /** A client whose key identity is already worked out (that takes a real task), then the big buffered body. */
  async function warmClient() {
    const made = makeClient([
      () => buffered('data: {"type":"token","data":"warm"}\n\n', 'text/event-stream'),
      () => buffered(tokenLines(1_900), 'text/event-stream'),
    ]);
    for await (const _ of made.client.summaryStream(KEY)) void _;
    return made.client;
  }

  it('lets other tasks run while it works through a big body that arrived whole', async () => {
    const client = await warmClient();
    let ranAfter: number | undefined;
    let yielded = 0;
    for await (const _ of client.summaryStream(KEY)) {
      if (yielded === 0) setTimeout(() => (ranAfter = yielded), 0);
      yielded += 1;
    }
    expect(yielded).toBe(1_900);
    expect(ranAfter).toBeDefined();
    expect(ranAfter!).toBeLessThan(yielded); // the timer ran mid-stream, not after it
  });

  it('stops at its deadline between lines that are already buffered', async () => {
    const client = await warmClient();
    let yielded = 0;
    const run = (async () => {
      for await (const _ of client.summaryStream(KEY, { timeoutMs: 1 })) yielded += 1;
    })();
    await expect(run).rejects.toMatchObject({ kind: 'timeout' });
    expect(yielded).toBeGreaterThan(0);
    expect(yielded).toBeLessThan(1_900);
  });

  it('stops reading a JSON answer without Content-Length once it passes the cap', async () => {
    const { seen, respond } = endless(
      'application/json',
      '{"type":"summarizer","status":"complete","summary":[{"type":"token","data":"',
    );
    const { client } = makeClient([respond]);
    const run = (async () => {
      for await (const _ of client.summaryStream(KEY)) void _;
    })();
    await expect(run).rejects.toMatchObject({ kind: 'malformed' });
    expect(seen.bytes).toBeLessThanOrEqual(MAX_STREAM_CHARS + 2 * 1024 * 1024);
    expect(seen.cancelled).toBe(true);
  }, 20_000);
});
