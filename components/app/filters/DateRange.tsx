/** From and To of a custom time range, checked as they are entered (utils/ui-safe/query/freshness.ts, as the background does). */
import { useEffect, useState } from 'preact/hooks';
import { EARLIEST_DAY, rangeProblem, utcToday, type RangeProblem } from '@/utils/ui-safe/query/freshness';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';

const PROBLEMS: Record<RangeProblem, MessageKey> = {
  badDate: 'popup_rangeBadDate',
  tooEarly: 'popup_rangeTooEarly',
  future: 'popup_rangeFuture',
  reversed: 'popup_rangeReversed',
};
const PROBLEM_ID = 'app-range-problem';

export interface DateRangeProps {
  /** The range in use, if the search has one. */
  days: { from: string; to: string } | undefined;
  /** Called with a valid range only. */
  onRange: (from: string, to: string) => void;
}

export function DateRange({ days, onRange }: DateRangeProps) {
  const [from, setFrom] = useState(days?.from ?? '');
  const [to, setTo] = useState(days?.to ?? '');
  useEffect(() => {
    if (!days) return;
    setFrom(days.from);
    setTo(days.to);
  }, [days?.from, days?.to]);

  // An empty field is still being filled in (a date input is empty until its date is whole), not a mistake.
  const problem = from && to ? rangeProblem(from, to) : undefined;
  const change = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && rangeProblem(nextFrom, nextTo) === undefined) onRange(nextFrom, nextTo);
  };
  const today = utcToday();
  const field = (label: string, value: string, onValue: (value: string) => void) => (
    <label class="app-filter">
      <span>{label}</span>
      <input
        type="date"
        min={EARLIEST_DAY}
        max={today}
        value={value}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? PROBLEM_ID : undefined}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </label>
  );
  return (
    <div class="app-filter-range" role="group" aria-label={t('popup_freshnessRange')}>
      {field(t('popup_rangeFrom'), from, (value) => change(value, to))}
      {field(t('popup_rangeTo'), to, (value) => change(from, value))}
      {problem && (
        <p id={PROBLEM_ID} role="alert" class="app-filter-problem">
          {t(PROBLEMS[problem])}
        </p>
      )}
    </div>
  );
}
