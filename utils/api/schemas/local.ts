/** `/local/pois` and `/local/descriptions` responses (docs/api-reference.md §3.2). */
import { z } from 'zod';
import { locationResultSchema } from './location';
import { list, optStr, pickValid } from './tolerant';

/** The API takes at most 20 ids per request. */
export const MAX_LOCAL_IDS = 20;

export const localPoisResponseSchema = z.looseObject({
  type: z.literal('local_pois').optional(),
  results: list(locationResultSchema, MAX_LOCAL_IDS),
});

const locationDescriptionSchema = z.looseObject({
  type: optStr(50),
  id: z.string().min(1).max(500),
  /** AI-written Markdown; may be null. */
  description: z
    .string()
    .transform((text) => text.slice(0, 10_000))
    .nullable()
    .catch(null),
});

/** Entries may themselves be null; those, and entries without an id, are dropped. */
export const localDescriptionsResponseSchema = z.looseObject({
  type: z.literal('local_descriptions').optional(),
  results: z
    .array(z.unknown())
    .catch([])
    .transform((items) => pickValid(items, locationDescriptionSchema, MAX_LOCAL_IDS)),
});

export type LocalPoisResponse = z.output<typeof localPoisResponseSchema>;
export type LocalDescriptionsResponse = z.output<typeof localDescriptionsResponseSchema>;
