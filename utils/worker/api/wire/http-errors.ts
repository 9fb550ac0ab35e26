/**
 * Maps an unsuccessful HTTP answer to an ApiError (docs/api-reference.md §5.2). The `code` decides where the status
 * is ambiguous: 422 is both a bad key and a bad parameter, 429 both a per-second and a monthly limit.
 */
import { ApiError, type ApiErrorKind } from '../errors';
import { isMonthlyExhausted, monthlyResetsAt, type RateLimitInfo } from '../pacing/ratelimit';
import { readErrorModel, type ErrorModel } from '../schemas/error-response';

export type EndpointFamily = 'web' | 'local' | 'summarizer' | 'answers';

export interface HttpErrorContext {
  status: number;
  /** The decoded JSON body, if any. */
  body: unknown;
  family: EndpointFamily;
  rateLimit: RateLimitInfo | null;
  /** From `Retry-After`, already parsed. */
  retryAfterMs: number | null;
}

/** Without any hint, a per-second limit clears within about a second. */
const DEFAULT_RATE_WAIT_MS = 1_000;

export function errorFromResponse(context: HttpErrorContext): ApiError {
  const model = readErrorModel(context.body);
  const kind = classify(context, model);
  const init = { status: context.status, code: model?.code, detail: model?.detail };
  if (kind === 'rateLimited') return new ApiError(kind, { ...init, retryAfterMs: rateWaitMs(context) });
  if (kind === 'server' && context.retryAfterMs !== null)
    return new ApiError(kind, { ...init, retryAfterMs: context.retryAfterMs });
  if (kind === 'quotaExhausted') return new ApiError(kind, { ...init, resetsAt: monthlyResetsAt(context.rateLimit) });
  return new ApiError(kind, init);
}

function classify({ status, family, rateLimit }: HttpErrorContext, model: ErrorModel | undefined): ApiErrorKind {
  const code = model?.code?.toUpperCase();
  if (code === 'SUBSCRIPTION_TOKEN_INVALID' || status === 401 || status === 403) return 'invalidKey';
  if (concernsTokenHeader(model)) return 'invalidKey';
  if (code === 'OPTION_NOT_IN_PLAN' || code === 'SUBSCRIPTION_NOT_FOUND') return 'notInPlan';
  if (code === 'USAGE_LIMIT_EXCEEDED' || status === 402) return 'spendCap';
  if (code === 'QUOTA_LIMITED') return 'quotaExhausted';
  if (status === 429 || code === 'RATE_LIMITED') {
    return quotaSpentInMeta(model) || isMonthlyExhausted(rateLimit) ? 'quotaExhausted' : 'rateLimited';
  }
  if (family === 'summarizer' && (status === 404 || status === 410)) return 'expiredSummary';
  if (family === 'summarizer' && status === 422 && concernsSummaryKey(model)) return 'expiredSummary';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'server';
  if (status >= 400) return 'validation';
  // A redirect or informational status that fetch did not resolve: nothing usable came back.
  return 'malformed';
}

/** Free-plan monthly 429s were seen with code RATE_LIMITED and quota figures in `meta`. */
function quotaSpentInMeta(model: ErrorModel | undefined): boolean {
  const limit = model?.meta?.quota_limit;
  const current = model?.meta?.quota_current;
  return limit !== undefined && current !== undefined && limit > 0 && current >= limit;
}

/** A 422 about the `X-Subscription-Token` header (missing token). */
function concernsTokenHeader(model: ErrorModel | undefined): boolean {
  return (model?.meta?.errors ?? []).some((issue) =>
    (issue.loc ?? []).some((part) => part.toLowerCase() === 'x-subscription-token'),
  );
}

/** Expired or unknown summarizer keys are undocumented; a 422 that names `key` is taken to be one. */
function concernsSummaryKey(model: ErrorModel | undefined): boolean {
  if (model?.detail !== undefined && /\bkey\b/i.test(model.detail)) return true;
  return (model?.meta?.errors ?? []).some((issue) => (issue.loc ?? []).includes('key'));
}

function rateWaitMs({ retryAfterMs, rateLimit }: HttpErrorContext): number {
  if (retryAfterMs !== null) return retryAfterMs;
  const reset = rateLimit?.perSecond.resetMs;
  if (reset !== null && reset !== undefined) return Math.max(reset, 0);
  return DEFAULT_RATE_WAIT_MS;
}
