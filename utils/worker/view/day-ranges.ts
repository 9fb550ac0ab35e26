/**
 * DayOpeningHours entries (`{abbr_name, full_name, opens, closes}`, docs/api-reference.md §2.4–2.5) → time ranges
 * keyed by day. Tolerant: odd entries are dropped, names are matched by their first three letters in any case.
 */
import type { DayKey } from '../../contract/view-schemas';
import { isRecord } from '../../ui-safe/is-record';
import { WEEK } from './local-time';

/** One opening range; minutes after midnight, `closes <= opens` runs past midnight. */
export interface Range {
  day: DayKey;
  opens: number;
  closes: number;
}

const MAX_RANGES = 50;

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

/**
 * Every usable range in a list of day lists (or a flat list of ranges; the official MCP server also meets single
 * entries in `days`). Entries without a day name take `fallbackDay`, or are dropped without one.
 */
export function rangesOf(days: unknown, fallbackDay?: DayKey): Range[] {
  if (!Array.isArray(days)) return [];
  const flat = days.flatMap((day: unknown) => (Array.isArray(day) ? day : [day])).slice(0, MAX_RANGES);
  return flat.map((entry) => rangeOf(entry, fallbackDay)).filter((range): range is Range => range !== undefined);
}

/** Minutes after midnight → "HH:MM". */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
