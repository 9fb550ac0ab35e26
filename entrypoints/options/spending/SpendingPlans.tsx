/** This month per plan: the amount, requests billed and served from the cache, the $5 monthly credit, the price assumed. */
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { formatNumber } from '@/components/common/format';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { formatUsd, MONTHLY_CREDIT_MICROS, PLAN_NAMES } from '@/utils/ui-safe/spending';

export const BASIS: Record<'table' | 'user' | 'usage', MessageKey> = {
  table: 'spending_basis_table',
  user: 'spending_basis_user',
  usage: 'spending_basis_usage',
};

export function SpendingPlans({ summary }: { summary: SpendingSummary }) {
  return (
    <table class="options-table">
      <thead>
        <tr>
          <th scope="col">{t('options_spendingPlan')}</th>
          <th scope="col">{t('options_spendingAmount')}</th>
          <th scope="col">{t('options_spendingBilled')}</th>
          <th scope="col">{t('options_spendingCached')}</th>
          <th scope="col">{t('options_spendingCredit')}</th>
          <th scope="col">{t('options_spendingPriceAssumed')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.plans.map((row) => (
          <tr key={row.plan} data-plan={row.plan}>
            <th scope="row">{PLAN_NAMES[row.plan]}</th>
            <td>{formatUsd(row.micros)}</td>
            <td>{formatNumber(row.billed, 0)}</td>
            <td>{formatNumber(row.cached, 0)}</td>
            <td>
              {row.micros <= MONTHLY_CREDIT_MICROS
                ? t('options_spendingWithinCredit')
                : t('options_spendingOverCredit', formatUsd(row.micros - MONTHLY_CREDIT_MICROS))}
            </td>
            <td>
              {t('options_spendingPerThousand', [formatUsd(row.price.micros * 1_000), t(BASIS[row.price.basis])])}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('options_spendingTotal')}</th>
          <td>{formatUsd(summary.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
