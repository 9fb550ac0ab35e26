/**
 * What a request costs, per plan: ONE table, with its source (docs/api-reference.md §9, prices as published in 2026:
 * the dashboard's plans page and a Q4-2026 public price index; the legacy plans from their 2025 plan pages). Amounts
 * in integer micro-dollars per request. The user's own price per plan (contracts differ) overrides the table; every
 * amount in the ledger names which price it used.
 */
import { isPlanId, type PlanId } from '@/utils/ui-safe/spending';
import { ANSWER_MAX_OUTPUT_TOKENS } from '@/utils/worker/api/answers/request';
import { RESEARCH_TOKENS_PER_QUERY } from '@/utils/worker/api/answers/research-request';
import { clampResearchLimits, type ResearchLimits } from '@/utils/ui-safe/settings/research';

export interface PlanPrice {
  /** Per request (Answers: per answer, before its tokens). */
  perRequest: number;
  /** Per input and per output token (Answers only). */
  perTokenIn?: number;
  perTokenOut?: number;
  source: string;
}

const S9 = 'docs/api-reference.md §9';
export const PRICES: Readonly<Record<PlanId, PlanPrice>> = {
  search: { perRequest: 5_000, source: `${S9}: $5 per 1,000 requests` },
  answers: {
    perRequest: 4_000,
    perTokenIn: 5,
    perTokenOut: 5,
    source: `${S9}: $4 per 1,000 answers + $5 per million input tokens + $5 per million output tokens`,
  },
  suggest: { perRequest: 500, source: `${S9}: $5 per 10,000 requests` },
  spellcheck: { perRequest: 500, source: `${S9}: $5 per 10,000 requests` },
  free: { perRequest: 0, source: `${S9}: legacy Free, $0 (2,000 per month)` },
  base: { perRequest: 3_000, source: `${S9}: legacy Base, $3 per 1,000` },
  pro: { perRequest: 5_000, source: `${S9}: legacy Pro, $5 per 1,000` },
  baseAi: { perRequest: 5_000, source: `${S9}: legacy Base AI, $5 per 1,000` },
  proAi: { perRequest: 9_000, source: `${S9}: legacy Pro AI, $9 per 1,000` },
};

/** Whose price an amount used: the table's, the user's own, or the API's own statement (an answer's `<usage>`). */
export type PriceBasis = 'table' | 'user' | 'usage';

/** The user's price per request, per plan, in micro-dollars (utils/worker/services/spending/settings.ts). */
export type PriceOverrides = Partial<Record<PlanId, number>>;

/** A user's price is a whole number of micro-dollars, 0 to $1,000 per request; anything else is junk. */
export const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000_000;

/** The price of one request on `plan`: the user's where they set a valid one, else the table's. */
export function priceOf(plan: PlanId, overrides: PriceOverrides = {}): { micros: number; basis: PriceBasis } {
  const own = isPlanId(plan) && Object.hasOwn(overrides, plan) ? overrides[plan] : undefined;
  if (isPrice(own)) return { micros: own, basis: 'user' };
  return { micros: PRICES[plan].perRequest, basis: 'table' };
}

/** An answer's cost from its request fee and tokens, rounded up to the micro-dollar (never under-counted). */
export function answerCost(tokensIn: number, tokensOut: number, overrides: PriceOverrides = {}): number {
  const { perTokenIn = 0, perTokenOut = 0 } = PRICES.answers;
  return priceOf('answers', overrides).micros + Math.ceil(tokensIn * perTokenIn + tokensOut * perTokenOut);
}

/** The most an answer to `question` can cost: its fee, the question as chars/4 tokens (rounded up), the output cap. */
export function answerBound(question: string, overrides: PriceOverrides = {}): number {
  return answerCost(Math.ceil(question.length / 4), ANSWER_MAX_OUTPUT_TOKENS, overrides);
}

/** A research's cost from its queries (each billed at the plan's per-query price) and tokens, rounded up. */
export function researchCost(
  queries: number,
  tokensIn: number,
  tokensOut: number,
  overrides: PriceOverrides = {},
): number {
  const { perTokenIn = 0, perTokenOut = 0 } = PRICES.answers;
  return queries * priceOf('answers', overrides).micros + Math.ceil(tokensIn * perTokenIn + tokensOut * perTokenOut);
}

/**
 * The most a research within `limits` can cost: every query it may run, each bringing in twice its token allowance
 * (one research seen live read ~11,000 input tokens for one query at 8,192 per query: the allowance bounds the pages
 * read, not the prompt around them), the question, and per iteration a full allowance of output (thinking, answer).
 * A ceiling, not an estimate: live runs cost a small share of it (docs/decisions/research.md).
 */
export function researchCeiling(question: string, limits: ResearchLimits, overrides: PriceOverrides = {}): number {
  const { queries, iterations } = clampResearchLimits(limits);
  const tokensIn = Math.ceil(question.length / 4) + queries * RESEARCH_TOKENS_PER_QUERY * 2;
  return researchCost(queries, tokensIn, iterations * RESEARCH_TOKENS_PER_QUERY, overrides);
}
