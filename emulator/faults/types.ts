/**
 * Fault descriptions shared by the per-run settings, the per-request queue and the CLI.
 * Faults simulate a broken service or network; a faulted request is never billed and does not count
 * against the rate-limit windows.
 */
const FAULT_KINDS = [
  'status', // 5xx (or any status) with an ErrorResponse-like JSON body, or an HTML body with body:"html"
  'error', // the API's own error for a status: 400 OPTION_NOT_IN_PLAN, 402, 404, 422 invalid key, 429 RATE_LIMITED
  'hang', // accept the request and never answer, until the client or the emulator closes
  'malformed-json', // 200 application/json whose body is truncated, invalid JSON
  'html', // 200 with an HTML page (a captive portal or proxy)
  'trickle', // the normal response, sent a few bytes at a time
  'reset', // destroy the socket without answering
  'rate-limit', // a forced 429 RATE_LIMITED, as if the per-second window were full
  'latency', // only an extra delay; the request then succeeds normally (and is billed normally)
  'cut', // the normal response, but the connection closes after `after` stream events (a body: after half its bytes)
  'stall', // the same, but instead of closing, the connection stays silent until the client or the emulator closes
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  fault: FaultKind;
  /** `status` and `error`: the HTTP status (default 503 and 429). */
  status?: number;
  /** `status` only: the body style (default json). */
  body?: 'json' | 'html';
  /** `latency` only: the extra delay in ms. */
  ms?: number;
  /** `cut` and `stall` only: how many stream events go out first (default 3). Bodies stop after half their bytes. */
  after?: number;
}

export const DEFAULT_CUT_AFTER = 3;

/** The faults that let the request run normally and only change how its answer is written. */
export function isDeliveryFault(fault: FaultSpec | undefined): boolean {
  return fault?.fault === 'trickle' || fault?.fault === 'cut' || fault?.fault === 'stall';
}

/** A fault queued for the next `times` requests to `path` (an endpoint like `web/search`, or `*`). */
export interface QueuedFault extends FaultSpec {
  path: string;
  times: number;
}

/** A fault applied to a share (`rate`, 0..1, drawn from the seeded generator) of all requests to `path`. */
export interface RunFault extends FaultSpec {
  path: string;
  rate: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks an untrusted object (JSON body, CLI) and returns a clean FaultSpec; throws with a readable reason. */
function parseFaultSpec(input: unknown): FaultSpec {
  if (!isRecord(input)) throw new Error('a fault must be an object');
  const kind = input.fault;
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`fault must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const spec: FaultSpec = { fault: kind as FaultKind };
  if (kind === 'status') {
    const status = input.status ?? 503;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
      throw new Error('status must be an integer HTTP status');
    }
    spec.status = status;
    const body = input.body ?? 'json';
    if (body !== 'json' && body !== 'html') throw new Error('body must be "json" or "html"');
    spec.body = body;
  }
  if (kind === 'error') {
    const status = input.status ?? 429;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
      throw new Error('error needs status: an integer 400..599');
    spec.status = status;
  }
  if (kind === 'latency') {
    const ms = input.ms;
    if (typeof ms !== 'number' || !(ms >= 0)) throw new Error('latency needs ms >= 0');
    spec.ms = ms;
  }
  if (kind === 'cut' || kind === 'stall') {
    const after = input.after ?? DEFAULT_CUT_AFTER;
    if (typeof after !== 'number' || !Number.isInteger(after) || after < 0)
      throw new Error(`${kind} needs after: an integer >= 0`);
    spec.after = after;
  }
  return spec;
}

function parseFaultPath(input: unknown): string {
  const path = input ?? '*';
  if (typeof path !== 'string' || !/^(\*|[a-z_]+\/[a-z_]+)$/.test(path)) {
    throw new Error('path must be "*" or an endpoint such as "web/search"');
  }
  return path;
}

export function parseQueuedFault(input: unknown): QueuedFault {
  const spec = parseFaultSpec(input);
  const record = input as Record<string, unknown>;
  const times = record.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    throw new Error('times must be an integer >= 1');
  return { ...spec, path: parseFaultPath(record.path), times };
}

export function parseRunFault(input: unknown): RunFault {
  const spec = parseFaultSpec(input);
  const record = input as Record<string, unknown>;
  const rate = record.rate ?? 1;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw new Error('rate must be between 0 and 1');
  return { ...spec, path: parseFaultPath(record.path), rate };
}

/** CLI and X-Emulator-Fault shorthand: `hang`, `status:503`, `status-html:502`, `error:402`, `latency:300`, `cut:3`,
 * `stall:2`, ... */
export function parseFaultShorthand(text: string): FaultSpec {
  const [name = '', arg] = text.trim().split(':', 2);
  if (name === 'error') return parseFaultSpec({ fault: 'error', ...(arg ? { status: Number(arg) } : {}) });
  if (name === 'status' || name === 'status-html') {
    return parseFaultSpec({
      fault: 'status',
      status: arg ? Number(arg) : 503,
      body: name === 'status' ? 'json' : 'html',
    });
  }
  if (name === 'latency') return parseFaultSpec({ fault: 'latency', ms: Number(arg) });
  if ((name === 'cut' || name === 'stall') && arg !== undefined)
    return parseFaultSpec({ fault: name, after: Number(arg) });
  return parseFaultSpec({ fault: name });
}
