/** `freshness` = pd | pw | pm | py, or an inclusive date range YYYY-MM-DDtoYYYY-MM-DD (UTC days). */
export interface Freshness {
  /** Oldest allowed page time (ms). */
  fromMs: number;
  /** Newest allowed page time (ms). */
  toMs: number;
}

const DAY_MS = 86_400_000;
const RELATIVE_DAYS: Readonly<Record<string, number>> = { pd: 1, pw: 7, pm: 31, py: 365 };

function parseDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Reject 2024-02-31 and friends, which Date.UTC would roll over.
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? ms
    : undefined;
}

/** Returns the window, or undefined for an invalid value. */
export function parseFreshness(value: string, nowMs: number): Freshness | undefined {
  const days = RELATIVE_DAYS[value];
  if (days !== undefined) return { fromMs: nowMs - days * DAY_MS, toMs: nowMs };
  const range = /^(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (!range) return undefined;
  const from = parseDay(range[1] ?? '');
  const to = parseDay(range[2] ?? '');
  if (from === undefined || to === undefined || from > to) return undefined;
  return { fromMs: from, toMs: to + DAY_MS - 1 };
}
