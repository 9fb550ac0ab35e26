import type { IncomingHttpHeaders } from 'node:http';
import { MISSING_KEY_LABEL, UNKNOWN_KEY_LABEL } from '../stats';

/** The request headers a log entry shows: location, version, encoding, the control headers. Never a key. */
const LOGGED_HEADERS = [
  'accept',
  'accept-encoding',
  'api-version',
  'cache-control',
  'user-agent',
  'x-loc-lat',
  'x-loc-long',
  'x-loc-timezone',
  'x-loc-city',
  'x-loc-state',
  'x-loc-state-name',
  'x-loc-country',
  'x-loc-postal-code',
  'x-emulator-fault',
  'x-emulator-status',
  'x-emulator-latency',
];
/** Whole bodies up to 64 KB, so a test can read everything that was sent (a page question is ~15,000 characters). */
const MAX_BODY_CHARS = 64 * 1024;

/** One API request as GET /__emulator/requests shows it. */
export interface LoggedRequest {
  /** Counts every request since the start (or the last reset), so gaps show what the bounded log dropped. */
  seq: number;
  /** The emulator's clock (settings.now + clockOffsetMs), ISO. */
  time: string;
  method: string;
  /** The endpoint under /res/v1/ (or the whole path when unknown). */
  endpoint: string;
  query: Record<string, string[]>;
  /** POST bodies, cut at 64 KB. */
  body?: string;
  /** The key, never in full: its first four and last two characters, or how it was wrong. */
  key: string;
  plan?: string;
  headers: Record<string, string>;
  /** 0: no HTTP answer (reset, hang, a client that left). */
  status: number;
  fault?: string;
  billed: boolean;
  durationMs: number;
}

/** A known key as `demo…ch`; a short one as `…`; an unknown or missing one as the stats label it is pooled under. */
export function maskKey(rawKey: string | undefined, known: boolean): string {
  if (rawKey === undefined) return MISSING_KEY_LABEL;
  if (!known) return UNKNOWN_KEY_LABEL;
  return rawKey.length > 8 ? `${rawKey.slice(0, 4)}…${rawKey.slice(-2)}` : '…';
}

export function loggedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export function loggedBody(text: string | undefined): string | undefined {
  return text === undefined || text === '' ? undefined : text.slice(0, MAX_BODY_CHARS);
}

/** The last `capacity` API requests (the `requestLogSize` setting; 0 keeps none), oldest first. */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private count = 0;

  add(entry: Omit<LoggedRequest, 'seq'>, capacity: number): void {
    this.count += 1;
    if (capacity <= 0) return;
    this.entries.push({ seq: this.count, ...entry });
    if (this.entries.length > capacity) this.entries.splice(0, this.entries.length - capacity);
  }

  list(): LoggedRequest[] {
    return structuredClone(this.entries);
  }

  total(): number {
    return this.count;
  }

  clear(): void {
    this.entries = [];
    this.count = 0;
  }
}
