/**
 * `/suggest/search` (docs/api-reference.md §8.1): `{type:"suggest", query:{original}, results:[{query, …}]}`. Only
 * `query` is read: Scout asks for plain (not `rich`) suggestions. Bad items are skipped, the list is capped at the
 * API's maximum `count`, and each suggestion is cut to the length of a query.
 */
import { z } from 'zod/mini';
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { list, str } from './tolerant';

/** The API's largest `count`. */
export const MAX_SUGGESTIONS = 20;

/** Built on its first use (common.ts says why). */
export const suggestResponseSchema = z.lazy(() =>
  z.object({ results: list(z.object({ query: str(MAX_QUERY_CHARS) }), MAX_SUGGESTIONS) }),
);

export type SuggestResponse = z.output<typeof suggestResponseSchema>;
