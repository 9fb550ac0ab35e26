/** Counters behind GET /__emulator/stats. Keys the emulator does not know are pooled, never echoed. */
export const UNKNOWN_KEY_LABEL = '(invalid key)';
export const MISSING_KEY_LABEL = '(no key)';

/**
 * Billing counters, kept apart because the 2026 plans bill differently: `billed` counts billed requests (web
 * searches and the other endpoints billed per request, suggest and spellcheck included: A52; per endpoint in
 * `endpoints`), `answers` billed Answers (`/chat/completions`), and `answersAborted` the part of `answers` whose
 * stream the client closed before `[DONE]` (A25: billed all the same).
 */
export interface BillingCounters {
  billed: number;
  answers: number;
  answersAborted: number;
}

export interface EndpointStats extends BillingCounters {
  requests: number;
  successes: number;
  /** HTTP status → count, for every non-2xx answer. */
  errors: Record<string, number>;
  faults: number;
}

export interface KeyStats extends BillingCounters {
  requests: number;
  endpoints: Record<string, EndpointStats>;
}

export interface Stats {
  totals: BillingCounters & { requests: number; successes: number; errors: number; faults: number };
  keys: Record<string, KeyStats>;
}

export interface Outcome {
  status: number;
  fault: boolean;
  billed: boolean;
}

function noBilling(): BillingCounters {
  return { billed: 0, answers: 0, answersAborted: 0 };
}

export class StatsRecorder {
  private stats: Stats = StatsRecorder.empty();

  private static empty(): Stats {
    return { totals: { requests: 0, successes: 0, errors: 0, faults: 0, ...noBilling() }, keys: {} };
  }

  private slots(keyLabel: string, endpoint: string): [KeyStats, EndpointStats] {
    const key = (this.stats.keys[keyLabel] ??= { requests: 0, ...noBilling(), endpoints: {} });
    const slot = (key.endpoints[endpoint] ??= { requests: 0, successes: 0, errors: {}, faults: 0, ...noBilling() });
    return [key, slot];
  }

  record(keyLabel: string, endpoint: string, outcome: Outcome): void {
    const [key, slot] = this.slots(keyLabel, endpoint);
    const ok = outcome.status >= 200 && outcome.status < 300;
    key.requests += 1;
    slot.requests += 1;
    this.stats.totals.requests += 1;
    if (ok) {
      slot.successes += 1;
      this.stats.totals.successes += 1;
    } else {
      slot.errors[String(outcome.status)] = (slot.errors[String(outcome.status)] ?? 0) + 1;
      this.stats.totals.errors += 1;
    }
    if (outcome.fault) {
      slot.faults += 1;
      this.stats.totals.faults += 1;
    }
    if (outcome.billed) {
      slot.billed += 1;
      key.billed += 1;
      this.stats.totals.billed += 1;
    }
  }

  /** One billed answer, once it is delivered (blocking) or its stream has ended, completely or not. */
  recordAnswer(keyLabel: string, endpoint: string, aborted: boolean): void {
    for (const counters of [...this.slots(keyLabel, endpoint), this.stats.totals]) {
      counters.answers += 1;
      if (aborted) counters.answersAborted += 1;
    }
  }

  snapshot(): Stats {
    return structuredClone(this.stats);
  }

  reset(): void {
    this.stats = StatsRecorder.empty();
  }
}
