/**
 * "Time": any time, a past period, or "Custom range…", which shows two dates. Picking the custom range searches
 * nothing yet; the search runs again once both dates make a valid range.
 */
import { useState } from 'preact/hooks';
import { freshnessRange, rangeDays, type Freshness, type FreshnessPeriod } from '@/utils/ui-safe/query/freshness';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { DateRange } from './DateRange';
import { FilterSelect } from './FilterSelect';

const CUSTOM = 'custom';
type TimeChoice = FreshnessPeriod | '' | typeof CUSTOM;

const LABELS: Record<TimeChoice, MessageKey> = {
  '': 'popup_freshnessAny',
  pd: 'popup_freshnessDay',
  pw: 'popup_freshnessWeek',
  pm: 'popup_freshnessMonth',
  py: 'popup_freshnessYear',
  custom: 'popup_freshnessRange',
};

export interface TimeFilterProps {
  value: Freshness | undefined;
  onPick: (value: Freshness | undefined) => void;
}

export function TimeFilter({ value, onPick }: TimeFilterProps) {
  const [custom, setCustom] = useState(false);
  const days = rangeDays(value);
  const choice: TimeChoice = days || custom ? CUSTOM : ((value ?? '') as FreshnessPeriod | '');
  const choices = (Object.keys(LABELS) as TimeChoice[]).map((each) => ({ value: each, label: t(LABELS[each]) }));
  const pick = (next: TimeChoice) => {
    setCustom(next === CUSTOM);
    if (next !== CUSTOM) onPick(next || undefined);
  };
  return (
    <>
      <FilterSelect label={t('popup_filterFreshness')} value={choice} choices={choices} onPick={pick} />
      {choice === CUSTOM && (
        <DateRange
          days={days}
          onRange={(from, to) => value !== freshnessRange(from, to) && onPick(freshnessRange(from, to))}
        />
      )}
    </>
  );
}
