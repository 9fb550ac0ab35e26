/**
 * Parses Brave's X-RateLimit-* headers. Each header is a comma-separated list with one entry per window:
 * per-second first, then monthly (e.g. `X-RateLimit-Limit: 1, 15000`). A monthly limit of 0 means uncapped.
 * Everything is optional: missing or garbled values become null instead of failing the request.
 */

export interface HeaderSource {
  get(name: string): string | null;
}

interface PerSecondWindow {
  limit: number | null;
  remaining: number | null;
  resetMs: number | null;
  /** Window length from X-RateLimit-Policy (`limit;w=seconds`); 1000 when not stated. */
  windowMs: number;
}

interface MonthlyWindow {
  limit: number | null;
  remaining: number | null;
  resetMs: number | null;
  /** Limit 0 is Brave's "no monthly cap" (pay as you go); such a window is never exhausted. */
  uncapped: boolean;
}

export interface RateLimitInfo {
  perSecond: PerSecondWindow;
  monthly: MonthlyWindow;
  /** Epoch ms when the headers were read; `resetMs` values count from here. */
  observedAt: number;
}

const SHORT_WINDOW_MAX_S = 60;
const LONG_WINDOW_MIN_S = 86_400;

/** Returns null when the response carries no usable rate-limit header at all. */
export function parseRateLimitHeaders(headers: HeaderSource, observedAt: number): RateLimitInfo | null {
  const limits = parseList(headers.get('x-ratelimit-limit'));
  const remaining = parseList(headers.get('x-ratelimit-remaining'));
  const resets = parseList(headers.get('x-ratelimit-reset'));
  const policy = parsePolicy(headers.get('x-ratelimit-policy'));
  if (![limits, remaining, resets].some((list) => list.some((value) => value !== null))) return null;

  const { short, long } = pickWindows(policy, Math.max(limits.length, remaining.length, resets.length));
  const at = (list: (number | null)[], index: number | null) => (index === null ? null : (list[index] ?? null));
  const toMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000));

  const monthlyLimit = at(limits, long);
  return {
    perSecond: {
      limit: at(limits, short),
      remaining: at(remaining, short),
      resetMs: toMs(at(resets, short)),
      windowMs: short === null ? 1000 : (toMs(policy[short] ?? null) ?? 1000) || 1000,
    },
    monthly: {
      limit: monthlyLimit,
      remaining: at(remaining, long),
      resetMs: toMs(at(resets, long)),
      uncapped: monthlyLimit === 0,
    },
    observedAt,
  };
}

/** True when the monthly window is capped and used up. */
export function isMonthlyExhausted(info: RateLimitInfo | null | undefined): boolean {
  if (!info) return false;
  const { limit, remaining, uncapped } = info.monthly;
  return !uncapped && limit !== null && limit > 0 && remaining !== null && remaining <= 0;
}

/** When the monthly window resets (epoch ms), if known. */
export function monthlyResetsAt(info: RateLimitInfo | null | undefined): number | undefined {
  if (!info || info.monthly.resetMs === null) return undefined;
  return info.observedAt + info.monthly.resetMs;
}

/** `Retry-After` as delay in ms: delta-seconds or an HTTP date. Null when missing or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/[a-z]/i.test(text)) return null; // a bare negative or odd number is not a date either
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

function parseList(value: string | null): (number | null)[] {
  if (value === null || value.length > 200) return [];
  return value.split(',').map((part) => parseCount(part));
}

function parseCount(part: string): number | null {
  const text = part.trim();
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Window lengths in seconds, by position, from `limit;w=seconds` entries. */
function parsePolicy(value: string | null): (number | null)[] {
  if (value === null || value.length > 200) return [];
  return value.split(',').map((entry) => {
    const match = /(?:^|;)\s*w\s*=\s*(\d+(?:\.\d+)?)\s*(?:;|$)/i.exec(entry.trim());
    return match?.[1] !== undefined ? Number(match[1]) : null;
  });
}

/** The per-second and monthly positions: from the policy's window sizes when stated, else first and second. */
function pickWindows(policy: (number | null)[], count: number): { short: number | null; long: number | null } {
  const known = policy.some((seconds) => seconds !== null);
  if (!known) return { short: count > 0 ? 0 : null, long: count > 1 ? 1 : null };
  const short = policy.findIndex((seconds) => seconds !== null && seconds > 0 && seconds <= SHORT_WINDOW_MAX_S);
  const long = policy.findIndex((seconds) => seconds !== null && seconds >= LONG_WINDOW_MIN_S);
  return { short: short === -1 ? null : short, long: long === -1 ? null : long };
}
