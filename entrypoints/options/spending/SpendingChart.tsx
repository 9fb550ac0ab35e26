/**
 * The last 30 days per plan: a stacked bar per day as inline SVG (no library), hidden from screen readers, with the
 * same figures as a table for them. Thirty days at most, whatever the ledger holds.
 */
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { t } from '@/utils/ui-safe/i18n';
import { formatUsd, PLAN_IDS, PLAN_NAMES, type PlanId } from '@/utils/ui-safe/spending';

const COLOURS: Partial<Record<PlanId, string>> = { answers: 'var(--scout-link)', suggest: 'var(--scout-muted)' };
const WIDTH = 300;
const HEIGHT = 60;

export function SpendingChart({ days }: { days: NonNullable<SpendingSummary['days']> }) {
  const totals = days.map((d) => Object.values(d.micros).reduce((a, b) => a + (b ?? 0), 0));
  const max = Math.max(1, ...totals);
  const bar = WIDTH / Math.max(days.length, 1);
  const plans = PLAN_IDS.filter((plan) => days.some((d) => (d.micros[plan] ?? 0) > 0));
  return (
    <figure class="options-chart">
      <figcaption>{t('options_spendingChart')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} aria-hidden="true" focusable="false">
        {days.map((d, i) => {
          let y = HEIGHT;
          return plans.map((plan) => {
            const h = ((d.micros[plan] ?? 0) / max) * HEIGHT;
            y -= h;
            return h > 0 ? (
              <rect
                key={`${d.day}-${plan}`}
                x={i * bar + 1}
                y={y}
                width={Math.max(bar - 2, 1)}
                height={h}
                fill={COLOURS[plan] ?? 'var(--scout-fg)'}
              />
            ) : null;
          });
        })}
      </svg>
      <table class="scout-visually-hidden">
        <caption>{t('options_spendingChart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('options_spendingDay')}</th>
            {plans.map((plan) => (
              <th scope="col" key={plan}>
                {PLAN_NAMES[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days
            .filter((_, i) => totals[i]! > 0)
            .map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                {plans.map((plan) => (
                  <td key={plan}>{formatUsd(d.micros[plan] ?? 0)}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
