import { HOURS, type DayName, type HoursPattern } from '../world/hours';
import { OPENING_DAYS_ORDER } from '../assumptions';

const FULL_NAMES: Readonly<Record<DayName, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

export interface DayOpeningHours {
  abbr_name: DayName;
  full_name: string;
  opens: string;
  closes: string;
}

function rangesOf(pattern: HoursPattern, day: DayName): DayOpeningHours[] {
  const week: Partial<Record<DayName, ReadonlyArray<readonly [string, string]>>> = HOURS[pattern];
  return (week[day] ?? []).map(([opens, closes]) => ({ abbr_name: day, full_name: FULL_NAMES[day], opens, closes }));
}

/**
 * One formatter per zone (the world's places use a handful): building one took about two thirds of a 20-place
 * /local/pois answer's time, using one costs little, and the emulator answers one request after another.
 */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday in the place's own time zone, so "today" flips at the place's midnight, not the server's. */
function weekdayIn(timeZone: string, nowMs: number): DayName {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format.format(new Date(nowMs)) as DayName;
}

/**
 * `opening_hours` as a real `/local/pois` answer has it (A13): today's ranges in `current_day`, left out on a day the
 * place is closed; the other days it opens in `days`, in calendar order from Monday, without today.
 */
export function openingHours(pattern: HoursPattern, timeZone: string, nowMs: number) {
  const today = weekdayIn(timeZone, nowMs);
  const current = rangesOf(pattern, today);
  return {
    ...(current.length > 0 && { current_day: current }),
    days: OPENING_DAYS_ORDER.filter((day) => day !== today)
      .map((day) => rangesOf(pattern, day))
      .filter((ranges) => ranges.length > 0),
  };
}

/** "Mon–Fri 07:30–18:00"-style lines for the Markdown description. */
export function hoursSummary(pattern: HoursPattern): string[] {
  return OPENING_DAYS_ORDER.map((day) => {
    const ranges = rangesOf(pattern, day);
    const text = ranges.length === 0 ? 'closed' : ranges.map((range) => `${range.opens}–${range.closes}`).join(' and ');
    return `${FULL_NAMES[day]}: ${text}`;
  });
}
