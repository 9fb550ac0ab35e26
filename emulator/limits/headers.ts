import type { Plan } from '../plans';
import type { WindowState } from './windows';

/** The four X-RateLimit-* headers, two comma+space separated entries each, per-second first (§6.1). */
export function rateLimitHeaders(plan: Plan, state: WindowState): Record<string, string> {
  return {
    'X-RateLimit-Limit': `${plan.ratePerSecond}, ${plan.monthlyQuota}`,
    'X-RateLimit-Policy': `${plan.ratePerSecond};w=1, ${plan.monthlyQuota};w=${plan.monthWindowSeconds}`,
    'X-RateLimit-Remaining': `${state.secondRemaining}, ${state.monthRemaining}`,
    'X-RateLimit-Reset': `${state.secondResetSeconds}, ${state.monthResetSeconds}`,
  };
}

/** meta of RATE_LIMITED / QUOTA_LIMITED bodies. */
export function rateLimiterMeta(plan: Plan, state: WindowState): Record<string, unknown> {
  return {
    plan: plan.name,
    rate_limit: plan.ratePerSecond,
    rate_current: state.secondCount,
    quota_limit: plan.monthlyQuota,
    quota_current: state.monthUsed,
    component: 'rate_limiter',
  };
}
