import type { PlainError } from './protocol';

interface HasToPlain {
  toPlain(): PlainError;
}

const hasToPlain = (e: unknown): e is HasToPlain =>
  typeof e === 'object' && e !== null && typeof (e as Partial<HasToPlain>).toPlain === 'function';

/**
 * The form in which any failure crosses messaging. Typed errors (the API client's) describe themselves;
 * anything else becomes a generic "internal" error so stack traces and raw texts never leave the background.
 */
export function toPlainError(error: unknown): PlainError {
  if (hasToPlain(error)) return error.toPlain();
  return { kind: 'internal', message: 'Something went wrong inside Scout. Try again.' };
}

/**
 * What a content script may learn of a failure (SECURITY-PLAN rule 1: no quota details in a page's reach): the kind,
 * its sentence and how long to wait. Status codes, API codes and when the quota resets stay with Scout's own pages.
 */
export function errorForPage({ kind, message, retryAfterMs }: PlainError): PlainError {
  return retryAfterMs === undefined ? { kind, message } : { kind, message, retryAfterMs };
}
