/**
 * Readers for what a schema leaves loose: a count sent as a number or as text (map-discussions.ts); the days inside
 * opening hours, which the schema keeps unknown, are read with isRecord (day-ranges.ts). Every mapper takes its
 * schema's parsed type (map-parts.ts, map-place.ts, summary/map-summary.ts) and checks only what that schema leaves
 * loose; `optional` serves all.
 */

export function finiteNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** `{key: value}` when value is defined, else `{}`: optional view fields stay absent rather than `undefined`. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}
