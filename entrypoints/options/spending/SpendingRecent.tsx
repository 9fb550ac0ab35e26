/** The last requests in detail: when, plan, endpoint, where, what happened, what it cost and which price it used. */
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { formatDateTime } from '@/components/common/format';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { formatUsd, PLAN_NAMES, RECENT_SHOWN } from '@/utils/ui-safe/spending';
import { BASIS } from './SpendingPlans';

type Entry = NonNullable<SpendingSummary['recent']>[number];

/** Each surface's and outcome's message, by name: the compiler checks every one exists. */
const SURFACE: Record<Entry['surface'], MessageKey> = {
  popup: 'spending_surface_popup',
  results: 'spending_surface_results',
  sidePanel: 'spending_surface_sidePanel',
  addressBar: 'spending_surface_addressBar',
  inPage: 'spending_surface_inPage',
  options: 'spending_surface_options',
  worker: 'spending_surface_worker',
};
const OUTCOME: Record<Entry['outcome'], MessageKey> = {
  billed: 'spending_outcome_billed',
  free: 'spending_outcome_free',
  cache: 'spending_outcome_cache',
  failed: 'spending_outcome_failed',
  refused: 'spending_outcome_refused',
};

export function SpendingRecent({ entries }: { entries: readonly Entry[] }) {
  if (entries.length === 0) return <p class="options-note">{t('options_spendingNone')}</p>;
  const withQuery = entries.some((e) => e.q !== undefined);
  return (
    <table class="options-table">
      <caption>{t('options_spendingRecent')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('options_spendingWhen')}</th>
          <th scope="col">{t('options_spendingPlan')}</th>
          <th scope="col">{t('options_spendingSurface')}</th>
          <th scope="col">{t('options_spendingOutcome')}</th>
          <th scope="col">{t('options_spendingCost')}</th>
          {withQuery && <th scope="col">{t('options_spendingQuery')}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.slice(0, RECENT_SHOWN).map((e) => (
          <tr key={`${e.at}-${e.endpoint}-${e.outcome}`}>
            <td>{formatDateTime(e.at)}</td>
            <td>
              {PLAN_NAMES[e.plan]} · {e.endpoint}
            </td>
            <td>{t(SURFACE[e.surface])}</td>
            <td>{t(OUTCOME[e.outcome])}</td>
            <td>
              {formatUsd(e.micros)} ({t(BASIS[e.basis])})
            </td>
            {withQuery && <td>{e.q ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
