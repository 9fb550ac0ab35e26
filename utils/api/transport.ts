/**
 * One GET to the API: key check, permission check, headers, the scheduler (pacing, retries, timeout), and the
 * mapping of the answer to a value or an ApiError. The key only ever goes into the request header.
 */
import { ApiError } from './errors';
import { familyOf } from './endpoints';
import { readErrorBody, readJsonBody } from './body';
import { keyIdentity } from './hash';
import { errorFromResponse } from './http-errors';
import { validateKey } from './key';
import { parseRetryAfter, type RateLimitInfo } from './ratelimit';
import type { Scheduler } from './scheduler';
import { buildUrl, type QueryEntries } from './url';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  getKey: () => unknown;
  fetch: FetchLike;
  scheduler: Scheduler;
  now: () => number;
  hasHostPermission?: (origin: string) => boolean | Promise<boolean>;
}

/** The key for one call and the hash that stands for it in queues and cache keys. */
export interface KeySession {
  key: string;
  identity: string;
}

export interface GetRequest<T> {
  path: string;
  entries: QueryEntries;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `*\/*` for the stream: the API's Accept enum has only application/json and *\/*. */
  accept?: string;
  /** Reads a successful (2xx) response. Default: JSON body, parsed by the caller afterwards. */
  read?: (response: Response) => Promise<T>;
}

export interface Transport {
  session(): Promise<KeySession>;
  get<T = unknown>(session: KeySession, request: GetRequest<T>): Promise<T>;
  /** The latest rate-limit figures for the session's key, including what an earlier worker stored. */
  rateLimit(session: KeySession): Promise<RateLimitInfo | undefined>;
}

export function createTransport(options: TransportOptions): Transport {
  const { baseUrl, scheduler, now } = options;
  const origin = new URL(baseUrl).origin;
  let memo: { key: string; identity: string } | undefined;

  async function session(): Promise<KeySession> {
    let raw: unknown;
    try {
      raw = await options.getKey();
    } catch {
      throw new ApiError('noKey');
    }
    const key = validateKey(raw);
    if (memo?.key !== key) memo = { key, identity: await keyIdentity(key, baseUrl) };
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

  async function get<T>(active: KeySession, request: GetRequest<T>): Promise<T> {
    await checkPermission();
    const url = buildUrl(baseUrl, request.path, request.entries);
    const family = familyOf(request.path);
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
      send: (signal) =>
        options.fetch(url, {
          method: 'GET',
          headers,
          signal,
          // No cookies to the API, nothing on disk, and no redirect: a redirect would carry the key header along.
          credentials: 'omit',
          cache: 'no-store',
          redirect: 'error',
          referrerPolicy: 'no-referrer',
        }),
      read: async (response, rateLimit) => {
        if (!response.ok) {
          throw errorFromResponse({
            status: response.status,
            body: await readErrorBody(response),
            family,
            rateLimit,
            retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
          });
        }
        return request.read ? request.read(response) : ((await readJsonBody(response)) as T);
      },
    });
  }

  async function rateLimit(active: KeySession): Promise<RateLimitInfo | undefined> {
    await scheduler.load(active.identity);
    return scheduler.rateLimit(active.identity);
  }

  return { session, get, rateLimit };
}
