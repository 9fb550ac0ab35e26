import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorState } from '../state';
import { currentTime } from '../settings';
import { findPlan } from '../plan-lookup';
import { errorReply, validationReply } from '../http/errors';
import type { BodyReply, Reply } from '../http/reply';
import { sleep } from '../http/sleep';
import { writeReply, type DeliveryOptions } from '../http/write';
import { paramsFromJson, paramsFromSearch, type ParamSource } from '../validation/params';
import { rateLimitHeaders } from '../limits/headers';
import { MISSING_KEY_LABEL, UNKNOWN_KEY_LABEL } from '../stats';
import { findEndpoint } from './endpoints';
import { keyProblem, passGate } from './gate';
import { readBody, parseJsonObject } from './body';
import { applyFault, deliveryOf, takeFault } from './fault-step';
import { isDeliveryFault } from '../faults/types';
import { requestKey } from './request-key';
import {
  ABORTED_STREAMS_ARE_BILLED,
  ANSWER_BODY_MAX_BYTES,
  ANSWERS_RATE_HEADERS,
  METHOD_NOT_ALLOWED,
  UNKNOWN_PATH,
} from '../assumptions';

export const API_PREFIX = '/res/v1/';

async function readParams(req: IncomingMessage, url: URL, nowMs: number): Promise<ParamSource | BodyReply> {
  if (req.method !== 'POST') return paramsFromSearch(url.searchParams);
  const body = parseJsonObject(await readBody(req));
  if (!body)
    return validationReply([{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }], nowMs);
  return paramsFromJson(body);
}

/** Handles one request under /res/v1/: route, faults, key, limits, handler, billing, headers, stats. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: EmulatorState,
  signal: AbortSignal,
): Promise<void> {
  const { settings } = state;
  const endpoint = url.pathname.slice(API_PREFIX.length);
  const spec = findEndpoint(endpoint);
  const rawKey = requestKey(req, endpoint);
  const plan = rawKey === undefined ? undefined : findPlan(settings.plans, rawKey);
  const keyLabel = rawKey === undefined ? MISSING_KEY_LABEL : plan ? rawKey : UNKNOWN_KEY_LABEL;
  const statsName = spec ? endpoint : 'unknown';
  const finish = async (
    reply: Reply,
    options: {
      billed?: boolean;
      fault?: boolean;
      delivery?: DeliveryOptions;
      rateHeaders?: boolean;
      answer?: boolean;
    } = {},
  ) => {
    const nowMs = currentTime(settings);
    const rateHeaders = options.rateHeaders !== false && (spec?.family !== 'answers' || ANSWERS_RATE_HEADERS);
    if (plan && rawKey !== undefined && rateHeaders) {
      Object.assign(reply.headers, rateLimitHeaders(plan, state.windows.state(rawKey, plan, nowMs)));
    }
    state.stats.record(keyLabel, statsName, {
      status: reply.status,
      fault: options.fault === true,
      billed: options.billed === true,
    });
    if (!options.answer) {
      await writeReply(req, res, reply, signal, options.delivery);
      return;
    }
    // A25: an answer is billed once delivered; a stream the client leaves before [DONE] is billed and marked aborted.
    try {
      await writeReply(req, res, reply, signal, options.delivery);
    } catch (error) {
      if (signal.aborted && ABORTED_STREAMS_ARE_BILLED) state.stats.recordAnswer(keyLabel, statsName, true);
      throw error;
    }
    state.stats.recordAnswer(keyLabel, statsName, false);
  };

  if (!spec) {
    await finish(
      errorReply(UNKNOWN_PATH.status, UNKNOWN_PATH.code, UNKNOWN_PATH.detail, undefined, currentTime(settings)),
    );
    return;
  }
  if (!spec.methods.includes(req.method ?? 'GET')) {
    await finish(
      errorReply(
        METHOD_NOT_ALLOWED.status,
        METHOD_NOT_ALLOWED.code,
        METHOD_NOT_ALLOWED.detail,
        undefined,
        currentTime(settings),
      ),
    );
    return;
  }

  const fault = takeFault(state, endpoint);
  const jitter = settings.jitterMs > 0 ? state.random() * settings.jitterMs : 0;
  await sleep(settings.latencyMs + jitter + (fault?.fault === 'latency' ? (fault.ms ?? 0) : 0), signal);
  if (fault && fault.fault !== 'latency' && !isDeliveryFault(fault)) {
    // Recorded up front: a hung request should show in the stats while it hangs. Status 0 = no HTTP answer.
    if (fault.fault === 'hang' || fault.fault === 'reset')
      state.stats.record(keyLabel, statsName, { status: 0, fault: true, billed: false });
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
  const rawBody = spec.rawBody ? await readBody(req, ANSWER_BODY_MAX_BYTES) : undefined;
  const params = spec.rawBody ? paramsFromSearch(new URLSearchParams()) : await readParams(req, url, nowMs);
  if ('kind' in params) {
    await finish(params);
    return;
  }
  let result;
  try {
    result = await spec.handler({
      state,
      endpoint,
      params,
      headers: req.headers,
      nowMs,
      apiKey: rawKey,
      plan,
      origin: state.origin,
      signal,
      rawBody,
    });
  } catch (error) {
    // The client (or close()) left while the handler waited (blocking summary or answer): no HTTP answer, status 0.
    if (signal.aborted) state.stats.record(keyLabel, statsName, { status: 0, fault: false, billed: false });
    throw error;
  }
  const faulted = isDeliveryFault(fault);
  const ok = result.reply.status === 200 && !faulted;
  const billed = spec.billed === true && ok;
  if (billed) state.windows.bill(rawKey, plan, nowMs);
  await finish(result.reply, {
    billed,
    fault: faulted,
    delivery: deliveryOf(fault, settings),
    answer: result.answer === true && ok,
  });
}
