import { describe, expect, it, vi } from 'vitest';
import { openingOf } from '@/utils/worker/view/opening-hours';

type Args = Parameters<typeof openingOf>;
const isOpenAt = (...args: Args) => openingOf(...args).openNow;
const weekHours = (...args: Args) => openingOf(...args).hours;

const FULL: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
const range = (abbr: string, opens: string, closes: string) => ({
  abbr_name: abbr,
  full_name: FULL[abbr]!,
  opens,
  closes,
});
const split = (abbr: string, lateClose = '21:00') => [range(abbr, '11:00', '15:00'), range(abbr, '17:00', lateClose)];

/**
 * The capture's shape (docs/api-reference.md §2.5): a San Francisco restaurant with lunch and dinner service, closed on
 * Mondays, asked on a Friday. `current_day` holds Friday's two ranges; `days` leaves out Friday (today) and Monday
 * (closed), in calendar order. (Only Friday's hours are from the capture; the other days' are made up alike.)
 */
const FRIDAY_ANSWER = {
  current_day: split('Fri', '21:30'),
  days: [split('Tue'), split('Wed'), split('Thu'), [range('Sat', '10:00', '22:00')], [range('Sun', '10:00', '21:00')]],
};
/** The same restaurant asked on Monday, its closed day: no `current_day`, Friday back in `days`. */
const MONDAY_ANSWER = {
  days: [
    split('Tue'),
    split('Wed'),
    split('Thu'),
    split('Fri', '21:30'),
    [range('Sat', '10:00', '22:00')],
    [range('Sun', '10:00', '21:00')],
  ],
};

const SF = 'America/Los_Angeles';
// 2025-01-10 is a Friday; San Francisco is UTC−8 in January.
const sf = (iso: string) => new Date(`${iso}-08:00`);

describe('isOpenAt with the real shape (today only in current_day)', () => {
  it.each([
    ['10:59, before the lunch service', '10:59', false],
    ['11:00, lunch opens', '11:00', true],
    ['15:00, lunch has just closed', '15:00', false],
    ['16:59, between the services', '16:59', false],
    ['21:29, the last minute of dinner', '21:29', true],
    ['21:30, dinner has closed', '21:30', false],
  ])('Friday %s → %s', (_label, time, expected) => {
    expect(isOpenAt(FRIDAY_ANSWER, SF, sf(`2025-01-10T${time}:00`))).toBe(expected);
  });

  it('is closed all day on its closed Monday, with current_day absent or empty', () => {
    for (const time of ['00:30', '11:30', '18:00', '23:59']) {
      const now = sf(`2025-01-13T${time}:00`);
      expect(isOpenAt(MONDAY_ANSWER, SF, now), time).toBe(false);
      expect(isOpenAt({ ...MONDAY_ANSWER, current_day: [] }, SF, now), time).toBe(false);
    }
  });

  it('runs a range past midnight into the next day, whether it came as current_day or in days', () => {
    const bar = [[range('Thu', '18:00', '01:00')], [range('Sat', '18:00', '03:00')]];
    const asked = { current_day: [range('Fri', '18:00', '02:00')], days: bar };
    expect(isOpenAt(asked, SF, sf('2025-01-10T17:59:00'))).toBe(false);
    expect(isOpenAt(asked, SF, sf('2025-01-10T23:30:00'))).toBe(true);
    // After midnight it is Saturday: Friday's range, sent as current_day before midnight, still counts…
    expect(isOpenAt(asked, SF, sf('2025-01-11T01:59:00'))).toBe(true);
    expect(isOpenAt(asked, SF, sf('2025-01-11T02:00:00'))).toBe(false);
    // …and so it does in an answer given on Saturday, where Friday is back in `days`.
    const onSaturday = {
      current_day: [range('Sat', '18:00', '03:00')],
      days: [...bar, [range('Fri', '18:00', '02:00')]],
    };
    expect(isOpenAt(onSaturday, SF, sf('2025-01-11T01:30:00'))).toBe(true);
    expect(isOpenAt(onSaturday, SF, sf('2025-01-11T12:00:00'))).toBe(false);
    // Thursday's range ends at 01:00 on Friday.
    expect(isOpenAt(asked, SF, sf('2025-01-10T00:30:00'))).toBe(true);
    expect(isOpenAt(asked, SF, sf('2025-01-10T01:00:00'))).toBe(false);
  });

  it('answers from current_day alone, named or not', () => {
    const now = sf('2025-01-10T12:00:00');
    expect(isOpenAt({ current_day: split('Fri', '21:30') }, SF, now)).toBe(true);
    expect(isOpenAt({ current_day: split('Fri', '21:30') }, SF, sf('2025-01-10T16:00:00'))).toBe(false);
    // Entries without a day name are today's, in the place's zone.
    expect(isOpenAt({ current_day: [{ opens: '11:00', closes: '15:00' }] }, SF, now)).toBe(true);
    expect(isOpenAt({ current_day: [{ opens: '13:00', closes: '15:00' }] }, SF, now)).toBe(false);
  });

  it('lets current_day win over a stale entry for today in days (the emulator’s old shape)', () => {
    const both = { current_day: split('Fri', '21:30'), days: [[range('Fri', '08:00', '10:00')], split('Sat')] };
    expect(isOpenAt(both, SF, sf('2025-01-10T09:00:00'))).toBe(false);
    expect(isOpenAt(both, SF, sf('2025-01-10T11:30:00'))).toBe(true);
  });

  it('reads "now" in the place\'s time zone, not the runner\'s', () => {
    const instant = new Date('2025-01-10T20:00:00Z'); // 12:00 Friday in San Francisco, 05:00 Saturday in Tokyo
    expect(isOpenAt(FRIDAY_ANSWER, SF, instant)).toBe(true);
    expect(isOpenAt(FRIDAY_ANSWER, 'Asia/Tokyo', instant)).toBe(false);
  });

  it('treats equal opening and closing times as around the clock, and 24:00 as midnight', () => {
    const friday = sf('2025-01-10T03:00:00');
    expect(isOpenAt({ current_day: [range('Fri', '00:00', '00:00')] }, SF, friday)).toBe(true);
    expect(isOpenAt({ current_day: [range('Fri', '08:00', '24:00')] }, SF, sf('2025-01-10T23:59:00'))).toBe(true);
  });

  it('is undefined without a usable time zone or hours', () => {
    const now = sf('2025-01-10T12:00:00');
    expect(isOpenAt(FRIDAY_ANSWER, undefined, now)).toBeUndefined();
    expect(isOpenAt(FRIDAY_ANSWER, '', now)).toBeUndefined();
    expect(isOpenAt(FRIDAY_ANSWER, 'Mars/Olympus_Mons', now)).toBeUndefined();
    expect(isOpenAt(FRIDAY_ANSWER, 42, now)).toBeUndefined();
    expect(isOpenAt(undefined, SF, now)).toBeUndefined();
    expect(isOpenAt({ days: [] }, SF, now)).toBeUndefined();
    expect(isOpenAt({ days: [[{ abbr_name: 'Fri', opens: 'noon', closes: 'late' }]] }, SF, now)).toBeUndefined();
  });
});

describe('weekHours', () => {
  it('puts current_day on today, days on the others, Monday (closed) as Closed, and marks today', () => {
    expect(weekHours(FRIDAY_ANSWER, SF, sf('2025-01-10T12:00:00'))).toEqual([
      { day: 'mon', ranges: [] },
      { day: 'tue', ranges: ['11:00–15:00', '17:00–21:00'] },
      { day: 'wed', ranges: ['11:00–15:00', '17:00–21:00'] },
      { day: 'thu', ranges: ['11:00–15:00', '17:00–21:00'] },
      { day: 'fri', ranges: ['11:00–15:00', '17:00–21:30'], today: true },
      { day: 'sat', ranges: ['10:00–22:00'] },
      { day: 'sun', ranges: ['10:00–21:00'] },
    ]);
  });

  it('marks a closed today as today, and shows it closed', () => {
    const week = weekHours(MONDAY_ANSWER, SF, sf('2025-01-13T12:00:00'));
    expect(week?.[0]).toEqual({ day: 'mon', ranges: [], today: true });
    expect(week?.[4]).toEqual({ day: 'fri', ranges: ['11:00–15:00', '17:00–21:30'] });
    expect(week?.filter((row) => row.today)).toHaveLength(1);
  });

  it('shows today once when both current_day and days name it, current_day winning', () => {
    const old = { current_day: split('Fri', '21:30'), days: [split('Fri', '21:30'), [range('Fri', '08:00', '10:00')]] };
    expect(weekHours(old, SF, sf('2025-01-10T12:00:00'))?.[4]).toEqual({
      day: 'fri',
      ranges: ['11:00–15:00', '17:00–21:30'],
      today: true,
    });
  });

  it('shows only today when only current_day was sent (the other days are unknown, not closed)', () => {
    expect(weekHours({ current_day: split('Fri', '21:30') }, SF, sf('2025-01-10T12:00:00'))).toEqual([
      { day: 'fri', ranges: ['11:00–15:00', '17:00–21:30'], today: true },
    ]);
  });

  it("takes today from current_day's name without a usable time zone, and from the place's clock with one", () => {
    expect(weekHours(FRIDAY_ANSWER, undefined, sf('2025-01-13T12:00:00'))?.find((row) => row.today)?.day).toBe('fri');
    // In Tokyo it is already Saturday.
    expect(
      weekHours(FRIDAY_ANSWER, 'Asia/Tokyo', new Date('2025-01-10T20:00:00Z'))?.find((row) => row.today)?.day,
    ).toBe('sat');
  });

  it('identifies days by name in any case and order, sorts ranges and drops duplicates', () => {
    const hours = weekHours(
      {
        days: [
          [range('Sun', '10:00', '12:00')],
          [
            { full_name: 'MONDAY', opens: '14:00', closes: '18:00' },
            { abbr_name: 'mon', opens: '8:00', closes: '12:00' },
            range('Mon', '08:00', '12:00'),
          ],
        ],
      },
      SF,
      sf('2025-01-10T12:00:00'),
    );
    expect(hours?.[0]).toEqual({ day: 'mon', ranges: ['08:00–12:00', '14:00–18:00'] });
    expect(hours?.[6]).toEqual({ day: 'sun', ranges: ['10:00–12:00'] });
  });

  it('is undefined when nothing usable is there', () => {
    const now = sf('2025-01-10T12:00:00');
    expect(weekHours(undefined, SF, now)).toBeUndefined();
    expect(weekHours({ days: 'Mon-Fri' }, SF, now)).toBeUndefined();
    expect(weekHours({ current_day: [], days: [] }, SF, now)).toBeUndefined();
    expect(weekHours({ days: [[{ abbr_name: 'Xyz', opens: '07:00', closes: '08:00' }]] }, SF, now)).toBeUndefined();
  });
});

describe('openingOf', () => {
  it("reads the place's clock once for both its hours and whether it is open now", () => {
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const opening = openingOf(FRIDAY_ANSWER, SF, sf('2025-01-10T12:00:00'));
    expect(opening.openNow).toBe(true);
    expect(opening.hours?.find((row) => row.today)?.day).toBe('fri');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
  });
});
