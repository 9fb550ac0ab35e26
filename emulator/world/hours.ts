/**
 * Weekly opening-hour patterns. A missing day is closed; two ranges on one day is a split day (lunch break). How they
 * go out on the wire (today in `current_day`, the rest in `days`) is A13, in local/opening-hours.ts.
 */
export type DayName = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
export type TimeRange = readonly [opens: string, closes: string];
export type WeekHours = Readonly<Partial<Record<DayName, readonly TimeRange[]>>>;

const weekdays = (ranges: readonly TimeRange[]) =>
  ({ Mon: ranges, Tue: ranges, Wed: ranges, Thu: ranges, Fri: ranges }) as const;
const everyDay = (ranges: readonly TimeRange[]) => ({ ...weekdays(ranges), Sat: ranges, Sun: ranges });

export const HOURS = {
  /** Saturday is split, Sunday closed. */
  cafe: {
    ...weekdays([['07:30', '18:00']]),
    Sat: [
      ['08:00', '13:00'],
      ['14:00', '18:00'],
    ],
  },
  cafeDaily: everyDay([['08:00', '19:00']]),
  /** Lunch and dinner services, closed on Monday. */
  restaurant: {
    Tue: [
      ['12:00', '15:00'],
      ['19:00', '23:00'],
    ],
    Wed: [
      ['12:00', '15:00'],
      ['19:00', '23:00'],
    ],
    Thu: [
      ['12:00', '15:00'],
      ['19:00', '23:00'],
    ],
    Fri: [
      ['12:00', '15:00'],
      ['19:00', '23:30'],
    ],
    Sat: [
      ['12:00', '15:30'],
      ['19:00', '23:30'],
    ],
    Sun: [['12:00', '16:00']],
  },
  noodles: {
    ...weekdays([
      ['11:00', '15:00'],
      ['17:30', '22:30'],
    ]),
    Sat: [['11:00', '22:30']],
    Sun: [['11:00', '21:00']],
  },
  /** Closed Monday, late on Thursday. */
  museum: {
    Tue: [['10:00', '18:00']],
    Wed: [['10:00', '18:00']],
    Thu: [['10:00', '21:00']],
    Fri: [['10:00', '18:00']],
    Sat: [['10:00', '18:00']],
    Sun: [['10:00', '18:00']],
  },
  /** Closes after midnight (closes < opens); closed Sunday. */
  bar: { ...weekdays([['17:00', '01:00']]), Fri: [['17:00', '03:00']], Sat: [['17:00', '03:00']] },
  bakery: { ...weekdays([['07:00', '14:00']]), Sat: [['07:00', '14:00']], Sun: [['08:00', '12:00']] },
  park: everyDay([['06:00', '22:00']]),
  /** Closed Sunday. */
  bookstore: { ...weekdays([['10:00', '20:00']]), Sat: [['10:00', '20:00']] },
} as const satisfies Record<string, WeekHours>;

export type HoursPattern = keyof typeof HOURS;
