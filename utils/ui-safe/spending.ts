/**
 * What both sides say of money (utils/worker/services/spending/): the plans a request can be billed to, the surfaces
 * that ask, and how an amount is written. Amounts are integer micro-dollars (1 US$ = 1,000,000): sums of floats drift.
 */
import { keptFormat } from './intl-format';

/** Every plan Scout can spend from: the 2026 plans it holds a key for, Spellcheck, and the legacy search plans. */
export const PLAN_IDS = [
  'search',
  'answers',
  'suggest',
  'spellcheck',
  'free',
  'base',
  'pro',
  'baseAi',
  'proAi',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plan names as the API's dashboard writes them (proper names: not translated). */
export const PLAN_NAMES: Record<PlanId, string> = {
  search: 'Search',
  answers: 'Answers',
  suggest: 'Autosuggest',
  spellcheck: 'Spellcheck',
  free: 'Free',
  base: 'Base',
  pro: 'Pro',
  baseAi: 'Base AI',
  proAi: 'Pro AI',
};

/** The plans a search key can be on: the 2026 Search plan, or a legacy one (its price differs). */
export const SEARCH_PLANS = ['search', 'free', 'base', 'pro', 'baseAi', 'proAi'] as const satisfies readonly PlanId[];

/** Each plan carries a $5 monthly credit (docs/api-reference.md §9). */
export const MONTHLY_CREDIT_MICROS = 5_000_000;

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/** Who asked: derived from the browser-stamped sender or the worker's own caller, never from a message field. */
export const SURFACES = ['popup', 'results', 'sidePanel', 'addressBar', 'inPage', 'options', 'worker'] as const;
export type Surface = (typeof SURFACES)[number];

/** The last requests a summary with details carries for the options page to draw; the CSV asks for every one. */
export const RECENT_SHOWN = 50;
/** A summary's details: the last 30 days, and the last requests: the ones drawn, or all the ledger keeps. */
export const SUMMARY_DETAILS = ['shown', 'all'] as const;
export type SummaryDetails = (typeof SUMMARY_DETAILS)[number];

const MICROS_PER_USD = 1_000_000;

/**
 * "$0.015" under a dollar (to the tenth of a cent), "$1.23" from a dollar on (cents), rounded half up. Integer
 * arithmetic only.
 */
export function formatUsd(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const value = Math.abs(Math.round(micros));
  if (value < MICROS_PER_USD) {
    const mills = Math.round(value / 1_000);
    return `${sign}$0.${String(mills).padStart(3, '0')}`;
  }
  const cents = Math.round(value / 10_000);
  return `${sign}$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * An amount typed by the user in US$ ("0.02", "5", "1,5" is refused): micro-dollars, `null` for empty (no limit or
 * no override), `undefined` for junk (the caller says so; never NaN).
 */
export function parseUsd(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{0,6}))?$/.exec(trimmed);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return whole * MICROS_PER_USD + fraction;
}

/** "November 2026" (in the UI's language) for a month key "2026-11"; the key itself if it is not one. */
export function monthLabel(month: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return keptFormat(
    'month',
    locale,
    (language) => new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
}

/** The share of a limit at which the UIs say it is nearly reached. */
export const NEAR_LIMIT = 0.8;
