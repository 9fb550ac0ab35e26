// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorFromResponse, type HttpErrorContext } from '@/utils/worker/api/wire/http-errors';
import { parseRateLimitHeaders } from '@/utils/worker/api/pacing/ratelimit';
import { bodies, rateHeaders } from '../helpers';

const NOW = 1_700_000_000_000;
const map = (status: number, body: unknown, extra: Partial<HttpErrorContext> = {}) =>
  errorFromResponse({ status, body, family: 'web', rateLimit: null, retryAfterMs: null, ...extra });

describe('errorFromResponse', () => {
  it('422 SUBSCRIPTION_TOKEN_INVALID → invalidKey (both envelope forms)', () => {
    expect(map(422, bodies.tokenInvalid)).toMatchObject({
      kind: 'invalidKey',
      status: 422,
      code: 'SUBSCRIPTION_TOKEN_INVALID',
    });
    expect(map(422, bodies.docsArrayForm).kind).toBe('invalidKey');
  });

  it.each([401, 403])('%i from a proxy, without a body → invalidKey', (status) => {
    expect(map(status, undefined).kind).toBe('invalidKey');
  });

  it('422 VALIDATION → validation, with the API detail kept', () => {
    const error = map(422, bodies.validation);
    expect(error).toMatchObject({
      kind: 'validation',
      code: 'VALIDATION',
      detail: 'Unable to validate request parameter(s)',
    });
  });

  it('422 about the missing token header → invalidKey', () => {
    expect(map(422, bodies.missingToken).kind).toBe('invalidKey');
  });

  it('400 OPTION_NOT_IN_PLAN and 404 SUBSCRIPTION_NOT_FOUND → notInPlan', () => {
    expect(map(400, bodies.notInPlan).kind).toBe('notInPlan');
    expect(map(404, bodies.subscriptionNotFound).kind).toBe('notInPlan');
  });

  it('402 → spendCap, with or without a body', () => {
    expect(map(402, bodies.spendCap).kind).toBe('spendCap');
    expect(map(402, undefined).kind).toBe('spendCap');
  });

  it('429 RATE_LIMITED → rateLimited with the Retry-After wait', () => {
    expect(map(429, bodies.rateLimited, { retryAfterMs: 2000 })).toMatchObject({
      kind: 'rateLimited',
      retryAfterMs: 2000,
    });
  });

  it('429 without Retry-After waits for the per-second reset, else 1 s', () => {
    const info = parseRateLimitHeaders(new Headers(rateHeaders([1, 2000], [0, 500], [1, 99_999])), NOW);
    expect(map(429, bodies.rateLimited, { rateLimit: info }).retryAfterMs).toBe(1000);
    expect(map(429, undefined).retryAfterMs).toBe(1000);
  });

  it('429 QUOTA_LIMITED → quotaExhausted with resetsAt from the monthly window', () => {
    const info = parseRateLimitHeaders(new Headers(rateHeaders([1, 2000], [1, 0], [1, 3600])), NOW);
    expect(map(429, bodies.quotaLimited, { rateLimit: info })).toMatchObject({
      kind: 'quotaExhausted',
      resetsAt: NOW + 3_600_000,
    });
  });

  it('429 RATE_LIMITED whose meta shows quota_current ≥ quota_limit → quotaExhausted', () => {
    expect(map(429, bodies.rateLimitedQuotaSpent).kind).toBe('quotaExhausted');
  });

  it('429 RATE_LIMITED while headers show the monthly window spent → quotaExhausted', () => {
    const info = parseRateLimitHeaders(new Headers(rateHeaders([1, 2000], [0, 0], [1, 500])), NOW);
    expect(map(429, bodies.rateLimited, { rateLimit: info }).kind).toBe('quotaExhausted');
  });

  it('429 with monthly limit 0 (uncapped) and remaining 0 stays rateLimited', () => {
    const info = parseRateLimitHeaders(new Headers(rateHeaders([50, 0], [0, 0], [1, 2_558_678])), NOW);
    expect(map(429, bodies.rateLimited, { rateLimit: info }).kind).toBe('rateLimited');
  });

  it.each([404, 410])('summarizer %i → expiredSummary', (status) => {
    expect(map(status, undefined, { family: 'summarizer' }).kind).toBe('expiredSummary');
  });

  it('summarizer 422 that concerns `key` → expiredSummary; other 422 → validation', () => {
    const keyIssue = {
      type: 'ErrorResponse',
      error: {
        status: 422,
        code: 'VALIDATION',
        detail: 'x',
        meta: { errors: [{ loc: ['query', 'key'], msg: 'invalid' }] },
      },
    };
    const keyDetail = { type: 'ErrorResponse', error: { status: 422, code: 'X', detail: 'Summary key expired' } };
    expect(map(422, keyIssue, { family: 'summarizer' }).kind).toBe('expiredSummary');
    expect(map(422, keyDetail, { family: 'summarizer' }).kind).toBe('expiredSummary');
    expect(map(422, bodies.validation, { family: 'summarizer' }).kind).toBe('validation');
    expect(map(422, bodies.tokenInvalid, { family: 'summarizer' }).kind).toBe('invalidKey');
  });

  it('other 404 → notFound (web and local)', () => {
    expect(map(404, bodies.versionNotFound).kind).toBe('notFound');
    expect(map(404, undefined, { family: 'local' }).kind).toBe('notFound');
  });

  it.each([500, 502, 503, 504])('%i → server, keeping a Retry-After hint', (status) => {
    expect(map(status, '<html>bad gateway</html>', { retryAfterMs: 3000 })).toMatchObject({
      kind: 'server',
      status,
      retryAfterMs: 3000,
    });
  });

  it('408 → timeout with status; other 4xx → validation; odd statuses → malformed', () => {
    expect(map(408, undefined)).toMatchObject({ kind: 'timeout', status: 408 });
    expect(map(405, undefined).kind).toBe('validation');
    expect(map(302, undefined).kind).toBe('malformed');
  });

  it('ignores hostile body shapes', () => {
    for (const body of [null, 'x', 5, [], { error: 'x' }, { error: { code: 5, detail: [1] } }, { errors: 'x' }]) {
      expect(map(429, body).kind).toBe('rateLimited');
    }
  });
});
