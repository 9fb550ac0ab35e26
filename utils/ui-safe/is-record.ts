/**
 * The one check that a value read from outside (a message, a relayed command, an API body's part) is an object whose
 * fields may be read: not null, not an array. Here, without zod, so the page's content script and the worker share it.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
