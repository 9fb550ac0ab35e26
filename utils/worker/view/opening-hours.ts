/**
 * Opening hours as the real service sends them (docs/api-reference.md §2.5, a real `/local/pois` capture):
 * `current_day` holds today's ranges (two for a split day), `days` the other days the place opens (a list of day
 * lists; a flat list of ranges is tolerated too). `days` leaves out today and every closed day, and `current_day` is
 * absent (or empty) on a day the place is closed. An older shape that also lists today in `days` still works:
 * where both name a day, `current_day` wins, so nothing is counted twice.
 *
 * Days are identified by their names, never by position or case. A range whose closing time is not after its opening
 * time runs past midnight (18:00–02:00), and equal times mean around the clock. "Today" and "now" are read in the
 * place's own IANA time zone via Intl, with `now` injected so tests (and callers) control the clock.
 */
import type { DayHours, DayKey } from '../../contract/view-schemas';
import { localTime, WEEK } from './local-time';
import { hhmm, rangesOf, type Range } from './day-ranges';

export interface OpeningHoursInput {
  current_day?: unknown;
  days?: unknown;
}

interface Week {
  ranges: Range[];
  /** The day `current_day` was sent for, when it named one or the place's clock said which. */
  today?: DayKey;
}

/** One list of ranges: `current_day`'s for the day(s) it names (unnamed entries: `localDay`), `days` for the rest. */
function weekOf(input: OpeningHoursInput | null | undefined, localDay: DayKey | undefined): Week {
  const current = rangesOf(input?.current_day, localDay);
  const named = new Set(current.map((range) => range.day));
  const others = rangesOf(input?.days).filter((range) => !named.has(range.day));
  return { ranges: [...current, ...others], today: localDay ?? current[0]?.day };
}

function localOf(timeZone: unknown, now: Date): ReturnType<typeof localTime> {
  return typeof timeZone === 'string' && timeZone !== '' ? localTime(now, timeZone) : undefined;
}

/**
 * The week, Monday first, closed days as empty lists, today's row marked; only today's row when the API sent
 * `current_day` without `days` (the other days are then unknown, not closed). Undefined without usable hours.
 */
function rowsOf(input: OpeningHoursInput | null | undefined, { ranges, today }: Week): DayHours[] | undefined {
  if (ranges.length === 0) return undefined;
  const shown = Array.isArray(input?.days) ? WEEK : WEEK.filter((day) => ranges.some((range) => range.day === day));
  return shown.map((day) => {
    const texts = ranges
      .filter((range) => range.day === day)
      .sort((a, b) => a.opens - b.opens)
      .map((range) => `${hhmm(range.opens)}\u2013${hhmm(range.closes)}`);
    return { day, ranges: [...new Set(texts)], ...(day === today && { today: true }) };
  });
}

function isOpenIn(range: Range, today: DayKey, minutes: number): boolean {
  const yesterday = WEEK[(WEEK.indexOf(today) + 6) % 7];
  if (range.opens === range.closes) return range.day === today;
  if (range.opens < range.closes) return range.day === today && minutes >= range.opens && minutes < range.closes;
  return (range.day === today && minutes >= range.opens) || (range.day === yesterday && minutes < range.closes);
}

/**
 * A place's hours for its card: `hours`, its week (rowsOf), and `openNow`, whether it is open at `now`: true/false,
 * or undefined when there are no hours or no usable time zone (better to say nothing than to guess with the
 * browser's zone). The place's local time and week are worked out once for both (45 places: 90 of each before).
 */
export function openingOf(
  input: OpeningHoursInput | null | undefined,
  timeZone: unknown,
  now: Date,
): { hours?: DayHours[]; openNow?: boolean } {
  const local = localOf(timeZone, now);
  const week = weekOf(input, local?.day);
  const openNow =
    local && week.ranges.length > 0
      ? week.ranges.some((range) => isOpenIn(range, local.day, local.minutes))
      : undefined;
  return { hours: rowsOf(input, week), openNow };
}
