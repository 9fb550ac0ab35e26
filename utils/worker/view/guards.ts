/**
 * Defensive readers for input no schema has typed for its mapper: a summary's messages and enrichments (summary/: the
 * mappers are called on partial streams and on whatever a caller hands them, tests/unit/api/parsers-fuzz.test.ts) and
 * the days inside opening hours (day-ranges.ts: the schema keeps their entries loose). Missing, null or wrongly typed
 * fields degrade to "absent" instead of throwing. The search answer's and the places' mappers take their parsed types
 * instead (map-parts.ts, map-place.ts) and check only what their schemas leave loose; `optional` serves all.
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
