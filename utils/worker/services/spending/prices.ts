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

/**
 * An answer's (or a research's) cost from its fee per search and its tokens, rounded up to the micro-dollar (never
 * under-counted).
 */
export function answerCost(tokensIn: number, tokensOut: number, overrides: PriceOverrides = {}, queries = 1): number {
  const { perTokenIn = 0, perTokenOut = 0 } = PRICES.answers;
  return queries * priceOf('answers', overrides).micros + Math.ceil(tokensIn * perTokenIn + tokensOut * perTokenOut);
}

/**
 * What an answer reserves against the limits before it is asked (docs/decisions/answer-bound.md). Its real cost is
 * known only from its `<usage>`: the API bills each search it issues and adds those searches' context to the input
 * tokens, neither of which Scout can cap in a single-search answer. So the reservation is a ceiling, not a maximum:
 * the fee for up to ANSWER_RESERVED_QUERIES searches, the question as chars/4 tokens (rounded up) plus
 * ANSWER_CONTEXT_TOKENS of search context, and the output cap sent as `max_completion_tokens`.
 */
const ANSWER_RESERVED_QUERIES = 2;
/** Input tokens reserved for the searches' context: more than three times the documented example's 1,234 in all. */
const ANSWER_CONTEXT_TOKENS = 4_096;

export function answerBound(question: string, overrides: PriceOverrides = {}): number {
  const tokensIn = Math.ceil(question.length / 4) + ANSWER_CONTEXT_TOKENS;
  return answerCost(tokensIn, ANSWER_MAX_OUTPUT_TOKENS, overrides, ANSWER_RESERVED_QUERIES);
}

/**
 * What an answer is likely to cost, for "Get AI answer (≈ $0.016)": the API's own worked example (docs/answers-api.md
 * §4: 2 searches, 1,234 tokens in, 300 out, $0.01567) at the user's price. A price, not a figure from the ledger.
 */
export const answerEstimate = (overrides: PriceOverrides = {}): number => answerCost(1_234, 300, overrides, 2);

/**
 * Endpoints Scout counts as unbilled: `/local/pois` and `/local/descriptions`. docs/api-reference.md §9 lists places
 * under the Search plan's price but marks it uncertain whether they are billed per request; the seed and the
 * emulator (emulator/assumptions.ts A15: "/local/* and the summarizer are not billed") bill only the searches. They
 * go through the meter all the same: in the ledger ("not billed") and refused once the month has passed a limit.
 */
export const UNBILLED_ENDPOINTS: readonly string[] = ['pois', 'descriptions'];

/**
 * The most a research within `limits` can cost: every query it may run, each bringing in twice its token allowance
 * (one research seen live read ~11,000 input tokens for one query at 8,192 per query: the allowance bounds the pages
 * read, not the prompt around them), the question, and per iteration a full allowance of output (thinking, answer).
 * A ceiling, not an estimate: live runs cost a small share of it (docs/decisions/research.md).
 */
export function researchCeiling(question: string, limits: ResearchLimits, overrides: PriceOverrides = {}): number {
  const { queries, iterations } = clampResearchLimits(limits);
  const tokensIn = Math.ceil(question.length / 4) + queries * RESEARCH_TOKENS_PER_QUERY * 2;
  return answerCost(tokensIn, iterations * RESEARCH_TOKENS_PER_QUERY, overrides, queries);
}
