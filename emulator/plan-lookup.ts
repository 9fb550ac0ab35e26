import type { Plan } from './plans';

/** Own-property lookup only: a header value such as `constructor` must never resolve to a prototype member. */
export function findPlan(plans: Record<string, Plan>, apiKey: string): Plan | undefined {
  return Object.hasOwn(plans, apiKey) ? plans[apiKey] : undefined;
}
