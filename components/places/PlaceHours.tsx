/**
 * A place's week of opening hours as a description list: day → ranges, or "Closed". Today's row says so in words
 * (read by everyone, screen readers included) and carries `aria-current="date"`.
 */
import type { DayHours, DayKey } from '@/utils/contract/view-schemas';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { Heading, type Level } from '../common/Heading';

const DAY_NAMES: Record<DayKey, MessageKey> = {
  mon: 'dayMon',
  tue: 'dayTue',
  wed: 'dayWed',
  thu: 'dayThu',
  fri: 'dayFri',
  sat: 'daySat',
  sun: 'daySun',
};

export function PlaceHours({ hours, headingLevel }: { hours: readonly DayHours[]; headingLevel: Level }) {
  return (
    <section class="scout-place-hours">
      <Heading level={headingLevel}>{t('placeHoursHeading')}</Heading>
      <dl>
        {hours.map(({ day, ranges, today }) => (
          <div
            key={day}
            class={today ? 'scout-hours-row scout-hours-today' : 'scout-hours-row'}
            aria-current={today ? 'date' : undefined}
          >
            <dt>
              {DAY_NAMES[day] ? t(DAY_NAMES[day]) : day}
              {today && <span class="scout-hours-today-mark"> {t('placeHoursToday')}</span>}
            </dt>
            <dd>{ranges.length > 0 ? ranges.join(', ') : t('placeClosedDay')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
