import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorState } from '../state';
import { currentTime } from '../settings';
import { findPlan } from '../plan-lookup';
import { errorReply, validationReply } from '../http/errors';
import type { BodyReply, Reply } from '../http/reply';
import { sleep } from '../http/sleep';
import { writeReply } from '../http/write';
import { paramsFromJson, paramsFromSearch, type ParamSource } from '../validation/params';
import { rateLimitHeaders } from '../limits/headers';
import { MISSING_KEY_LABEL, UNKNOWN_KEY_LABEL } from '../stats';
import { findEndpoint } from './endpoints';
import { keyProblem, passGate } from './gate';
import { readBody, parseJsonObject } from './body';
import { applyFault, takeFault } from './fault-step';
import { METHOD_NOT_ALLOWED, UNKNOWN_PATH } from '../assumptions';

export const API_PREFIX = '/res/v1/';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

async function readParams(req: IncomingMessage, url: URL, nowMs: number): Promise<ParamSource | BodyReply> {
  if (req.method !== 'POST') return paramsFromSearch(url.searchParams);
  const body = parseJsonObject(await readBody(req));
  if (!body) return validationReply([{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }], nowMs);
  return paramsFromJson(body);
}

/** Handles one request under /res/v1/: route, faults, key, limits, handler, billing, headers, stats. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, state: EmulatorState, signal: AbortSignal): Promise<void> {
  const { settings } = state;
  const endpoint = url.pathname.slice(API_PREFIX.length);
  const spec = findEndpoint(endpoint);
  const rawKey = headerValue(req.headers['x-subscription-token']);
  const plan = rawKey === undefined ? undefined : findPlan(settings.plans, rawKey);
  const keyLabel = rawKey === undefined ? MISSING_KEY_LABEL : plan ? rawKey : UNKNOWN_KEY_LABEL;
  const statsName = spec ? endpoint : 'unknown';
  const finish = async (reply: Reply, options: { billed?: boolean; fault?: boolean; trickle?: boolean; rateHeaders?: boolean } = {}) => {
    const nowMs = currentTime(settings);
    if (plan && rawKey !== undefined && options.rateHeaders !== false) {
      Object.assign(reply.headers, rateLimitHeaders(plan, state.windows.state(rawKey, plan, nowMs)));
    }
    state.stats.record(keyLabel, statsName, { status: reply.status, fault: options.fault === true, billed: options.billed === true });
    const trickle = options.trickle ? { chunkBytes: settings.trickleChunkBytes, intervalMs: settings.trickleIntervalMs } : undefined;
    await writeReply(req, res, reply, signal, trickle);
  };

  if (!spec) {
    await finish(errorReply(UNKNOWN_PATH.status, UNKNOWN_PATH.code, UNKNOWN_PATH.detail, undefined, currentTime(settings)));
    return;
  }
  if (!spec.methods.includes(req.method ?? 'GET')) {
    await finish(errorReply(METHOD_NOT_ALLOWED.status, METHOD_NOT_ALLOWED.code, METHOD_NOT_ALLOWED.detail, undefined, currentTime(settings)));
    return;
  }

  const fault = takeFault(state, endpoint);
  const jitter = settings.jitterMs > 0 ? state.random() * settings.jitterMs : 0;
  await sleep(settings.latencyMs + jitter + (fault?.fault === 'latency' ? fault.ms ?? 0 : 0), signal);
  if (fault && fault.fault !== 'latency' && fault.fault !== 'trickle') {
    // Recorded up front: a hung request should show in the stats while it hangs. Status 0 = no HTTP answer.
    if (fault.fault === 'hang' || fault.fault === 'reset') state.stats.record(keyLabel, statsName, { status: 0, fault: true, billed: false });
    const faultReply = await applyFault(fault, req, state, rawKey, plan, signal);
    if (faultReply) await finish(faultReply.reply, { fault: true, rateHeaders: faultReply.rateHeaders });
    return;
  }

  const nowMs = currentTime(settings);
  const problem = keyProblem(rawKey, plan, nowMs);
  if (problem || !plan || rawKey === undefined) {
    await finish(problem ?? errorReply(500, 'INTERNAL_ERROR', 'Unreachable.', undefined, nowMs));
    return;
  }
  const gate = passGate(state, spec, rawKey, plan, req.headers, nowMs);
  if (!gate.ok) {
    await finish(gate.reply);
    return;
  }
  const params = await readParams(req, url, nowMs);
  if ('kind' in params) {
    await finish(params);
    return;
  }
  const result = await spec.handler({
    state, endpoint, params, headers: req.headers, nowMs, apiKey: rawKey, plan, origin: state.origin, signal,
  });
  const trickle = fault?.fault === 'trickle';
  const billed = result.billable === true && result.reply.status === 200 && !trickle;
  if (billed) state.windows.bill(rawKey, plan, nowMs);
  await finish(result.reply, { billed, fault: trickle, trickle });
}
