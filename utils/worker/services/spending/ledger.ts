/**
 * The ledger: every request that can cost money, kept in `storage.local` (LOCAL.spending), bounded: per-day totals
 * per plan for 13 months and the last 300 requests in detail. Amounts are integer micro-dollars.
 *
 * Written after the reply left: `record` changes the copy in memory at once (so the next limit check counts it) and
 * writes the whole ledger a quarter of a second later (store.ts `WRITE_AFTER_MS`). A worker stopped between the reply
 * and that write loses at most the entries not yet written (an MV3 worker is stopped only after 30 s idle, and a write in flight is not idle, so in
 * practice it is the browser quitting in that instant). A write the browser refuses (quota) loses only those entries
 * on disk: the search has been answered, a console warning says so.
 */
import { isPlanId, SURFACES, type PlanId, type Surface } from '@/utils/ui-safe/spending';
import { isDayKey, monthOf, monthsBefore } from './month';
import type { PriceBasis } from './prices';

/** @internal Requests kept in detail (PRIVACY.md and the store listings quote it: tests/unit/privacy.test.ts). */
export const MAX_RECENT = 300;
/** @internal Months kept, this one included. */
export const MONTHS_KEPT = 13;
export const MAX_QUERY_IN_LEDGER = 200;

/**
 * What happened to a request: only `billed` costs money ("only successful requests are billed"); `free` was answered
 * by an endpoint Scout counts as unbilled (places: prices.ts `UNBILLED_ENDPOINTS`).
 */
export type Outcome = 'billed' | 'free' | 'cache' | 'failed' | 'refused';

export interface LedgerEntry {
  at: number;
  day: string;
  plan: PlanId;
  endpoint: string;
  surface: Surface;
  outcome: Outcome;
  micros: number;
  basis: PriceBasis;
  /** The query, only while the search history is on. */
  q?: string;
}

/** Per plan: [micro-dollars billed, requests billed, answered from cache]. */
export type DayTotals = Partial<Record<PlanId, [number, number, number]>>;

export interface Ledger {
  days: Record<string, DayTotals>;
  recent: LedgerEntry[];
}

export const emptyLedger = (): Ledger => ({ days: {}, recent: [] });

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const OUTCOMES: readonly string[] = ['billed', 'free', 'cache', 'failed', 'refused'];
const BASES: readonly string[] = ['table', 'user', 'usage'];

function isEntry(value: unknown): value is LedgerEntry {
  const e = value as Partial<LedgerEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    count(e.at) &&
    typeof e.day === 'string' &&
    isDayKey(e.day) &&
    isPlanId(e.plan) &&
    typeof e.endpoint === 'string' &&
    e.endpoint.length <= 64 &&
    (SURFACES as readonly string[]).includes(e.surface as string) &&
    OUTCOMES.includes(e.outcome as string) &&
    count(e.micros) &&
    BASES.includes(e.basis as string) &&
    (e.q === undefined || (typeof e.q === 'string' && e.q.length <= MAX_QUERY_IN_LEDGER))
  );
}

/** A stored ledger read defensively: damaged days, totals and entries are dropped, never trusted. */
export function repairLedger(stored: unknown): Ledger {
  const ledger = emptyLedger();
  if (typeof stored !== 'object' || stored === null) return ledger;
  const { days, recent } = stored as { days?: unknown; recent?: unknown };
  if (typeof days === 'object' && days !== null)
    for (const [day, totals] of Object.entries(days)) {
      if (!isDayKey(day) || typeof totals !== 'object' || totals === null) continue;
      const kept: DayTotals = {};
      for (const [plan, row] of Object.entries(totals as Record<string, unknown>))
        if (isPlanId(plan) && Array.isArray(row) && row.length === 3 && row.every(count))
          kept[plan] = [row[0], row[1], row[2]] as [number, number, number];
      ledger.days[day] = kept;
    }
  if (Array.isArray(recent)) ledger.recent = recent.filter(isEntry).slice(0, MAX_RECENT);
  return ledger;
}

/**
 * Adds an entry (newest first) and, when it opens a new day, drops what is older than 13 months before that day (only
 * a new day can push a month out: the other entries leave the 400 days alone). Mutates `ledger`.
 */
export function addEntry(ledger: Ledger, entry: LedgerEntry): void {
  const newDay = !(entry.day in ledger.days);
  const totals = (ledger.days[entry.day] ??= {});
  const row = (totals[entry.plan] ??= [0, 0, 0]);
  if (entry.outcome === 'billed') {
    row[0] += entry.micros;
    row[1] += 1;
  } else if (entry.outcome === 'cache') row[2] += 1;
  ledger.recent.unshift(entry);
  if (ledger.recent.length > MAX_RECENT) ledger.recent.length = MAX_RECENT;
  if (!newDay) return;
  const oldest = monthsBefore(monthOf(entry.day), MONTHS_KEPT - 1);
  for (const day of Object.keys(ledger.days)) if (monthOf(day) < oldest) delete ledger.days[day];
}

/** Micro-dollars billed in `month` ("2026-11"), per plan and in all. */
export function monthTotals(ledger: Ledger, month: string): { byPlan: DayTotals; total: number } {
  const byPlan: DayTotals = {};
  let total = 0;
  for (const [day, totals] of Object.entries(ledger.days)) {
    if (monthOf(day) !== month) continue;
    for (const [plan, row] of Object.entries(totals) as [PlanId, [number, number, number]][]) {
      const sum = (byPlan[plan] ??= [0, 0, 0]);
      sum[0] += row[0];
      sum[1] += row[1];
      sum[2] += row[2];
      total += row[0];
    }
  }
  return { byPlan, total };
}
