/**
 * One request to the API (a GET, or the JSON POST of the Answers endpoint): key check, permission check, headers,
 * the scheduler (pacing, retries, timeout), and the mapping of the answer to a value or an ApiError. The key only
 * ever goes into the request header.
 */
import { ApiError } from '../errors';
import { familyOf } from '../endpoints/paths';
import { readErrorBody, readJsonBody } from './body';
import { keyIdentity, type HashText } from '../hash';
import { errorFromResponse, type EndpointFamily } from './http-errors';
import { validateKey } from '../endpoints/key';
import { parseRetryAfter, type RateLimitInfo } from '../pacing/ratelimit';
import type { Scheduler } from '../pacing/scheduler';
import { buildUrl, type QueryEntries } from './url';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  getKey: () => unknown;
  fetch: FetchLike;
  scheduler: Scheduler;
  now: () => number;
  hasHostPermission?: (origin: string) => boolean | Promise<boolean>;
  /**
   * Mixed into the key's identity, so a second key source (the Answers key) gets its own scheduler queue, stored
   * limits and cache namespace even when the user pasted the same key into both fields.
   */
  scope?: string;
  /** Default WebCrypto's SHA-256 (hash.ts). */
  hash?: HashText;
}

/** The key for one call and the hash that stands for it in queues and cache keys. */
export interface KeySession {
  key: string;
  identity: string;
}

/** What every request states, GET or POST. */
interface RequestOptions<T> {
  signal?: AbortSignal;
  /** Until the response headers arrive (a body may stream for longer). */
  timeoutMs?: number;
  /** `*\/*` for a stream: the API's Accept enum has only application/json and *\/*. */
  accept?: string;
  /** Reads a successful (2xx) response. Default: JSON body, parsed by the caller afterwards. */
  read?: (response: Response) => Promise<T>;
  /** Which failures may be tried again; for a GET, default: the scheduler's rule for an idempotent GET. */
  retryable?: (error: ApiError) => boolean;
  /** The endpoint's plan rate, used until response headers say otherwise. */
  defaultPerSecond?: number;
}

interface GetRequest<T> extends RequestOptions<T> {
  path: string;
  entries: QueryEntries;
  headers?: Record<string, string>;
  /** The permission check for this request, if the caller started it already (`checkPermission`). */
  permitted?: Promise<void>;
}

/** A JSON POST. Unlike a GET it may be billed, so the caller says which failures may be retried. */
interface PostRequest<T> extends RequestOptions<T> {
  path: string;
  /** Sent as JSON. */
  body: unknown;
}

export interface Transport {
  /** `keyRead`: the key as the caller already read it for this call (with its settings); default `getKey()`. */
  session(keyRead?: { key: unknown }): Promise<KeySession>;
  /** Throws `noPermission` without host access to the API origin (`hasHostPermission`). */
  checkPermission(): Promise<void>;
  get<T = unknown>(session: KeySession, request: GetRequest<T>): Promise<T>;
  post<T = unknown>(session: KeySession, request: PostRequest<T>): Promise<T>;
  /** The latest rate-limit figures for the session's key, including what an earlier worker stored. */
  rateLimit(session: KeySession): Promise<RateLimitInfo | undefined>;
}

export function createTransport(options: TransportOptions): Transport {
  const { baseUrl, scheduler, now } = options;
  const origin = new URL(baseUrl).origin;
  let memo: { key: string; identity: string } | undefined;

  async function session(keyRead?: { key: unknown }): Promise<KeySession> {
    let raw: unknown;
    try {
      raw = keyRead ? keyRead.key : await options.getKey();
    } catch {
      throw new ApiError('noKey');
    }
    const key = validateKey(raw);
    if (memo?.key !== key)
      memo = {
        key,
        identity: await keyIdentity(key, options.scope ? `${baseUrl}\n${options.scope}` : baseUrl, options.hash),
      };
    return { key, identity: memo.identity };
  }

  async function checkPermission(): Promise<void> {
    if (!options.hasHostPermission) return;
    let granted: boolean;
    try {
      granted = await options.hasHostPermission(origin);
    } catch {
      granted = false;
    }
    if (!granted) throw new ApiError('noPermission');
  }

  // No cookies to the API, nothing on disk, and no redirect: a redirect would carry the key header along.
  const fetchDefaults = {
    credentials: 'omit',
    cache: 'no-store',
    redirect: 'error',
    referrerPolicy: 'no-referrer',
  } as const;

  function readAnswer<T>(family: EndpointFamily, read: ((response: Response) => Promise<T>) | undefined) {
    return async (response: Response, rateLimit: RateLimitInfo | null): Promise<T> => {
      if (!response.ok) {
        throw errorFromResponse({
          status: response.status,
          body: await readErrorBody(response),
          family,
          rateLimit,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
        });
      }
      return read ? read(response) : ((await readJsonBody(response)) as T);
    };
  }

  async function get<T>(active: KeySession, request: GetRequest<T>): Promise<T> {
    await (request.permitted ?? checkPermission());
    const url = buildUrl(baseUrl, request.path, request.entries);
    const headers: Record<string, string> = {
      ...request.headers,
      Accept: request.accept ?? 'application/json',
      'Accept-Encoding': 'gzip',
      'X-Subscription-Token': active.key,
    };
    return scheduler.run({
      queueKey: active.identity,
      signal: request.signal,
      timeoutMs: request.timeoutMs,
      retryable: request.retryable,
      defaultPerSecond: request.defaultPerSecond,
      send: (signal) => options.fetch(url, { method: 'GET', headers, signal, ...fetchDefaults }),
      read: readAnswer(familyOf(request.path), request.read),
    });
  }

  async function post<T>(active: KeySession, request: PostRequest<T>): Promise<T> {
    await checkPermission();
    const url = buildUrl(baseUrl, request.path, []);
    const body = JSON.stringify(request.body);
    const headers: Record<string, string> = {
      'X-Subscription-Token': active.key,
      'Content-Type': 'application/json',
      Accept: request.accept ?? 'application/json',
    };
    return scheduler.run({
      queueKey: active.identity,
      signal: request.signal,
      timeoutMs: request.timeoutMs,
      retryable: request.retryable,
      defaultPerSecond: request.defaultPerSecond,
      send: (attempt) =>
        options.fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: lasting(attempt, request.signal),
          ...fetchDefaults,
        }),
      read: readAnswer(familyOf(request.path), request.read),
    });
  }

  async function rateLimit(active: KeySession): Promise<RateLimitInfo | undefined> {
    await scheduler.load(active.identity);
    return scheduler.rateLimit(active.identity);
  }

  return { session, checkPermission, get, post, rateLimit };
}

/**
 * The attempt's signal ends with the attempt, but a streamed body outlives it: the caller's signal must still reach
 * the fetch afterwards, so that cancelling stops the download and the service stops generating. `AbortSignal.any`
 * lets go of its sources with the combined signal (Chrome 116, Firefox 124), where hand-added listeners would stay.
 */
function lasting(attempt: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  return caller ? AbortSignal.any([attempt, caller]) : attempt;
}
