/**
 * The monthly limits, held before anything leaves, and the ledger's entries, as one Meter per request's surface
 * (utils/worker/api/endpoints/meter.ts). A request is admitted only if this month's billed amount, plus what requests
 * in flight have reserved, plus its own price (an answer: its bound, prices.ts) stays within the plan's limit and the
 * total limit; its price is reserved in memory in the same task as the check (the worker runs one task at a time), so
 * two surfaces racing to the last cent cannot both pass. The reservation is released when the request settles, in the
 * same task as its entry is counted. Every price is exact but an answer's (its reservation is a ceiling its real cost
 * can pass: prices.ts), and under a limit answers are admitted one at a time, each after the previous one settled at its
 * real cost: so a limit is passed by at most one request in flight, an answer, by its cost beyond its ceiling
 * (docs/decisions/answer-bound.md).
 */
import { ApiError } from '@/utils/worker/api/errors';
import type { Meter, MeterOutcome, MeterRequest, MeterScope } from '@/utils/worker/api/endpoints/meter';
import type { PlanId, Surface } from '@/utils/ui-safe/spending';
import { monthTotals, MAX_QUERY_IN_LEDGER, type LedgerEntry, type Outcome } from './ledger';
import { dayKey, monthOf } from './month';
import {
  answerBound,
  answerCost,
  isPrice,
  priceOf,
  researchCeiling,
  UNBILLED_ENDPOINTS,
  type PriceBasis,
} from './prices';
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

const noop = (): void => undefined;

const planOf = (scope: MeterScope, settings: SpendingSettings): PlanId =>
  scope === 'search' ? (settings.searchPlan ?? 'search') : scope;

function priced(request: MeterRequest, plan: PlanId, settings: SpendingSettings) {
  if (UNBILLED_ENDPOINTS.includes(request.endpoint)) return { micros: 0, basis: 'table' as const };
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
        ? answerCost(tokensIn, tokensOut, settings.prices, queries)
        : researchCeiling('', { queries: Math.max(1, queries), iterations: 1, seconds: 1 }, settings.prices);
    return { micros: Math.min(bound.micros, done), basis: bound.basis };
  }
  if (outcome.tokensIn !== undefined && outcome.tokensOut !== undefined)
    return { micros: answerCost(outcome.tokensIn, outcome.tokensOut, settings.prices), basis: bound.basis };
  return bound;
}

/** Whether a limit applies to `plan`'s requests: its own or the total. */
const limited = (plan: PlanId, settings: SpendingSettings) =>
  settings.limits[plan] !== undefined || settings.total !== undefined;

export function createSpending({ store, now, keepQuery }: SpendingOptions): Spending {
  const reservations = new Map<PlanId, number>();
  /** Settles when the answer admitted last under a limit has settled: the next one waits for it (answer-bound.md). */
  let answerSettled: Promise<void> = Promise.resolve();
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

  /** Admits `request`; `release` is called once it is refused or settled. */
  async function admitOne(request: MeterRequest, release: () => void) {
    const { surface, query } = askerOf(request);
    const [settings, ledger] = await Promise.all([store.settings(), store.ledger()]);
    // From here to the reservation nothing awaits: one task, so no other admission interleaves.
    const plan = planOf(request.scope, settings);
    const price = priced(request, plan, settings);
    const { byPlan, total } = monthTotals(ledger, monthOf(dayKey(now())));
    const limit = settings.limits[plan];
    const refuse = (which: string, micros: number) => {
      release();
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
      settle(outcome: MeterOutcome) {
        if (settled) return;
        settled = true;
        change(plan, -price.micros);
        const cost = settledCost(outcome, plan, price, settings);
        const unbilled = UNBILLED_ENDPOINTS.includes(request.endpoint);
        const result: Outcome = !outcome.billed ? 'failed' : unbilled ? 'free' : 'billed';
        record(surface, query, { plan, endpoint: request.endpoint, outcome: result, ...cost });
        release();
      },
    };
  }

  const meter: Meter = {
    async admit(request) {
      if (request.scope !== 'answers') return admitOne(request, noop);
      if (!limited('answers', await store.settings())) return admitOne(request, noop);
      // An answer under a limit waits for the one before it to settle at its real cost, then is checked against it.
      const before = answerSettled;
      let release: () => void = noop;
      answerSettled = new Promise<void>((resolve) => (release = resolve));
      await before;
      try {
        return await admitOne(request, release);
      } catch (error) {
        release();
        throw error;
      }
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
