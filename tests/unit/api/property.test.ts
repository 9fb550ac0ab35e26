// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ApiError } from '@/utils/worker/api/errors';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { localPoisResponseSchema } from '@/utils/worker/api/schemas/local';
import { summarizerResponseSchema } from '@/utils/worker/api/schemas/summarizer';
import { webSearchResponseSchema } from '@/utils/worker/api/schemas/web';
import { SECRET_KEY } from './helpers';
import { makeClient } from './endpoints/client-helpers';

/** JSON with the key planted in strings now and then, as a hostile or careless server might echo it. */
const leakyString = fc.oneof(
  fc.string(),
  fc.constant(SECRET_KEY),
  fc.string().map((text) => `${text} ${SECRET_KEY} ${text}`),
);
const leakyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leakyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom('type', 'web', 'results', 'title', 'url', 'error', 'detail', 'code', 'summary', 'status'),
      ),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
})).value;

const errorEnvelope = fc.record({
  type: fc.constant('ErrorResponse'),
  error: fc.record({
    status: fc.integer(),
    code: fc.oneof(leakyString, fc.constantFrom('RATE_LIMITED', 'QUOTA_LIMITED', 'VALIDATION')),
    detail: leakyString,
    meta: leakyJson,
  }),
});

const body = fc.oneof(
  leakyJson.map((value) => JSON.stringify(value)),
  errorEnvelope.map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom('', '<html><body>502</body></html>', '{"type":"search"', 'null', '[]'),
);

const status = fc.constantFrom(200, 200, 200, 400, 401, 402, 403, 404, 408, 410, 422, 429, 500, 502, 503);
const contentType = fc.constantFrom('application/json', 'text/html', 'text/event-stream', 'text/plain');

function leakFree(error: ApiError): boolean {
  const text = `${error.message} ${error.detail ?? ''} ${error.code ?? ''} ${JSON.stringify(error.toPlain())}`;
  return !text.includes(SECRET_KEY) && !text.includes(SECRET_KEY.slice(0, 8));
}

describe('hostile bodies (property)', () => {
  it('schemas never throw anything but ApiError', () => {
    fc.assert(
      fc.property(leakyJson, (value) => {
        for (const schema of [webSearchResponseSchema, localPoisResponseSchema, summarizerResponseSchema]) {
          try {
            parseResponse(schema, value);
          } catch (error) {
            if (!(error instanceof ApiError)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('the client answers any body with data or an ApiError that does not contain the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        status,
        contentType,
        fc.constantFrom('web', 'pois', 'summarizer', 'stream'),
        async (text, code, type, endpoint) => {
          const respond = () =>
            new Response(new TextEncoder().encode(text), { status: code, headers: { 'content-type': type } });
          const { client } = makeClient([respond], { schedulerOptions: { maxRetries: 0 } });
          try {
            if (endpoint === 'web') await client.webSearch({ q: 'x' });
            else if (endpoint === 'pois') await client.localPois(['a']);
            else if (endpoint === 'summarizer') await client.summarizer('search', 'k');
            else for await (const message of client.summaryStream('k')) void message;
            return true;
          } catch (error) {
            return error instanceof ApiError && leakFree(error);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
