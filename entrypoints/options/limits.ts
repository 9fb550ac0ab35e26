/** Plan capabilities, rate and quota as sentences for the options page. Pure: the page passes in what it knows. */
import { t } from '@/utils/ui-safe/i18n';
import { formatDateTime, formatNumber } from '@/components/common/format';
import type { RateView } from '@/utils/contract/reply-schemas';

/** Yes, no, or not known (a capability Scout has not seen an answer about yet). */
export function capabilityText(value: boolean | undefined): string {
  if (value === undefined) return t('options_unknown');
  return t(value ? 'options_yes' : 'options_no');
}

/** The per-second request limit ("20"), or undefined when the last answer carried none. */
export function perSecondText(rate: RateView | undefined): string | undefined {
  const limit = rate?.perSecond?.limit;
  return limit === undefined ? undefined : formatNumber(limit, 0);
}

/** "N of M searches left this month, resets on <date>", "No monthly cap", or undefined when unknown. */
export function monthlyText(rate: RateView | undefined): string | undefined {
  const monthly = rate?.monthly;
  if (!monthly) return undefined;
  if (monthly.uncapped || monthly.limit === 0) return t('options_monthlyUncapped');
  const remaining = formatNumber(Math.max(0, Math.min(monthly.remaining, monthly.limit)), 0);
  const limit = formatNumber(monthly.limit, 0);
  const date = monthly.resetsAt > 0 ? formatDateTime(monthly.resetsAt) : undefined;
  return date === undefined
    ? t('options_monthlyLeftNoDate', [remaining, limit])
    : t('options_monthlyLeft', [remaining, limit, date]);
}

/** When the figures were read, or undefined. */
export function observedText(rate: RateView | undefined): string | undefined {
  const when = rate ? formatDateTime(rate.observedAt) : undefined;
  return when === undefined ? undefined : t('options_limitsAsOf', when);
}
