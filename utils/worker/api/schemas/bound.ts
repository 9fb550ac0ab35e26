/**
 * A safety net run on every parsed body before the schemas: unknown fields are kept (looseObject), so they too
 * must be bounded. Cuts deep nesting, long strings, huge arrays and objects with very many keys, in one pass.
 */

export interface Bounds {
  maxDepth: number;
  maxString: number;
  maxArray: number;
  maxKeys: number;
}

// maxString is a backstop for unknown fields; known fields are cut tighter by their schemas, and opaque tokens
// (summarizer keys, ids) must fit under it whole so a schema can reject them rather than see them cut.
const DEFAULT_BOUNDS: Bounds = { maxDepth: 40, maxString: 100_000, maxArray: 2_000, maxKeys: 500 };

/** Returns a bounded copy of a JSON value; values nested deeper than `maxDepth` are replaced by null. */
export function boundJson(value: unknown, bounds: Bounds = DEFAULT_BOUNDS, depth = 0): unknown {
  if (typeof value === 'string') return value.length > bounds.maxString ? value.slice(0, bounds.maxString) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= bounds.maxDepth) return null;
  if (Array.isArray(value)) {
    const length = Math.min(value.length, bounds.maxArray);
    const copy: unknown[] = new Array(length);
    for (let index = 0; index < length; index += 1) copy[index] = boundJson(value[index], bounds, depth + 1);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  let kept = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (kept >= bounds.maxKeys) break;
    // JSON.parse makes "__proto__" an own key; copying it by assignment would set the prototype instead.
    if (key === '__proto__') continue;
    copy[key] = boundJson((value as Record<string, unknown>)[key], bounds, depth + 1);
    kept += 1;
  }
  return copy;
}
