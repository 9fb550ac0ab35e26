/** A place's week of opening hours as a description list: day → ranges, or "Closed". */
import type { DayHours, DayKey } from '@/utils/view/types';
import { t, type MessageKey } from '@/utils/i18n';
import { Heading, type Level } from './Heading';

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
        {hours.map(({ day, ranges }) => (
          <div key={day} class="scout-hours-row">
            <dt>{DAY_NAMES[day] ? t(DAY_NAMES[day]) : day}</dt>
            <dd>{ranges.length > 0 ? ranges.join(', ') : t('placeClosedDay')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
