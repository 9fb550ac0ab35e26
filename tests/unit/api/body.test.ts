// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readErrorBody, readJsonBody } from '@/utils/api/body';

// Bytes, not a string: a string body would get a text/plain content type by default.
const response = (body: string | null, type: string | null = 'application/json', status = 200) =>
  new Response(body === null ? null : new TextEncoder().encode(body), { status, headers: type ? { 'content-type': type } : {} });

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
    const big = new Response('{}', { headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) } });
    await expect(readJsonBody(big)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('readErrorBody', () => {
  it('returns the JSON or undefined, never throws for a bad body', async () => {
    expect(await readErrorBody(response('{"type":"ErrorResponse"}', 'application/json', 422))).toEqual({ type: 'ErrorResponse' });
    expect(await readErrorBody(response('<html>502</html>', 'text/html', 502))).toBeUndefined();
    expect(await readErrorBody(response(null, null, 500))).toBeUndefined();
  });
});
