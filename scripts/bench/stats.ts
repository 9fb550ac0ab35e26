/** Summaries of repeated measurements: median and 90th percentile (nearest rank), rounded to 0.1 ms. */
export interface Spread {
  median: number;
  p90: number;
  n: number;
}

const round = (x: number) => Math.round(x * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), n: samples.length };
}

/** A timing beside the physical limit measured in the same run: what Scout adds, in ms and as a ratio. */
export interface Versus {
  scout: Spread;
  baseline: Spread;
  /** Median of the per-repetition differences (scout − baseline). */
  overhead_ms: Spread;
  /** scout median / baseline median. */
  ratio: number;
}

export function versus(scout: number[], baseline: number[]): Versus {
  const s = spread(scout);
  const b = spread(baseline);
  return {
    scout: s,
    baseline: b,
    overhead_ms: spread(scout.map((x, i) => x - (baseline[i] ?? NaN))),
    ratio: Math.round((s.median / b.median) * 100) / 100,
  };
}
