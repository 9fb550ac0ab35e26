/**
 * Defensive readers for input no schema has typed for its mapper: the summarizer's messages (also read from stored jobs)
 * and places, whose mappers still take `unknown`. Missing, null or wrongly typed fields degrade to "absent" instead of
 * throwing. The search answer's mappers take its parsed type instead (map-parts.ts) and check only what its schema
 * leaves loose.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array's first `cap` object entries (others skipped). */
export function recordsOf(value: unknown, cap: number): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  const out: Record<string, unknown>[] = [];
  for (const item of value) {
    if (out.length >= cap) break;
    if (isRecord(item)) out.push(item);
  }
  return out;
}

export function finiteNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** `{key: value}` when value is defined, else `{}`: optional view fields stay absent rather than `undefined`. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}
