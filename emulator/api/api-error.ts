import type { EmulatorState } from '../state';
import type { Plan } from '../plans';
import type { BodyReply } from '../http/reply';
import { DETAILS, errorReply } from '../http/errors';
import { statusFaultReply } from '../faults/replies';
import { rateLimitedReply } from './gate';
import { UNKNOWN_PATH } from '../assumptions';

/**
 * The `error` fault (and X-Emulator-Status): the error the API itself sends with that status, as the emulator sends
 * it in the real case, so a client can be tested on each without arranging the case: 400 OPTION_NOT_IN_PLAN,
 * 402 USAGE_LIMIT_EXCEEDED, 404 RESOURCE_NOT_FOUND, 422 SUBSCRIPTION_TOKEN_INVALID, 429 RATE_LIMITED (its window
 * full). Other statuses get the `status` fault's body.
 */
export function apiErrorReply(
  status: number,
  state: EmulatorState,
  apiKey: string | undefined,
  plan: Plan | undefined,
  nowMs: number,
): BodyReply {
  switch (status) {
    case 400:
      return errorReply(400, 'OPTION_NOT_IN_PLAN', DETAILS.OPTION_NOT_IN_PLAN, { component: 'api' }, nowMs);
    case 402: {
      const spend = plan?.spendCap ?? { currentSpend: 5, usageLimit: 5 };
      const meta = {
        plan: plan?.name ?? 'Search',
        current_spend: spend.currentSpend,
        usage_limit: spend.usageLimit,
        usage_limit_type: 'monthly',
        component: 'api',
      };
      return errorReply(402, 'USAGE_LIMIT_EXCEEDED', DETAILS.USAGE_LIMIT_EXCEEDED, meta, nowMs);
    }
    case 404:
      return errorReply(404, UNKNOWN_PATH.code, UNKNOWN_PATH.detail, undefined, nowMs);
    case 422:
      return errorReply(
        422,
        'SUBSCRIPTION_TOKEN_INVALID',
        DETAILS.SUBSCRIPTION_TOKEN_INVALID,
        { component: 'authentication' },
        nowMs,
      );
    case 429:
      if (plan && apiKey !== undefined) return rateLimitedReply(state, apiKey, plan, nowMs, true);
      return statusFaultReply(429, 'json', nowMs);
    default:
      return statusFaultReply(status, 'json', nowMs);
  }
}
