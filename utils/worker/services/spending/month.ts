/**
 * Days and months in the user's time zone (the browser's): a request belongs to the calendar day, and so month, on
 * which it was made where the user is. Keys are text ("2026-11-28", "2026-11") so that a clock that jumps back or
 * forth files a request under the day it read, and a month's total is the sum of its days, never a running counter.
 * The UIs label a month ("November 2026") with utils/ui-safe/spending.ts `monthLabel`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-28": the local calendar day of `ms` (in `timeZone` if given, else the browser's). */
export function dayKey(ms: number, timeZone?: string): string {
  if (timeZone === undefined) {
    const date = new Date(ms);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(ms))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "2026-11": the month of a day key. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** A day key is well formed (a damaged store's keys are dropped, not trusted). */
export const isDayKey = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);

/** The numbers of a day or month key ("2026-11-28" → [2026, 11, 28]); missing parts read as 1. */
const numbers = (key: string): [number, number, number] => {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return [year, month, day];
};

/** The month key `count` months before `month` ("2026-01", 1 → "2025-12"). */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = numbers(month);
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The last `count` day keys up to and including `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const [year, month, day] = numbers(today);
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(year, month - 1, day - i));
    days.push(`${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);
  }
  return days;
}
