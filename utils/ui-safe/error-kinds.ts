/**
 * Every kind of failure Scout reports, as ONE closed list shared by the API layer, the services, messaging and the
 * UIs. The UIs keep a `Record<ErrorKind, …>` of sentences and actions, so a kind added here without its sentence
 * fails typechecking instead of showing a generic "Something went wrong". No zod and no imports: UI bundles use it.
 */

/** What the API client throws (utils/worker/api/errors.ts). */
const API_ERROR_KINDS = [
  'noKey',
  'invalidKey',
  'notInPlan',
  'validation',
  'spendCap',
  'rateLimited',
  'quotaExhausted',
  'expiredSummary',
  'summaryFailed',
  'notFound',
  'server',
  'timeout',
  'offline',
  'malformed',
  'noPermission',
  'aborted',
  'overLimit',
] as const;

/** What the services detect themselves (utils/worker/services/service-error.ts; `badKey` is a key Scout refuses to save). */
const SERVICE_ERROR_KINDS = ['badKey', 'summaryUnavailable', 'searchGone', 'interrupted', 'slowDown'] as const;

/**
 * What the messaging layer says on its own: the router's refusals, a failure it cannot describe (`internal`), a
 * background that does not answer (`noBackground`, decided in the UI), and `unknown` for a kind this UI does not
 * know (a background of another version): see `knownError` in plain-error.ts.
 */
const MESSAGING_ERROR_KINDS = [
  'badMessage',
  'unknownMessage',
  'forbidden',
  'badRequest',
  'internal',
  'noBackground',
  'unknown',
] as const;

export const ERROR_KINDS = [...API_ERROR_KINDS, ...SERVICE_ERROR_KINDS, ...MESSAGING_ERROR_KINDS] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_KINDS);

export const isErrorKind = (value: unknown): value is ErrorKind => typeof value === 'string' && KNOWN.has(value);

/** The only error shape that crosses messaging: no stack, no headers, never the key. */
export interface PlainError {
  /** One of the closed list; a kind from a background of another version is mapped to `unknown` on arrival. */
  kind: ErrorKind;
  /** For developers (an API error's is its kind); the UI words each kind itself (components/errors/ErrorNotice.tsx). */
  message: string;
  status?: number;
  code?: string;
  retryAfterMs?: number;
  resetsAt?: number;
  /** `overLimit`: the user's monthly limit the request would pass (a plan id of utils/ui-safe/spending.ts, or `all`). */
  limit?: { plan: string; micros: number };
}
