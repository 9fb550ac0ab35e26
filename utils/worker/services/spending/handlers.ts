/** The spending messages (protocol.ts `spending.*`): they need no API client (handlers/light.ts). */
import type { SpendingUpdate } from '@/utils/contract/spending-schema';
import type { PlanId, SummaryDetails } from '@/utils/ui-safe/spending';
import type { Spending } from './meter';
import type { SpendingSettings } from './settings';
import { spendingSummary } from './summary';
import { answerBound, answerEstimate, priceOf } from './prices';
import { MAX_THREAD_CHARS } from '@/utils/worker/api/answers/request';

/** Drops the nulls (none, the table's price) of an update. */
function amounts(update: Partial<Record<PlanId, number | null>>): Partial<Record<PlanId, number>> {
  const kept: Partial<Record<PlanId, number>> = {};
  for (const [plan, value] of Object.entries(update) as [PlanId, number | null | undefined][])
    if (typeof value === 'number') kept[plan] = value;
  return kept;
}

export function spendingHandlers(spending: Spending) {
  const summary = (details?: SummaryDetails) => spendingSummary(spending.store, spending.now(), details);
  return {
    'spending.summary': ({ details }: { details?: SummaryDetails }) => summary(details),
    'spending.prices': async () => {
      const { prices, searchPlan = 'search' } = await spending.store.settings();
      return {
        search: priceOf(searchPlan, prices).micros,
        answer: answerEstimate(prices),
        answerCeiling: answerBound('', prices),
        // A follow-up's message is at most MAX_THREAD_CHARS long (thread-message.ts): the meter bounds it the same way.
        followupCeiling: answerBound(' '.repeat(MAX_THREAD_CHARS), prices),
      };
    },
    'spending.update': async ({ limits, total, prices, searchPlan }: SpendingUpdate) => {
      const settings: SpendingSettings = {
        limits: amounts(limits),
        ...(typeof total === 'number' && { total }),
        prices: amounts(prices),
        ...(searchPlan !== undefined && searchPlan !== 'search' && { searchPlan }),
      };
      await spending.store.saveSettings(settings);
      return summary('shown');
    },
    'spending.clear': async () => {
      await spending.store.clear();
      return summary('shown');
    },
  };
}
