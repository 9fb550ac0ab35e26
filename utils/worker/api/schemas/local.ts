/**
 * `/local/pois` and `/local/descriptions` responses (docs/api-reference.md §3.2), each built on its first use
 * (common.ts says why).
 */
import { z } from 'zod/mini';
import { locationResultSchema } from './location';
import { list, optStr, str, token } from './tolerant';

/** The API takes at most 20 ids per request. */
export const MAX_LOCAL_IDS = 20;

export const localPoisResponseSchema = z.lazy(() =>
  z.looseObject({
    type: z.optional(z.literal('local_pois')),
    results: list(locationResultSchema, MAX_LOCAL_IDS),
  }),
);

/** Entries may themselves be null; those, and entries without an id, are dropped. */
export const localDescriptionsResponseSchema = z.lazy(() => {
  const locationDescriptionSchema = z.looseObject({
    type: optStr(50),
    id: token(500),
    /** AI-written Markdown; may be null. */
    description: z.catch(z.nullable(str(10_000)), null),
  });
  return z.looseObject({
    type: z.optional(z.literal('local_descriptions')),
    results: list(locationDescriptionSchema, MAX_LOCAL_IDS),
  });
});

export type LocalPoisResponse = z.output<typeof localPoisResponseSchema>;
export type LocalDescriptionsResponse = z.output<typeof localDescriptionsResponseSchema>;
