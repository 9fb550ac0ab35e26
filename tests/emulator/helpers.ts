import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createEmulator, type RunningEmulator, type EmulatorOptions } from 'brave-search-emulator';

/** A clock tests move by hand. Starts on Wednesday 2026-01-14 12:00 UTC. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export const START_MS = Date.UTC(2026, 0, 14, 12, 0, 0);

export function testClock(start = START_MS): TestClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    set: (ms) => {
      time = ms;
    },
  };
}

/** An emulator on a free port with fast, test-friendly delays and the given clock. */
/**
 * One emulator for a whole test file: started before its tests, closed after, and before each test reset (stats,
 * windows, summaries, faults) with the clock back at START_MS and `perTest` settings applied. The returned object
 * stands for the running emulator once it has started.
 */
export function emulatorForFile(clock: TestClock, perTest: Record<string, unknown> = {}): RunningEmulator {
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    running = await startTestEmulator(clock);
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    clock.set(START_MS);
    running!.reset();
    if (Object.keys(perTest).length > 0) running!.updateSettings(perTest);
  });
  return new Proxy({} as RunningEmulator, {
    get: (_target, property) => Reflect.get(running as RunningEmulator, property),
  });
}

export function startTestEmulator(clock: TestClock, options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return createEmulator({
    port: 0,
    now: clock.now,
    summaryDelayMs: 5,
    answerDelayMs: 5,
    streamItemDelayMs: 1,
    trickleIntervalMs: 1,
    ...options,
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes as sent (still gzipped if the server gzipped). */
  raw: Buffer;
  /** Decoded text. */
  text: string;
  /** Number of data chunks the client saw. */
  chunks: number;
  json<T = any>(): T;
}

export interface GetOptions {
  key?: string;
  headers?: Record<string, string>;
  gzip?: boolean;
  method?: string;
  body?: string;
  signal?: AbortSignal;
}

/** A raw HTTP request (node:http, so Accept-Encoding is exactly what the test says). */
export function call(emulator: RunningEmulator, path: string, options: GetOptions = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['X-Subscription-Token'] = options.key;
  if (options.gzip) headers['Accept-Encoding'] = 'gzip';
  return new Promise((resolve, reject) => {
    const req = request(
      `${emulator.url}${path}`,
      { method: options.method ?? 'GET', headers, signal: options.signal },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(parts);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text,
            chunks: parts.length,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** `/res/v1/<endpoint>?<params>` with repeated keys for arrays. */
export function apiPath(
  endpoint: string,
  params: Record<string, string | number | boolean | Array<string>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const query = search.toString();
  return `/res/v1/${endpoint}${query ? `?${query}` : ''}`;
}

/** A web search for `q` with a key; extra params merge in. */
export function search(
  emulator: RunningEmulator,
  key: string,
  q: string,
  params: Record<string, string | number | boolean | string[]> = {},
  headers: Record<string, string> = {},
) {
  return call(emulator, apiPath('web/search', { q, ...params }), { key, headers });
}

export const ERROR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The issues (`meta.errors`) of a 422 VALIDATION ErrorResponse, once its shape is checked. */
export function validationIssues(res: RawResponse): Array<Record<string, unknown>> {
  expect(res.status).toBe(422);
  const body = res.json();
  expect(body).toMatchObject({ type: 'ErrorResponse', error: { status: 422, code: 'VALIDATION' } });
  expect(body.error.id).toMatch(ERROR_ID);
  return body.error.meta.errors;
}
