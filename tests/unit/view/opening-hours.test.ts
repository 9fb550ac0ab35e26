import { describe, expect, it } from 'vitest';
import { isOpenAt, weekHours } from '@/utils/view/opening-hours';

const range = (abbr: string, opens: string, closes: string) => ({
  abbr_name: abbr,
  full_name: `${abbr}day`,
  opens,
  closes,
});

/** Mon split (lunch break), Tue–Thu normal, Fri late into Saturday, Sat short, Sunday closed (absent). */
const WEEK = {
  days: [
    [range('Mon', '07:00', '12:00'), range('Mon', '14:00', '21:00')],
    [range('Tue', '07:00', '21:00')],
    [range('Wed', '07:00', '21:00')],
    [range('Thu', '07:00', '21:00')],
    [range('Fri', '18:00', '02:00')],
    [range('Sat', '10:00', '14:00')],
  ],
};

// 2025-01-06 is a Monday; Berlin is UTC+1 in January.
const berlin = (iso: string) => new Date(`${iso}+01:00`);

describe('isOpenAt', () => {
  it.each([
    ['Monday morning', '2025-01-06T10:00:00', true],
    ['at opening time', '2025-01-06T07:00:00', true],
    ['just before opening', '2025-01-06T06:59:00', false],
    ['lunch break of a split day', '2025-01-06T13:00:00', false],
    ['at the closing time of the first range', '2025-01-06T12:00:00', false],
    ['afternoon range of the split day', '2025-01-06T14:30:00', true],
    ['Monday evening after closing', '2025-01-06T21:30:00', false],
    ['Friday night before midnight', '2025-01-10T23:59:00', true],
    ["Saturday after midnight, still Friday's range", '2025-01-11T01:30:00', true],
    ["Saturday at Friday's closing time", '2025-01-11T02:00:00', false],
    ['Friday afternoon before the late opening', '2025-01-10T17:00:00', false],
    ['Saturday midday', '2025-01-11T12:00:00', true],
    ['Sunday, a closed day', '2025-01-12T12:00:00', false],
  ])('%s → %s', (_label, local, expected) => {
    expect(isOpenAt(WEEK, 'Europe/Berlin', berlin(local))).toBe(expected);
  });

  it('reads "now" in the place\'s time zone, not the runner\'s', () => {
    const hours = { days: [[range('Mon', '09:00', '17:00')], [range('Tue', '09:00', '17:00')]] };
    const instant = new Date('2025-01-06T15:00:00Z'); // 10:00 Mon in New York, 00:00 Tue in Tokyo
    expect(isOpenAt(hours, 'America/New_York', instant)).toBe(true);
    expect(isOpenAt(hours, 'Asia/Tokyo', instant)).toBe(false);
  });

  it('wraps from Sunday night into Monday', () => {
    const hours = { days: [[range('Sun', '22:00', '03:00')]] };
    expect(isOpenAt(hours, 'Europe/Berlin', berlin('2025-01-06T02:00:00'))).toBe(true);
    expect(isOpenAt(hours, 'Europe/Berlin', berlin('2025-01-06T04:00:00'))).toBe(false);
  });

  it('treats equal opening and closing times as around the clock, and 24:00 as midnight', () => {
    expect(isOpenAt({ days: [[range('Mon', '00:00', '00:00')]] }, 'Europe/Berlin', berlin('2025-01-06T03:00:00'))).toBe(
      true,
    );
    expect(isOpenAt({ days: [[range('Mon', '08:00', '24:00')]] }, 'Europe/Berlin', berlin('2025-01-06T23:59:00'))).toBe(
      true,
    );
  });

  it('is undefined without a usable time zone or hours', () => {
    const now = berlin('2025-01-06T10:00:00');
    expect(isOpenAt(WEEK, undefined, now)).toBeUndefined();
    expect(isOpenAt(WEEK, '', now)).toBeUndefined();
    expect(isOpenAt(WEEK, 'Mars/Olympus_Mons', now)).toBeUndefined();
    expect(isOpenAt(WEEK, 42, now)).toBeUndefined();
    expect(isOpenAt(undefined, 'Europe/Berlin', now)).toBeUndefined();
    expect(isOpenAt({ days: [] }, 'Europe/Berlin', now)).toBeUndefined();
    expect(
      isOpenAt({ days: [[{ abbr_name: 'Mon', opens: 'noon', closes: 'late' }]] }, 'Europe/Berlin', now),
    ).toBeUndefined();
  });

  it('falls back to current_day when the week is missing', () => {
    const now = berlin('2025-01-06T10:00:00');
    expect(isOpenAt({ current_day: [range('Mon', '09:00', '11:00')] }, 'Europe/Berlin', now)).toBe(true);
    expect(isOpenAt({ current_day: [{ opens: '11:00', closes: '12:00' }] }, 'Europe/Berlin', now)).toBe(false);
  });
});

describe('weekHours', () => {
  it('lists the week Monday first with split days, overnight ranges and closed days', () => {
    expect(weekHours(WEEK)).toEqual([
      { day: 'mon', ranges: ['07:00–12:00', '14:00–21:00'] },
      { day: 'tue', ranges: ['07:00–21:00'] },
      { day: 'wed', ranges: ['07:00–21:00'] },
      { day: 'thu', ranges: ['07:00–21:00'] },
      { day: 'fri', ranges: ['18:00–02:00'] },
      { day: 'sat', ranges: ['10:00–14:00'] },
      { day: 'sun', ranges: [] },
    ]);
  });

  it('identifies days by name whatever the order, sorts ranges and drops duplicates', () => {
    const hours = weekHours({
      days: [
        [range('Sun', '10:00', '12:00')],
        [
          { full_name: 'Monday', opens: '14:00', closes: '18:00' },
          range('Mon', '8:00', '12:00'),
          range('Mon', '08:00', '12:00'),
        ],
      ],
    });
    expect(hours?.[0]).toEqual({ day: 'mon', ranges: ['08:00–12:00', '14:00–18:00'] });
    expect(hours?.[6]).toEqual({ day: 'sun', ranges: ['10:00–12:00'] });
  });

  it('is undefined when nothing usable is there', () => {
    expect(weekHours(undefined)).toBeUndefined();
    expect(weekHours({ days: 'Mon-Fri' })).toBeUndefined();
    expect(weekHours({ days: [[{ abbr_name: 'Xyz', opens: '07:00', closes: '08:00' }]] })).toBeUndefined();
  });
});
