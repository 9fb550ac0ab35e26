/**
 * Building blocks for tolerant schemas: the API's shapes drift, so an optional field of the wrong type becomes
 * undefined, a bad list item is skipped, lists are capped and strings truncated, instead of failing the response.
 */
import { z } from 'zod/mini';

const MAX_STRING = 10_000;
/** How many items of a list are examined at most while looking for valid ones. */
const SCAN_FACTOR = 5;

function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** A string cut to `max` characters. */
export const str = (max = MAX_STRING) =>
  z.pipe(
    z.string(),
    z.transform((text: string) => truncate(text, max)),
  );

/** An optional nested schema; if the value does not fit, it becomes undefined. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** An optional string; wrong types become undefined. */
export const optStr = (max = MAX_STRING) => opt(str(max));

/**
 * An identifier or opaque token: cutting it would corrupt it, so one that is empty or too long fails instead.
 */
export const token = (max = 2_000) => z.string().check(z.minLength(1), z.maxLength(max));

/** An optional token; a bad one is dropped (becomes undefined). */
export const optToken = (max = 2_000) => opt(token(max));

export const optNum = () => opt(z.number());

export const optInt = () => opt(z.int());

export const optBool = () => opt(z.boolean());

/** Keeps valid items, skips bad ones, stops at `cap`. */
export function pickValid<T extends z.ZodMiniType>(items: readonly unknown[], item: T, cap: number): z.output<T>[] {
  const picked: z.output<T>[] = [];
  const scanLimit = Math.min(items.length, Math.max(cap * SCAN_FACTOR, 100));
  for (let index = 0; index < scanLimit && picked.length < cap; index += 1) {
    const result = item.safeParse(items[index]);
    if (result.success) picked.push(result.data);
  }
  return picked;
}

/** A list that is always present in the output: missing or not an array → []. */
export const list = <T extends z.ZodMiniType>(item: T, cap: number) =>
  z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items: unknown[]) => pickValid(items, item, cap)),
  );

/** A list that stays undefined when absent or not an array. */
export const optList = <T extends z.ZodMiniType>(item: T, cap: number) =>
  opt(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items: unknown[]) => pickValid(items, item, cap)),
    ),
  );

/** A string-keyed record: bad values skipped, at most `cap` entries kept. */
export const optRecord = <T extends z.ZodMiniType>(value: T, cap: number) =>
  opt(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((record: Record<string, unknown>) => {
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
      }),
    ),
  );
