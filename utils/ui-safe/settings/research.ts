/**
 * The limits a research runs within (docs/answers-api.md §1.2: `research_maximum_number_of_*`), each with the API's
 * range and Scout's default, lower than the API's own (20 queries, 4 iterations, 180 s) because each query is
 * billed and the ceiling shown before the click grows with them (utils/worker/services/spending/prices.ts).
 */
export const RESEARCH_LIMITS = {
  queries: { min: 1, max: 50, fallback: 10 },
  iterations: { min: 1, max: 5, fallback: 2 },
  seconds: { min: 10, max: 300, fallback: 120 },
} as const;

export type ResearchLimitName = keyof typeof RESEARCH_LIMITS;
export type ResearchLimits = Record<ResearchLimitName, number>;

export const RESEARCH_LIMIT_NAMES = Object.keys(RESEARCH_LIMITS) as ResearchLimitName[];

export const DEFAULT_RESEARCH_LIMITS: ResearchLimits = {
  queries: RESEARCH_LIMITS.queries.fallback,
  iterations: RESEARCH_LIMITS.iterations.fallback,
  seconds: RESEARCH_LIMITS.seconds.fallback,
};

/** Each limit as a whole number within its range; anything that is not a finite number is its default. */
export function clampResearchLimits(input: Partial<Record<ResearchLimitName, unknown>> | undefined): ResearchLimits {
  const limits = { ...DEFAULT_RESEARCH_LIMITS };
  for (const name of RESEARCH_LIMIT_NAMES) {
    const value = input?.[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const { min, max } = RESEARCH_LIMITS[name];
    limits[name] = Math.min(max, Math.max(min, Math.round(value)));
  }
  return limits;
}
