/**
 * Pages cannot make Scout spend the user's quota: each tab's content script gets at most `burst` searches, refilled
 * at one per `intervalMs` (docs/security-plan.md A9). Anything beyond is refused at once with "slow down", before any request.
 */
import { ServiceError } from '@/utils/worker/services/service-error';

export interface PageGateOptions {
  burst: number;
  intervalMs: number;
  now: () => number;
}

export function createPageGate({ burst, intervalMs, now }: PageGateOptions) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return function admit(tabKey: string): void {
    const t = now();
    const bucket = buckets.get(tabKey) ?? { tokens: burst, at: t };
    const tokens = Math.min(burst, bucket.tokens + (t - bucket.at) / intervalMs);
    if (tokens < 1) {
      buckets.set(tabKey, { tokens, at: t });
      throw new ServiceError('slowDown');
    }
    buckets.set(tabKey, { tokens: tokens - 1, at: t });
    // Forget idle tabs so the map stays small over a long browser session.
    if (buckets.size > 200) buckets.delete(buckets.keys().next().value as string);
  };
}
