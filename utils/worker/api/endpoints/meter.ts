/**
 * How the client lets the spending ledger (utils/worker/services/spending/) see every request that can cost money,
 * without knowing of it: the client is given a Meter (ApiClientOptions), and a call says who asked (`asker`). `admit` runs after the cache missed and before the
 * request is sent (it may refuse: a monthly limit), and its ticket is settled once when the request ended; a call
 * answered from the cache, or sharing an identical one in flight, is `served` (it cost nothing).
 */

import type { Surface } from '@/utils/ui-safe/spending';
import type { ResearchLimits } from '@/utils/ui-safe/settings/research';

/** Who asked for a call: its surface (from the browser-stamped sender) and, for the ledger, its query. */
export interface Asker {
  surface: Surface;
  q?: string;
}

/** Which key pays: the search key's plan, the Answers plan, the Autosuggest plan. */
export type MeterScope = 'search' | 'answers' | 'suggest';

export interface MeterRequest {
  scope: MeterScope;
  /** e.g. `web`, `pois`, `answer`, `suggest`. */
  endpoint: string;
  /** An answer's question: its tokens bound what it can cost (utils/worker/services/spending/prices.ts). */
  question?: string;
  /** A research's limits: its cost is bounded by its ceiling (prices.ts `researchCeiling`), not an answer's bound. */
  research?: ResearchLimits;
  /** Absent: the worker's own call. */
  asker?: Asker;
}

export interface MeterOutcome {
  /** The API answered with success: "only successful requests are billed" (docs/api-reference.md §9). */
  billed: boolean;
  /** What the API says it cost (an answer's `<usage>` total), in US dollars. */
  statedUsd?: number;
  tokensIn?: number;
  tokensOut?: number;
  /** A research's queries run (each billed), from its `<usage>` or, when stopped before it, its last `<progress>`. */
  queries?: number;
}

export interface MeterTicket {
  settle(outcome: MeterOutcome): void;
}

export interface Meter {
  admit(request: MeterRequest): Promise<MeterTicket>;
  served(request: MeterRequest): void;
}

/**
 * Runs `send` under the meter: admitted first (a refusal throws before anything leaves), settled as billed when it
 * returned, as not billed when it threw. Without a meter it just runs.
 */
export async function metered<T>(
  meter: Meter | undefined,
  request: MeterRequest,
  send: () => Promise<T>,
  outcome: (value: T) => MeterOutcome = () => ({ billed: true }),
): Promise<T> {
  if (!meter) return send();
  const ticket = await meter.admit(request);
  let value: T;
  try {
    value = await send();
  } catch (error) {
    ticket.settle({ billed: false });
    throw error;
  }
  ticket.settle(outcome(value));
  return value;
}
