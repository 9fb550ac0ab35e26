/** What the UIs show of the ledger: this month per plan with its price and limit; with details, 30 days and the last requests. */
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { RECENT_SHOWN, type PlanId, type SummaryDetails } from '@/utils/ui-safe/spending';
import { monthTotals } from './ledger';
import { dayKey, lastDays, monthOf } from './month';
import { priceOf, PRICES } from './prices';
import type { SpendingStore } from './store';

/** The plans Scout holds a key for are always listed; another (a legacy plan used earlier) once it has entries. */
const USED: readonly PlanId[] = ['answers', 'suggest'];

export async function spendingSummary(
  store: SpendingStore,
  now: number,
  details?: SummaryDetails,
): Promise<SpendingSummary> {
  const [ledger, settings] = await Promise.all([store.ledger(), store.settings()]);
  const today = dayKey(now);
  const month = monthOf(today);
  const { byPlan, total } = monthTotals(ledger, month);
  const searchPlan = settings.searchPlan ?? 'search';
  const listed = new Set<PlanId>([searchPlan, ...USED, ...(Object.keys(byPlan) as PlanId[])]);
  const plans = [...listed].map((plan) => {
    const [micros, billed, cached] = byPlan[plan] ?? [0, 0, 0];
    const price = priceOf(plan, settings.prices);
    const limit = settings.limits[plan];
    return {
      plan,
      micros,
      billed,
      cached,
      price: { ...price, source: price.basis === 'user' ? 'your price' : PRICES[plan].source },
      ...(limit !== undefined && { limit }),
    };
  });
  const summary: SpendingSummary = {
    month,
    total,
    ...(settings.total !== undefined && { totalLimit: settings.total }),
    plans,
    searchPlan,
  };
  if (!details) return summary;
  // Thirty days only: the chart never walks the 13 months kept.
  const days = lastDays(today, 30).map((day) => {
    const micros: Partial<Record<PlanId, number>> = {};
    for (const [plan, row] of Object.entries(ledger.days[day] ?? {}) as [PlanId, number[]][])
      micros[plan] = row[0] ?? 0;
    return { day, micros };
  });
  // The options page draws the last RECENT_SHOWN; only its CSV needs all that the ledger keeps.
  const recent = details === 'all' ? ledger.recent : ledger.recent.slice(0, RECENT_SHOWN);
  return { ...summary, days, recent: recent.map((entry) => ({ ...entry })) };
}
