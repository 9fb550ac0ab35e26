/**
 * "This month: $0.42", a quiet line under the answer of the popup, the results tab and the side panel: what Scout's
 * requests cost this calendar month (utils/worker/services/spending/), asked again after every search. It opens the
 * options at the Spending section. A limit 80 % used is said here too.
 */
import { useSpendingSummary } from '@/components/common/use-spending-summary';
import { t, uiLanguage } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import { formatUsd, monthLabel, NEAR_LIMIT, PLAN_NAMES } from '@/utils/ui-safe/spending';

/** `refresh`: changes after each search (its request id), so the line is asked for again. */
export function ThisMonth({ refresh }: { refresh: unknown }) {
  const summary = useSpendingSummary(refresh);
  if (!summary) return null;
  const near = summary.plans.find((plan) => plan.limit !== undefined && plan.micros >= plan.limit * NEAR_LIMIT);
  const label = monthLabel(summary.month, uiLanguage());
  return (
    <p class="app-month">
      <button
        type="button"
        class="app-link-button"
        title={t('spending_thisMonthTitle', label)}
        onClick={() => void send('options.open', { section: 'spending' })}
      >
        {t('spending_thisMonth', formatUsd(summary.total))}
      </button>{' '}
      <span class="app-month-label">({label})</span>
      {near?.limit !== undefined && (
        <span class="app-month-near" role="status">
          {' '}
          {t('spending_near', [
            `${Math.floor((near.micros / Math.max(near.limit, 1)) * 100)} %`,
            PLAN_NAMES[near.plan],
          ])}
        </span>
      )}
    </p>
  );
}
