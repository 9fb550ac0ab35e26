/**
 * Building blocks for tolerant schemas: the API's shapes drift, so an optional field of the wrong type becomes
 * undefined, a bad list item is skipped, lists are capped and strings truncated, instead of failing the response.
 */
import { z } from 'zod';

const MAX_STRING = 10_000;
/** How many items of a list are examined at most while looking for valid ones. */
const SCAN_FACTOR = 5;

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** A string cut to `max` characters. */
export const str = (max = MAX_STRING) => z.string().transform((text) => truncate(text, max));

/** An optional string; wrong types become undefined. */
export const optStr = (max = MAX_STRING) => str(max).optional().catch(undefined);

/**
 * An identifier or opaque token: cutting it would corrupt it, so one that is too long is dropped instead.
 */
export const optToken = (max = 2_000) => z.string().min(1).max(max).optional().catch(undefined);

export const optNum = () => z.number().optional().catch(undefined);

export const optInt = () => z.number().int().optional().catch(undefined);

export const optBool = () => z.boolean().optional().catch(undefined);

/** An optional nested schema; if the value does not fit, it becomes undefined. */
export const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Keeps valid items, skips bad ones, stops at `cap`. */
export function pickValid<T extends z.ZodType>(items: readonly unknown[], item: T, cap: number): z.output<T>[] {
  const picked: z.output<T>[] = [];
  const scanLimit = Math.min(items.length, Math.max(cap * SCAN_FACTOR, 100));
  for (let index = 0; index < scanLimit && picked.length < cap; index += 1) {
    const result = item.safeParse(items[index]);
    if (result.success) picked.push(result.data);
  }
  return picked;
}

/** A list that is always present in the output: missing or not an array → []. */
export const list = <T extends z.ZodType>(item: T, cap: number) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => pickValid(items, item, cap));

/** A list that stays undefined when absent or not an array. */
export const optList = <T extends z.ZodType>(item: T, cap: number) =>
  z
    .array(z.unknown())
    .transform((items) => pickValid(items, item, cap))
    .optional()
    .catch(undefined);

/** A string-keyed record: bad values skipped, at most `cap` entries kept. */
export const optRecord = <T extends z.ZodType>(value: T, cap: number) =>
  z
    .record(z.string(), z.unknown())
    .transform((record) => {
      const picked: Record<string, z.output<T>> = {};
      let kept = 0;
      for (const [key, raw] of Object.entries(record)) {
        if (kept >= cap) break;
        const result = value.safeParse(raw);
        if (result.success && key.length <= 1_000) {
          picked[key] = result.data;
          kept += 1;
        }
      }
      return picked;
    })
    .optional()
    .catch(undefined);
