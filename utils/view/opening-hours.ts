/**
 * Opening hours (docs/api-reference.md §2.4: `opening_hours.days` is a list of days, each a list of
 * `{abbr_name, full_name, opens, closes}`; a day may have two ranges; closed days are absent or empty).
 *
 * Days are identified by their names, never by position, since the API does not say where the week starts.
 * A range whose closing time is not after its opening time runs past midnight (18:00–02:00), and equal
 * times mean around the clock. "Now" is read in the place's own IANA time zone via Intl, with `now`
 * injected so tests (and callers) control the clock.
 */
import type { DayHours, DayKey } from './types';
import { isRecord } from './guards';
import { localTime, WEEK } from './local-time';

export interface OpeningHoursInput {
  current_day?: unknown;
  days?: unknown;
}

const MAX_RANGES = 50;

interface Range {
  day: DayKey;
  opens: number;
  closes: number;
}

function dayKeyOf(entry: Record<string, unknown>): DayKey | undefined {
  for (const name of [entry.abbr_name, entry.full_name]) {
    const key = typeof name === 'string' ? name.trim().slice(0, 3).toLowerCase() : '';
    if ((WEEK as readonly string[]).includes(key)) return key as DayKey;
  }
  return undefined;
}

/** "7:00", "07:00" or "07:00:00" → minutes after midnight (24:00 → 1440). */
function minutesOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value) : null;
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : undefined;
}

function rangeOf(entry: unknown, fallbackDay?: DayKey): Range | undefined {
  if (!isRecord(entry)) return undefined;
  const day = dayKeyOf(entry) ?? fallbackDay;
  const opens = minutesOf(entry.opens);
  const closes = minutesOf(entry.closes);
  return day !== undefined && opens !== undefined && closes !== undefined ? { day, opens, closes } : undefined;
}

/** Every range in `days` (a list of day lists; a flat list of ranges is tolerated too). */
function rangesOf(days: unknown, fallbackDay?: DayKey): Range[] {
  if (!Array.isArray(days)) return [];
  const flat = days.flatMap((day: unknown) => (Array.isArray(day) ? day : [day])).slice(0, MAX_RANGES);
  return flat.map((entry) => rangeOf(entry, fallbackDay)).filter((range): range is Range => range !== undefined);
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The week, Monday first, with closed days as empty lists; undefined when the API sent no usable hours. */
export function weekHours(input: OpeningHoursInput | null | undefined): DayHours[] | undefined {
  const ranges = rangesOf(input?.days);
  if (ranges.length === 0) return undefined;
  return WEEK.map((day) => {
    const texts = ranges
      .filter((range) => range.day === day)
      .sort((a, b) => a.opens - b.opens)
      .map((range) => `${hhmm(range.opens)}\u2013${hhmm(range.closes)}`);
    return { day, ranges: [...new Set(texts)] };
  });
}

function isOpenIn(range: Range, today: DayKey, minutes: number): boolean {
  const yesterday = WEEK[(WEEK.indexOf(today) + 6) % 7];
  if (range.opens === range.closes) return range.day === today;
  if (range.opens < range.closes) return range.day === today && minutes >= range.opens && minutes < range.closes;
  return (range.day === today && minutes >= range.opens) || (range.day === yesterday && minutes < range.closes);
}

/**
 * Whether the place is open at `now`: true/false, or undefined when there are no hours or no usable time
 * zone (better to say nothing than to guess with the browser's zone).
 */
export function isOpenAt(
  input: OpeningHoursInput | null | undefined,
  timeZone: unknown,
  now: Date,
): boolean | undefined {
  if (typeof timeZone !== 'string' || timeZone === '') return undefined;
  const local = localTime(now, timeZone);
  if (!local) return undefined;
  // Without the week, `current_day` still answers for today (entries without a name are taken as today's).
  const ranges = rangesOf(input?.days);
  const usable = ranges.length > 0 ? ranges : rangesOf(input?.current_day, local.day);
  if (usable.length === 0) return undefined;
  return usable.some((range) => isOpenIn(range, local.day, local.minutes));
}
