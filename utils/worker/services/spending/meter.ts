/**
 * The monthly limits, held before anything leaves, and the ledger's entries, as one Meter per request's surface
 * (utils/worker/api/endpoints/meter.ts). A request is admitted only if this month's billed amount, plus what requests
 * in flight have reserved, plus its own price (an answer: its bound, prices.ts) stays within the plan's limit and the
 * total limit; its price is reserved in memory in the same task as the check (the worker runs one task at a time), so
 * two surfaces racing to the last cent cannot both pass: the limit is never exceeded, by any number of requests in
 * flight. The reservation is released when the request settles, in the same task as its entry is counted.
 */
import { ApiError } from '@/utils/worker/api/errors';
import type { Meter, MeterOutcome, MeterRequest, MeterScope } from '@/utils/worker/api/endpoints/meter';
import type { PlanId, Surface } from '@/utils/ui-safe/spending';
import { monthTotals, MAX_QUERY_IN_LEDGER, type LedgerEntry, type Outcome } from './ledger';
import { dayKey, monthOf } from './month';
import { answerBound, answerCost, isPrice, priceOf, researchCeiling, researchCost, type PriceBasis } from './prices';
import type { SpendingSettings } from './settings';
import type { SpendingStore } from './store';

export interface Spending {
  /** The client's meter (ApiClientOptions.meter); an asker's query is kept only while `keepQuery()` says so. */
  meter: Meter;
  /** Starts reading the ledger and the settings, beside a search's own reads (one storage round trip). */
  prime(): void;
  /** Micro-dollars reserved by requests in flight, per plan. */
  reserved(plan: PlanId): number;
  store: SpendingStore;
  now: () => number;
}

interface SpendingOptions {
  store: SpendingStore;
  now: () => number;
  /** Whether the search history is on (then the ledger keeps the query too). */
  keepQuery: () => Promise<boolean>;
}

const planOf = (scope: MeterScope, settings: SpendingSettings): PlanId =>
  scope === 'search' ? (settings.searchPlan ?? 'search') : scope;

function priced(request: MeterRequest, plan: PlanId, settings: SpendingSettings) {
  if (plan === 'answers')
    return {
      micros: request.research
        ? researchCeiling(request.question ?? '', request.research, settings.prices)
        : answerBound(request.question ?? '', settings.prices),
      basis: priceOf(plan, settings.prices).basis,
    };
  return priceOf(plan, settings.prices);
}

/** What a settled request cost: an answer's stated total where sane, else its tokens, else its bound. */
function settledCost(
  outcome: MeterOutcome,
  plan: PlanId,
  bound: { micros: number; basis: PriceBasis },
  settings: SpendingSettings,
) {
  if (!outcome.billed) return { micros: 0, basis: bound.basis };
  if (plan !== 'answers') return bound;
  const stated = outcome.statedUsd === undefined ? undefined : Math.round(outcome.statedUsd * 1_000_000);
  if (isPrice(stated)) return { micros: stated, basis: 'usage' as const };
  const { queries, tokensIn, tokensOut } = outcome;
  // A research stopped before its `<usage>`: what its progress named (without token counts, the ceiling of the
  // queries it ran), never more than the ceiling it was admitted with.
  if (queries !== undefined) {
    const done =
      tokensIn !== undefined && tokensOut !== undefined
        ? researchCost(queries, tokensIn, tokensOut, settings.prices)
        : researchCeiling('', { queries: Math.max(1, queries), iterations: 1, seconds: 1 }, settings.prices);
    return { micros: Math.min(bound.micros, done), basis: bound.basis };
  }
  if (outcome.tokensIn !== undefined && outcome.tokensOut !== undefined)
    return { micros: answerCost(outcome.tokensIn, outcome.tokensOut, settings.prices), basis: bound.basis };
  return bound;
}

export function createSpending({ store, now, keepQuery }: SpendingOptions): Spending {
  const reservations = new Map<PlanId, number>();
  const reserved = (plan: PlanId) => reservations.get(plan) ?? 0;
  const reservedTotal = () => [...reservations.values()].reduce((a, b) => a + b, 0);
  const change = (plan: PlanId, micros: number) => reservations.set(plan, reserved(plan) + micros);

  function record(surface: Surface, q: string | undefined, fields: Omit<LedgerEntry, 'at' | 'day' | 'surface'>) {
    const at = now();
    const entry: LedgerEntry = { at, day: dayKey(at), surface, ...fields };
    store.record(entry);
    // The query is added only once the history is known to be on: read after the entry was counted, off the reply.
    if (q !== undefined && q !== '')
      void keepQuery()
        .then((on) => {
          if (!on) return;
          entry.q = q;
          store.changed();
        })
        .catch(() => undefined);
  }

  const askerOf = (request: MeterRequest) => ({
    surface: request.asker?.surface ?? ('worker' as Surface),
    query: request.asker?.q?.slice(0, MAX_QUERY_IN_LEDGER),
  });

  const meter: Meter = {
    async admit(request) {
      const { surface, query } = askerOf(request);
      const [settings, ledger] = await Promise.all([store.settings(), store.ledger()]);
      // From here to the reservation nothing awaits: one task, so no other admission interleaves.
      const plan = planOf(request.scope, settings);
      const price = priced(request, plan, settings);
      const { byPlan, total } = monthTotals(ledger, monthOf(dayKey(now())));
      const limit = settings.limits[plan];
      const refuse = (which: string, micros: number) => {
        record(surface, query, { plan, endpoint: request.endpoint, outcome: 'refused', micros: 0, basis: price.basis });
        return new ApiError('overLimit', { limit: { plan: which, micros } });
      };
      if (limit !== undefined && (byPlan[plan]?.[0] ?? 0) + reserved(plan) + price.micros > limit)
        throw refuse(plan, limit);
      if (settings.total !== undefined && total + reservedTotal() + price.micros > settings.total)
        throw refuse('all', settings.total);
      change(plan, price.micros);
      let settled = false;
      return {
        settle(outcome) {
          if (settled) return;
          settled = true;
          change(plan, -price.micros);
          const cost = settledCost(outcome, plan, price, settings);
          const result: Outcome = outcome.billed ? 'billed' : 'failed';
          record(surface, query, { plan, endpoint: request.endpoint, outcome: result, ...cost });
        },
      };
    },
    served(request) {
      const { surface, query } = askerOf(request);
      void store.settings().then((settings) => {
        const plan = planOf(request.scope, settings);
        record(surface, query, { plan, endpoint: request.endpoint, outcome: 'cache', micros: 0, basis: 'table' });
      });
    },
  };

  const prime = () => {
    void store.settings().catch(() => undefined);
    void store.ledger().catch(() => undefined);
  };
  return { meter, prime, reserved, store, now };
}
