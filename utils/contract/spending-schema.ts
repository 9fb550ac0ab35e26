/**
 * What the spending messages carry (utils/worker/services/spending/summary.ts): this month's amounts per plan, the
 * limits and prices, the last 30 days and the last requests. Amounts are integer micro-dollars. UIs import the types.
 */
import { z } from 'zod/mini';
import { PLAN_IDS, SEARCH_PLANS, SURFACES } from '@/utils/ui-safe/spending';
import { onFirstUse } from './on-first-use';

function buildSpendingSchemas() {
  const micros = z.int().check(z.gte(0));
  const plan = z.enum(PLAN_IDS);
  const basis = z.enum(['table', 'user', 'usage']);
  const planSummary = z.object({
    plan,
    micros,
    billed: micros,
    cached: micros,
    /** The price of one request this plan's amounts assume (an answer: its request fee) and whose it is. */
    price: z.object({ micros, basis, source: z.string() }),
    limit: z.optional(micros),
  });
  const entry = z.object({
    at: z.number(),
    plan,
    endpoint: z.string(),
    surface: z.enum(SURFACES),
    outcome: z.enum(['billed', 'free', 'cache', 'failed', 'refused']),
    micros,
    basis,
    q: z.optional(z.string()),
  });
  const summary = z.object({
    /** "2026-11" in the user's time zone; the UI labels it ("November 2026"). */
    month: z.string(),
    total: micros,
    totalLimit: z.optional(micros),
    plans: z.array(planSummary),
    /** The search key's plan (the 2026 Search plan or a legacy one). */
    searchPlan: plan,
    /**
     * Only with `details`: the last 30 days (oldest first), micro-dollars per plan, and the last requests (newest
     * first).
     */
    days: z.optional(z.array(z.object({ day: z.string(), micros: z.partialRecord(plan, micros) }))),
    recent: z.optional(z.array(entry)),
  });
  const amounts = z.partialRecord(plan, z.nullable(micros));
  const update = z.strictObject({
    /** Per plan: micro-dollars per month, null for none. */
    limits: amounts,
    total: z.nullable(micros),
    /** Per plan: the user's price per request in micro-dollars, null for the table's. */
    prices: amounts,
    searchPlan: z.enum(SEARCH_PLANS),
  });
  /**
   * What the billed buttons say before the click, and nothing else (no spend, no limit, no query): the in-page panel's
   * frame may ask it. An answer: its likely cost (≈) and the ceiling it reserves against the limits (prices.ts).
   */
  const prices = z.strictObject({ search: micros, answer: micros, answerCeiling: micros, followupCeiling: micros });
  return { summary, update, prices };
}

const schemas = onFirstUse(buildSpendingSchemas);
export const spendingSummarySchema = () => schemas().summary;
export const spendingUpdateSchema = () => schemas().update;
export const spendingPricesSchema = () => schemas().prices;

export type SpendingSummary = z.output<ReturnType<typeof spendingSummarySchema>>;
export type SpendingUpdate = z.input<ReturnType<typeof spendingUpdateSchema>>;
export type SpendingPrices = z.output<ReturnType<typeof spendingPricesSchema>>;
