/** What the saved location sends, said concretely (the values as they go out), for the options page. */
import { formatDateTime, formatNumber } from '@/components/common/format';
import { t } from '@/utils/ui-safe/i18n';
import { locationHints, type LocationSetting } from '@/utils/ui-safe/settings/location';

/** The sentences, in order: what goes out with each search, then (for a position) when it was taken. */
export function whatIsSent(location: LocationSetting): string[] {
  const hints = locationHints({ location });
  if (location.mode === 'browser') {
    const taken = formatDateTime(location.takenAt);
    return [
      t('options_locationSendsPosition', [formatNumber(location.lat, 2), formatNumber(location.long, 2)]),
      ...(taken ? [t('options_locationTaken', taken)] : []),
    ];
  }
  if (!hints) return [t('options_locationSendsNothing')];
  const parts = [
    hints.city && t('options_locationPartCity', hints.city),
    hints.state && t('options_locationPartRegionCode', hints.state),
    hints.stateName && t('options_locationPartRegion', hints.stateName),
    hints.country && t('options_locationPartCountry', hints.country),
    hints.postalCode && t('options_locationPartPostalCode', hints.postalCode),
  ].filter((part): part is string => Boolean(part));
  return [t('options_locationSendsCity', parts.join(', '))];
}
