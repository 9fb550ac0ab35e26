import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { isErrorKind } from '@/utils/ui-safe/error-kinds';

interface HasToPlain {
  toPlain(): unknown;
}

const hasToPlain = (e: unknown): e is HasToPlain =>
  typeof e === 'object' && e !== null && typeof (e as Partial<HasToPlain>).toPlain === 'function';

const UNKNOWN: PlainError = { kind: 'unknown', message: '' };
const INTERNAL: PlainError = { kind: 'internal', message: 'Something went wrong inside Scout. Try again.' };

/**
 * The form in which any failure crosses messaging. Typed errors (the API client's) describe themselves;
 * anything else becomes a generic "internal" error so stack traces and raw texts never leave the background.
 */
export function toPlainError(error: unknown): PlainError {
  return hasToPlain(error) ? knownError(error.toPlain(), INTERNAL) : INTERNAL;
}

/**
 * An error as it arrives over messaging, made into a PlainError without zod (UIs use this): a kind outside the closed
 * list (a background of another version) becomes `unknown`, which has a generic sentence; fields of the wrong type
 * are dropped. Anything that is not an error object at all becomes `fallback`.
 */
export function knownError(value: unknown, fallback: PlainError = UNKNOWN): PlainError {
  if (typeof value !== 'object' || value === null) return fallback;
  const { kind, message, status, code, retryAfterMs, resetsAt, limit } = value as Record<string, unknown>;
  const plain: PlainError = {
    kind: isErrorKind(kind) ? kind : 'unknown',
    message: typeof message === 'string' ? message : '',
  };
  if (isCount(status)) plain.status = status;
  if (typeof code === 'string') plain.code = code;
  if (isCount(retryAfterMs)) plain.retryAfterMs = retryAfterMs;
  if (isCount(resetsAt)) plain.resetsAt = resetsAt;
  const { plan, micros } = (typeof limit === 'object' && limit !== null ? limit : {}) as Record<string, unknown>;
  if (typeof plan === 'string' && /^\w{1,16}$/.test(plan) && isCount(micros)) plain.limit = { plan, micros };
  return plain;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * What a content script may learn of a failure (docs/security-plan.md rule 1: no quota details in a page's reach): the kind,
 * its sentence and how long to wait. Status codes, API codes and when the quota resets stay with Scout's own pages.
 */
export function errorForPage({ kind, message, retryAfterMs }: PlainError): PlainError {
  return retryAfterMs === undefined ? { kind, message } : { kind, message, retryAfterMs };
}
