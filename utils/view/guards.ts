/**
 * Defensive readers for API-shaped input. Mappers receive zod-validated data in production, but are
 * written so that missing, null or wrongly typed fields degrade to "absent" instead of throwing.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array's first `cap` entries, or [] if it is not an array. */
export function arrayOf(value: unknown, cap: number): unknown[] {
  return Array.isArray(value) ? value.slice(0, cap) : [];
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

export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{key: value}` when value is defined, else `{}`: optional view fields stay absent rather than `undefined`. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}
