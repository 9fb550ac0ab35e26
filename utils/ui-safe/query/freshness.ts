/**
 * The `freshness` filter (docs/api-reference.md §1.1): a past period, or a range of whole days `YYYY-MM-DDtoYYYY-MM-DD`.
 * The one check of it, for the background's message schema and the popup's form alike: plain code without zod,
 * so the popup's bundle stays small.
 */
import { FRESHNESS, type Freshness as FreshnessChoice } from '@/utils/ui-safe/settings/choices';

export type FreshnessPeriod = Exclude<FreshnessChoice, ''>;
type FreshnessRange = `${string}to${string}`;
export type Freshness = FreshnessPeriod | FreshnessRange;

/** The first day a range may start on: the Web before it is not worth a billed search. */
export const EARLIEST_DAY = '1990-01-01';

/** Why two days make no range: not a calendar day, before EARLIEST_DAY, after today (UTC), or the wrong way round. */
export type RangeProblem = 'badDate' | 'tooEarly' | 'future' | 'reversed';

const PERIODS: readonly string[] = FRESHNESS.filter((choice) => choice !== '');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RANGE = /^(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})$/;

/** Today as the API counts days (UTC), `YYYY-MM-DD`. */
export const utcToday = (now: number = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/** A day that exists: `2026-02-30` would roll over to March in Date, so it is read back and compared. */
function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with the range `from`–`to` (both `YYYY-MM-DD`, inclusive), or undefined when it can be searched. */
export function rangeProblem(from: string, to: string, now: number = Date.now()): RangeProblem | undefined {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'badDate';
  // Same-width ISO days compare correctly as text.
  if (from < EARLIEST_DAY || to < EARLIEST_DAY) return 'tooEarly';
  const today = utcToday(now);
  if (from > today || to > today) return 'future';
  return from > to ? 'reversed' : undefined;
}

export const freshnessRange = (from: string, to: string): FreshnessRange => `${from}to${to}`;

/** The two days of a range value; undefined for a period or anything else. */
export function rangeDays(value: string | undefined): { from: string; to: string } | undefined {
  const match = value === undefined ? null : RANGE.exec(value);
  return match ? { from: match[1]!, to: match[2]! } : undefined;
}

/** A value Scout may send as `freshness`: a period, or a range with no RangeProblem today. */
export function isFreshness(value: unknown, now: number = Date.now()): value is Freshness {
  if (typeof value !== 'string') return false;
  if (PERIODS.includes(value)) return true;
  const days = rangeDays(value);
  return days !== undefined && rangeProblem(days.from, days.to, now) === undefined;
}
