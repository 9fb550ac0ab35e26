/** Counters behind GET /__emulator/stats. Keys the emulator does not know are pooled, never echoed. */
export const UNKNOWN_KEY_LABEL = '(invalid key)';
export const MISSING_KEY_LABEL = '(no key)';

export interface EndpointStats {
  requests: number;
  successes: number;
  /** HTTP status → count, for every non-2xx answer. */
  errors: Record<string, number>;
  faults: number;
  billed: number;
}

export interface KeyStats {
  requests: number;
  billed: number;
  endpoints: Record<string, EndpointStats>;
}

export interface Stats {
  totals: { requests: number; successes: number; errors: number; faults: number; billed: number };
  keys: Record<string, KeyStats>;
}

export interface Outcome {
  status: number;
  fault: boolean;
  billed: boolean;
}

export class StatsRecorder {
  private stats: Stats = StatsRecorder.empty();

  private static empty(): Stats {
    return { totals: { requests: 0, successes: 0, errors: 0, faults: 0, billed: 0 }, keys: {} };
  }

  record(keyLabel: string, endpoint: string, outcome: Outcome): void {
    const key = (this.stats.keys[keyLabel] ??= { requests: 0, billed: 0, endpoints: {} });
    const slot = (key.endpoints[endpoint] ??= { requests: 0, successes: 0, errors: {}, faults: 0, billed: 0 });
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

  snapshot(): Stats {
    return structuredClone(this.stats);
  }

  reset(): void {
    this.stats = StatsRecorder.empty();
  }
}
