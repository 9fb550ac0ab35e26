import type { IncomingHttpHeaders } from 'node:http';
import { parseFaultShorthand, type FaultSpec } from '../faults/types';

/**
 * Per-request control, as Prism's and WireMock's headers: request headers only the emulator reads (the real service
 * ignores unknown headers), so one test can shape one request without queueing anything:
 * - `X-Emulator-Fault: <fault>`: a fault for this request, in the CLI's shorthand (`status:503`, `hang`,
 *   `rate-limit`, `error:402`, `latency:300`, `cut:2`, `trickle`, …); queued faults stay queued.
 * - `X-Emulator-Status: <status>`: the API's own error for that status (the `error` fault: 400 OPTION_NOT_IN_PLAN,
 *   402, 404, 422 invalid key, 429 RATE_LIMITED; others the `status` fault's body).
 * - `X-Emulator-Latency: <ms>`: added delay before the request is handled.
 */
const CONTROL_HEADERS = {
  fault: 'x-emulator-fault',
  status: 'x-emulator-status',
  latency: 'x-emulator-latency',
} as const;

export interface RequestControl {
  fault?: FaultSpec;
  latencyMs: number;
}

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Reads the control headers; throws with a sentence naming the header when one is malformed. */
export function readRequestControl(headers: IncomingHttpHeaders): RequestControl {
  const fault = single(headers, CONTROL_HEADERS.fault);
  const status = single(headers, CONTROL_HEADERS.status);
  const latency = single(headers, CONTROL_HEADERS.latency);
  if (fault !== undefined && status !== undefined)
    throw new Error('send X-Emulator-Fault or X-Emulator-Status, not both');
  const control: RequestControl = { latencyMs: 0 };
  try {
    if (fault !== undefined) control.fault = parseFaultShorthand(fault);
    if (status !== undefined) control.fault = parseFaultShorthand(`error:${status.trim() || 'x'}`);
  } catch (error) {
    const header = fault !== undefined ? 'X-Emulator-Fault' : 'X-Emulator-Status';
    throw new Error(`${header}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (latency !== undefined) {
    const ms = Number(latency);
    if (latency.trim() === '' || !Number.isFinite(ms) || ms < 0)
      throw new Error('X-Emulator-Latency: a number of ms >= 0');
    control.latencyMs = ms;
  }
  return control;
}
