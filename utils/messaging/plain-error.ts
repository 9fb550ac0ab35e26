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
