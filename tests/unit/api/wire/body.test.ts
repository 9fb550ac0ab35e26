// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readErrorBody, readJsonBody } from '@/utils/worker/api/wire/body';

/** The body's cap, 16 MB of text (utils/worker/api/wire/body.ts). */
const MAX_BODY_CHARS = 16 * 1024 * 1024;

// Bytes, not a string: a string body would get a text/plain content type by default.
const response = (body: string | null, type: string | null = 'application/json', status = 200) =>
  new Response(body === null ? null : new TextEncoder().encode(body), {
    status,
    headers: type ? { 'content-type': type } : {},
  });

describe('readJsonBody (C3)', () => {
  it('reads JSON, also without a content type', async () => {
    expect(await readJsonBody(response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(response('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 });
    expect(await readJsonBody(response('[1]', null))).toEqual([1]);
  });

  it.each([
    ['an HTML body', '<html><body>Oops</body></html>', 'text/html'],
    ['an HTML body labelled JSON', '<html>', 'application/json'],
    ['an empty body', '', 'application/json'],
    ['invalid JSON', '{"a":', 'application/json'],
    ['the wrong content type', '{"a":1}', 'text/plain'],
  ])('%s → malformed', async (_, body, type) => {
    await expect(readJsonBody(response(body, type))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('refuses a body declared larger than the cap', async () => {
    const big = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
    });
    await expect(readJsonBody(big)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('readErrorBody', () => {
  it('returns the JSON or undefined, never throws for a bad body', async () => {
    expect(await readErrorBody(response('{"type":"ErrorResponse"}', 'application/json', 422))).toEqual({
      type: 'ErrorResponse',
    });
    expect(await readErrorBody(response('<html>502</html>', 'text/html', 502))).toBeUndefined();
    expect(await readErrorBody(response(null, null, 500))).toBeUndefined();
  });
});

describe('a body without Content-Length (issue 11)', () => {
  /**
   * Endless as far as a careful reader is concerned (1 MB a pull, ending only at three times the cap, so that a reader
   * that takes it all fails an assertion instead of running out of memory); counts what was pulled and whether the
   * reader was cancelled.
   */
  function endless(status = 200) {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    const seen = { bytes: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (seen.bytes >= 3 * MAX_BODY_CHARS) return controller.close();
        seen.bytes += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return { seen, response: new Response(body, { status, headers: { 'content-type': 'application/json' } }) };
  }

  it('is cut off as soon as it passes the cap, not read whole first', async () => {
    const { seen, response } = endless();
    await expect(readJsonBody(response)).rejects.toMatchObject({ kind: 'malformed', detail: 'response too large' });
    expect(seen.bytes).toBeLessThanOrEqual(MAX_BODY_CHARS + 2 * 1024 * 1024);
    expect(seen.cancelled).toBe(true);
  }, 20_000);

  it('an endless error body is cut off too: the error maps from the status alone', async () => {
    const { seen, response } = endless(500);
    expect(await readErrorBody(response)).toBeUndefined();
    expect(seen.cancelled).toBe(true);
  }, 20_000);

  it('a body split into many chunks is read whole, multi-byte characters across chunk borders included', async () => {
    const bytes = new TextEncoder().encode('{"a":"é€😀"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await readJsonBody(new Response(body, { headers: { 'content-type': 'application/json' } }))).toEqual({
      a: 'é€😀',
    });
  });
});
