/**
 * A search as the user asks for it: the one declaration of its shape, shared by the protocol (utils/messaging/
 * protocol.ts checks the `search` message with it), the service (utils/worker/services/search.ts) and the UIs' state
 * (components/app/search-state.ts, by `import type`: zod stays out of their bundles). Its filters are the search's
 * own choices over the settings, checked by the settings' own rules.
 */
import { z } from 'zod/mini';
import { RESULT_SECTIONS } from '../ui-safe/settings/choices';
import { goggleUrlSchema, settingsPatchSchema } from './settings-schema';
import { isFreshness, type Freshness } from '@/utils/ui-safe/query/freshness';
import { MAX_PAGE, MAX_QUERY_CHARS, MAX_QUERY_WORDS, tooManyWords } from '@/utils/ui-safe/query/limits';
import { onFirstUse } from './on-first-use';

/** A search typed by the user: rejected when too long, so nothing is silently dropped. */
const typedQuery = () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(MAX_QUERY_CHARS),
    z.refine((q) => !tooManyWords(q), `At most ${MAX_QUERY_WORDS} words.`),
  );

/** Absent fields use the settings. */
const searchFiltersSchema = () => {
  // The settings' own rules, as in a settings patch: optional, no defaults.
  const setting = settingsPatchSchema().shape;
  return z.strictObject({
    country: setting.country,
    searchLang: setting.searchLang,
    safesearch: setting.safesearch,
    /** Past day, week, month or year, or a range of days `YYYY-MM-DDtoYYYY-MM-DD`; absent = any time. */
    freshness: z.optional(
      z.custom<Freshness>(
        (value) => isFreshness(value),
        'Use pd, pw, pm, py or a range YYYY-MM-DDtoYYYY-MM-DD of real days from 1990 to today.',
      ),
    ),
    /** Only these kinds of results (the API's `result_filter`), each once; absent = all of them. */
    resultTypes: z.optional(
      z.array(z.enum(RESULT_SECTIONS)).check(
        z.minLength(1),
        z.maxLength(RESULT_SECTIONS.length),
        z.refine((types) => new Set(types).size === types.length, 'Name each result type once.'),
      ),
    ),
    /** One of the saved Goggles, sent as `goggles` to re-rank the results; checked when the search runs. */
    goggle: z.optional(goggleUrlSchema()),
  });
};

export const searchRequestSchema = onFirstUse(() =>
  z.strictObject({
    q: typedQuery(),
    /** Result page, 0–9 (the API's `offset`). */
    page: z._default(z.int().check(z.gte(0), z.lte(MAX_PAGE)), 0),
    /** "Search instead for …": the query exactly as typed, spellcheck off (a new, billed search the user asked for). */
    exact: z.optional(z.literal(true)),
    filters: z._default(searchFiltersSchema(), {}),
  }),
);

/** A search's own choices over the settings (the quick filters); absent fields use the settings. */
export type SearchFilters = z.output<ReturnType<typeof searchFiltersSchema>>;
/** A search as checked: defaults applied (page 0, no filters). */
export type SearchRequest = z.output<ReturnType<typeof searchRequestSchema>>;
