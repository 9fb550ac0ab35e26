import type { Plan } from '../plans';
import { SECOND_WINDOW_MS } from '../assumptions';

export interface WindowState {
  secondCount: number;
  secondRemaining: number;
  secondResetSeconds: number;
  monthUsed: number;
  /** 0 for an uncapped plan, as the live service reports. */
  monthRemaining: number;
  monthResetSeconds: number;
}

/**
 * Per-key rate windows (A15): a sliding one-second window of admitted requests and a fixed monthly window whose
 * counter only successful web searches advance.
 */
export class RateWindows {
  private readonly arrivals = new Map<string, number[]>();
  private readonly months = new Map<string, { window: number; used: number }>();

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.arrivals.get(key) ?? []).filter((at) => at > nowMs - SECOND_WINDOW_MS && at <= nowMs);
    this.arrivals.set(key, kept);
    return kept;
  }

  /** Counts the request if the per-second window has room; false means 429. */
  admit(key: string, plan: Plan, nowMs: number): boolean {
    const recent = this.recent(key, nowMs);
    if (recent.length >= plan.ratePerSecond) return false;
    recent.push(nowMs);
    return true;
  }

  private month(key: string, plan: Plan, nowMs: number): { window: number; used: number } {
    const window = Math.floor(nowMs / (plan.monthWindowSeconds * 1000));
    let month = this.months.get(key);
    if (!month || month.window !== window) {
      month = { window, used: plan.monthlyUsedAtStart ?? 0 };
      this.months.set(key, month);
    }
    return month;
  }

  quotaExhausted(key: string, plan: Plan, nowMs: number): boolean {
    return plan.monthlyQuota > 0 && this.month(key, plan, nowMs).used >= plan.monthlyQuota;
  }

  bill(key: string, plan: Plan, nowMs: number): void {
    this.month(key, plan, nowMs).used += 1;
  }

  state(key: string, plan: Plan, nowMs: number): WindowState {
    const recent = this.recent(key, nowMs);
    const oldest = recent[0];
    const month = this.month(key, plan, nowMs);
    const monthEndMs = (month.window + 1) * plan.monthWindowSeconds * 1000;
    return {
      secondCount: recent.length,
      secondRemaining: Math.max(0, plan.ratePerSecond - recent.length),
      secondResetSeconds: oldest === undefined ? 1 : Math.max(1, Math.ceil((oldest + SECOND_WINDOW_MS - nowMs) / 1000)),
      monthUsed: month.used,
      monthRemaining: plan.monthlyQuota === 0 ? 0 : Math.max(0, plan.monthlyQuota - month.used),
      monthResetSeconds: Math.max(1, Math.ceil((monthEndMs - nowMs) / 1000)),
    };
  }

  reset(): void {
    this.arrivals.clear();
    this.months.clear();
  }
}
