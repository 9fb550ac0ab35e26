import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorState } from '../state';
import { currentTime } from '../settings';
import { findPlan } from '../plan-lookup';
import { errorReply, validationReply } from '../http/errors';
import { jsonReply, type BodyReply, type Reply } from '../http/reply';
import { sleep } from '../http/sleep';
import { writeReply, type DeliveryOptions } from '../http/write';
import { paramsFromJson, paramsFromSearch, type ParamSource } from '../validation/params';
import { rateLimitHeaders } from '../limits/headers';
import { MISSING_KEY_LABEL, UNKNOWN_KEY_LABEL } from '../stats';
import { findEndpoint } from './endpoints';
import { keyProblem, passGate } from './gate';
import { readBody, parseJsonObject } from './body';
import { applyFault, deliveryOf, takeFault } from './fault-step';
import { isDeliveryFault, type FaultSpec } from '../faults/types';
import { readRequestControl, type RequestControl } from './control-headers';
import { requestRecorder, type RequestRecorder } from './record';
import { requestKey } from './request-key';
import {
  ABORTED_STREAMS_ARE_BILLED,
  ANSWER_BODY_MAX_BYTES,
  ANSWERS_RATE_HEADERS,
  METHOD_NOT_ALLOWED,
  UNKNOWN_PATH,
} from '../assumptions';

export const API_PREFIX = '/res/v1/';

/** A request's parameters: its query string, or (POST) its JSON body as parameters; a bad body is a 422. */
async function readParams(
  req: IncomingMessage,
  url: URL,
  nowMs: number,
  recorder: RequestRecorder,
): Promise<ParamSource | BodyReply> {
  if (req.method !== 'POST') return paramsFromSearch(url.searchParams);
  const text = await readBody(req);
  recorder.body(text);
  const body = parseJsonObject(text);
  if (!body)
    return validationReply([{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error', input: {} }], nowMs);
  return paramsFromJson(body);
}

/**
 * Handles one request under /res/v1/: route, control headers and faults, key, limits, handler, billing, headers,
 * stats and the request log.
 */
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
  const names = { endpoint: spec ? endpoint : url.pathname, stats: spec ? endpoint : 'unknown', key: keyLabel };
  const recorder = requestRecorder(state, req, url, names, rawKey, plan);
  const finish = async (
    reply: Reply,
    options: {
      billed?: boolean;
      fault?: FaultSpec;
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
    recorder.record(reply.status, { fault: options.fault?.fault, billed: options.billed });
    if (!options.answer) {
      await writeReply(req, res, reply, signal, options.delivery);
      return;
    }
    // A25: an answer is billed once delivered; a stream the client leaves before [DONE] is billed and marked aborted.
    try {
      await writeReply(req, res, reply, signal, options.delivery);
    } catch (error) {
      if (signal.aborted && ABORTED_STREAMS_ARE_BILLED) state.stats.recordAnswer(keyLabel, names.stats, true);
      throw error;
    }
    state.stats.recordAnswer(keyLabel, names.stats, false);
  };

  if (!spec) {
    await finish(
      errorReply(UNKNOWN_PATH.status, UNKNOWN_PATH.code, UNKNOWN_PATH.detail, undefined, currentTime(settings)),
    );
    return;
  }
  if (!spec.methods.includes(req.method ?? 'GET')) {
    const { status, code, detail } = METHOD_NOT_ALLOWED;
    await finish(errorReply(status, code, detail, undefined, currentTime(settings)));
    return;
  }
  let control: RequestControl;
  try {
    control = readRequestControl(req.headers);
  } catch (error) {
    await finish(jsonReply(400, { error: error instanceof Error ? error.message : String(error) }));
    return;
  }

  // A request's own control header wins over the queue, which is left as it was.
  const fault = control.fault ?? takeFault(state, endpoint);
  const jitter = settings.jitterMs > 0 ? state.random() * settings.jitterMs : 0;
  const faultDelay = fault?.fault === 'latency' ? (fault.ms ?? 0) : 0;
  await sleep(settings.latencyMs + jitter + control.latencyMs + faultDelay, signal);
  if (fault && fault.fault !== 'latency' && !isDeliveryFault(fault)) {
    // Recorded up front: a hung request should show in the stats while it hangs. Status 0 = no HTTP answer.
    if (fault.fault === 'hang' || fault.fault === 'reset') recorder.record(0, { fault: fault.fault });
    const faultReply = await applyFault(fault, req, state, rawKey, plan, signal);
    if (faultReply) await finish(faultReply.reply, { fault, rateHeaders: faultReply.rateHeaders });
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
  if (spec.rawBody) recorder.body(rawBody);
  const params = spec.rawBody ? paramsFromSearch(new URLSearchParams()) : await readParams(req, url, nowMs, recorder);
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
    if (signal.aborted) recorder.record(0, {});
    throw error;
  }
  const delivery = isDeliveryFault(fault) ? fault : undefined;
  const ok = result.reply.status === 200 && !delivery;
  const billed = spec.billed === true && ok;
  if (billed) state.windows.bill(rawKey, plan, nowMs);
  await finish(result.reply, {
    billed,
    fault: delivery,
    delivery: deliveryOf(fault, settings),
    answer: result.answer === true && ok,
  });
}
