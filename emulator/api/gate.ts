import type { IncomingHttpHeaders } from 'node:http';
import type { Plan } from '../plans';
import type { EmulatorState } from '../state';
import type { EndpointSpec } from './context';
import { answersNotInPlanReply, DETAILS, errorReply, validationReply } from '../http/errors';
import type { BodyReply } from '../http/reply';
import { rateLimiterMeta, rateLimitHeaders } from '../limits/headers';
import { API_VERSION_NOT_FOUND, SUPPORTED_API_VERSIONS } from '../assumptions';

export type GateResult = { ok: true } | { ok: false; reply: BodyReply };

/** 429 RATE_LIMITED with the rate_limiter meta; Retry-After only when the setting is on. */
export function rateLimitedReply(
  state: EmulatorState,
  apiKey: string,
  plan: Plan,
  nowMs: number,
  forced = false,
): BodyReply {
  const current = state.windows.state(apiKey, plan, nowMs);
  // A forced 429 (fault) must look like a full window, or the headers would contradict the status.
  const windowState = forced ? { ...current, secondCount: plan.ratePerSecond, secondRemaining: 0 } : current;
  const reply = errorReply(429, 'RATE_LIMITED', DETAILS.RATE_LIMITED, rateLimiterMeta(plan, windowState), nowMs);
  if (state.settings.retryAfter) reply.headers['Retry-After'] = String(windowState.secondResetSeconds);
  if (forced) Object.assign(reply.headers, rateLimitHeaders(plan, windowState));
  return reply;
}

/**
 * The checks every API request passes, in order (A15): per-second window, spend cap, Api-Version, plan feature,
 * monthly quota (billed endpoints only). Key checks happen before this (see pipeline).
 */
export function passGate(
  state: EmulatorState,
  spec: EndpointSpec,
  apiKey: string,
  plan: Plan,
  headers: IncomingHttpHeaders,
  nowMs: number,
): GateResult {
  if (!state.windows.admit(apiKey, plan, nowMs))
    return { ok: false, reply: rateLimitedReply(state, apiKey, plan, nowMs) };
  if (plan.spendCap) {
    const meta = {
      plan: plan.name,
      current_spend: plan.spendCap.currentSpend,
      usage_limit: plan.spendCap.usageLimit,
      usage_limit_type: 'monthly',
      component: 'api',
    };
    return { ok: false, reply: errorReply(402, 'USAGE_LIMIT_EXCEEDED', DETAILS.USAGE_LIMIT_EXCEEDED, meta, nowMs) };
  }
  const version = headers['api-version'];
  const versions = SUPPORTED_API_VERSIONS[spec.family];
  if (typeof version === 'string' && versions && !versions.includes(version)) {
    const { status, code, detail } = API_VERSION_NOT_FOUND;
    return { ok: false, reply: errorReply(status, code, detail, undefined, nowMs) };
  }
  if (!plan[spec.needs]) {
    if (spec.family === 'answers') return { ok: false, reply: answersNotInPlanReply(nowMs) };
    return {
      ok: false,
      reply: errorReply(400, 'OPTION_NOT_IN_PLAN', DETAILS.OPTION_NOT_IN_PLAN, { component: 'api' }, nowMs),
    };
  }
  if (spec.billed && state.windows.quotaExhausted(apiKey, plan, nowMs)) {
    const meta = rateLimiterMeta(plan, state.windows.state(apiKey, plan, nowMs));
    return { ok: false, reply: errorReply(429, 'QUOTA_LIMITED', DETAILS.QUOTA_LIMITED, meta, nowMs) };
  }
  return { ok: true };
}

/** Key checks: a missing header is a 422 VALIDATION, an unknown key 422 SUBSCRIPTION_TOKEN_INVALID. */
export function keyProblem(rawKey: string | undefined, plan: Plan | undefined, nowMs: number): BodyReply | undefined {
  if (rawKey === undefined) {
    return validationReply(
      [{ type: 'missing', loc: ['header', 'x-subscription-token'], msg: 'Field required', input: null }],
      nowMs,
    );
  }
  if (!plan) {
    return errorReply(
      422,
      'SUBSCRIPTION_TOKEN_INVALID',
      DETAILS.SUBSCRIPTION_TOKEN_INVALID,
      { component: 'authentication' },
      nowMs,
    );
  }
  return undefined;
}
