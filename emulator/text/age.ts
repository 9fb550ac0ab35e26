/** `page_age` is ISO without a zone (`2025-06-30T14:05:00`), `age` is a human string (§2.2). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function isoWithoutZone(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export function humanAge(pageMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.floor((nowMs - pageMs) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  if (days < 31) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  const date = new Date(pageMs);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `/llm/context` source ages (A51), as the docs' example: `["Wednesday, January 15, 2025", "2025-01-15",
 * "392 days ago"]`. */
export function llmSourceAge(pageMs: number, nowMs: number): string[] {
  const date = new Date(pageMs);
  const long = `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  const days = Math.floor((nowMs - pageMs) / 86_400_000);
  return [long, date.toISOString().slice(0, 10), `${days} day${days === 1 ? '' : 's'} ago`];
}
