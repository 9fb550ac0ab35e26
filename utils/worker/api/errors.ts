/**
 * The one error type the API layer throws. Everything that can go wrong (HTTP status, network, timeout, bad body)
 * becomes an ApiError with a `kind` the UI localises; only `toPlain()` ever crosses messaging.
 */

import type { ApiErrorKind, PlainError } from '@/utils/ui-safe/error-kinds';
import { oneLine } from '@/utils/ui-safe/richtext/text';

// The kinds are defined once, with the services' and messaging's, in utils/ui-safe/error-kinds.ts.
export type { ApiErrorKind };

export interface ApiErrorInit {
  status?: number;
  code?: string;
  retryAfterMs?: number;
  resetsAt?: number;
  detail?: string;
  /** Overrides the message, which is otherwise the kind's name. */
  message?: string;
  /** `overLimit`: which monthly limit, in micro-dollars (utils/worker/services/spending/meter.ts). */
  limit?: { plan: string; micros: number };
}

const MAX_DETAIL_CHARS = 300;
const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly retryAfterMs?: number;
  readonly resetsAt?: number;
  /** Text from the API, truncated and stripped of control characters. Not sent over messaging. */
  readonly detail?: string;
  readonly limit?: { plan: string; micros: number };

  constructor(kind: ApiErrorKind, init: ApiErrorInit = {}) {
    // The UI words each kind itself (components/errors/ErrorNotice.tsx) and never shows this: the kind's name is enough for a
    // developer, and no table of English sentences is parsed at every start of the worker.
    super(init.message ?? kind);
    this.kind = kind;
    if (isCount(init.status)) this.status = init.status;
    if (init.code !== undefined && CODE_PATTERN.test(init.code)) this.code = init.code;
    if (isCount(init.retryAfterMs)) this.retryAfterMs = Math.ceil(init.retryAfterMs);
    if (isCount(init.resetsAt)) this.resetsAt = Math.ceil(init.resetsAt);
    if (typeof init.detail === 'string' && init.detail !== '') this.detail = logLine(init.detail, MAX_DETAIL_CHARS);
    if (init.limit && CODE_PATTERN.test(init.limit.plan) && isCount(init.limit.micros))
      this.limit = { plan: init.limit.plan, micros: init.limit.micros };
  }

  /** The structured-cloneable form (utils/ui-safe/error-kinds.ts): no stack, no detail, no headers. */
  toPlain(): PlainError {
    const plain: PlainError = { kind: this.kind, message: this.message };
    if (this.status !== undefined) plain.status = this.status;
    if (this.code !== undefined) plain.code = this.code;
    if (this.retryAfterMs !== undefined) plain.retryAfterMs = this.retryAfterMs;
    if (this.resetsAt !== undefined) plain.resetsAt = this.resetsAt;
    if (this.limit !== undefined) plain.limit = { ...this.limit };
    return plain;
  }

  /** A copy with every occurrence of the secret (and its 8-character prefix) removed from all text. */
  withoutSecret(secret: string | undefined): ApiError {
    if (!secret) return this;
    const scrub = (text: string | undefined) => (text === undefined ? undefined : scrubSecret(text, secret));
    return new ApiError(this.kind, {
      status: this.status,
      code: scrub(this.code),
      retryAfterMs: this.retryAfterMs,
      resetsAt: this.resetsAt,
      detail: scrub(this.detail),
      message: scrub(this.message),
      limit: this.limit,
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * Turns anything thrown into an ApiError. Foreign messages are never copied into `message`: they may carry URLs
 * or header values; the message is the kind.
 */
export function fromUnknown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'AbortError') return new ApiError('aborted');
  if (name === 'TimeoutError') return new ApiError('timeout');
  if (error instanceof TypeError) return new ApiError('offline');
  if (error instanceof SyntaxError) return new ApiError('malformed');
  return new ApiError('server');
}

/** Removes the secret, and its first 8 characters wherever they appear, from a text. */
function scrubSecret(text: string, secret: string): string {
  const needles = [secret, secret.slice(0, 8)].filter((needle) => needle.length >= 4);
  let result = text;
  for (const needle of needles) result = result.split(needle).join('[redacted]');
  return result;
}

/** One line, truncated: API text made safe to log (control characters and bidi overrides dropped). */
function logLine(text: string, max: number): string {
  const cleaned = oneLine(text.slice(0, max * 2));
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
