/** The weekday and time of day at an instant in a given IANA time zone, via Intl (no DOM, no date library). */
import type { DayKey } from '../../contract/view-schemas';

export const WEEK: readonly DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * Building a DateTimeFormat costs far more than using one (a place's hours ask twice, 45 places 90 times): one per
 * zone is kept, a few zones at most.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const KEPT_ZONES = 16;

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    if (formats.size >= KEPT_ZONES) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** Weekday and minutes after midnight at `now` in `timeZone`; undefined for an unknown zone. */
export function localTime(now: Date, timeZone: string): { day: DayKey; minutes: number } | undefined {
  try {
    const parts = formatFor(timeZone).formatToParts(now);
    const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
    const day = part('weekday').slice(0, 3).toLowerCase() as DayKey;
    const minutes = (Number(part('hour')) % 24) * 60 + Number(part('minute'));
    return WEEK.includes(day) && Number.isFinite(minutes) ? { day, minutes } : undefined;
  } catch {
    return undefined; // RangeError: not an IANA zone Intl knows
  }
}
