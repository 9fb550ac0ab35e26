/**
 * The services' replies to Scout's pages, each declared once as the zod schema the router checks it with
 * (utils/contract/protocol.ts), its type derived with `z.output`; the view models they carry are in view-schemas.ts.
 * UIs import the types only (`import type`).
 */
import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use';
import { layoutSchema, placeViewSchema, sectionsSchema, webResultsSchema } from './view-schemas';

function buildReplySchemas() {
  const text = z.string();
  const count = z.number();

  const pageSearchShape = {
    /** Names this search for follow-up requests (places, summary) without exposing API keys or ids in bulk. */
    searchId: text,
    /** `altered`: the API searched a spelling correction instead; `exact`: this search asked it not to (spellcheck off). */
    query: z.object({ original: text, altered: z.optional(text), exact: z.optional(z.literal(true)) }),
    page: count,
    results: webResultsSchema(),
    moreResults: z.boolean(),
    places: z.array(placeViewSchema()),
    /** `notInPlan` only when Scout knows the plan lacks local search. */
    placesState: z.enum(['found', 'none', 'notInPlan']),
    /**
     * `available`: a summary (or an AI answer) starts by itself; `onRequest`: an AI answer from the Answers key, billed
     * per answer, starts only when the user asks (the "Ask before each AI answer" setting); `notInPlan`: no source of
     * AI answers at all.
     */
    summaryState: z.enum(['available', 'onRequest', 'ineligible', 'notInPlan']),
    fromCache: z.boolean(),
  };
  /**
   * A search as a page's panel gets it: the summary state, top results and places, without the other sections and the
   * layout it never shows (less of the answer handed to a content script): stripped here even if a handler sent them.
   */
  const pageSearchViewSchema = z.object(pageSearchShape);
  const searchViewSchema = z.object({
    ...pageSearchShape,
    /** News, videos, discussions, FAQ and the infobox. */
    sections: sectionsSchema(),
    /** Where each section goes, in the answer's own order (or Scout's fallback order when the API sent none). */
    layout: layoutSchema(),
    /** The API says Goggles (the chosen one, the user's own ranking) changed the web results (`mutated_by_goggles`). */
    rankedByGoggles: z.optional(z.literal(true)),
  });

  /** What the UIs learn of a key: whether it is set, and its last four characters ("…abcd": enough to recognise it). */
  const keyStatusSchema = z.object({ set: z.boolean(), hint: z.optional(text) });
  /** What the plan includes, learned from real answers; `undefined` = not known yet. */
  const capabilities = z.object({
    web: z.boolean(),
    places: z.optional(z.boolean()),
    summary: z.optional(z.boolean()),
    /** `extra_snippets` is outside some plans. */
    extraSnippets: z.optional(z.boolean()),
  });
  const rate = z.object({
    perSecond: z.optional(z.object({ limit: count, remaining: count })),
    /** `limit` 0 means uncapped. */
    monthly: z.optional(z.object({ limit: count, remaining: count, uncapped: z.boolean(), resetsAt: count })),
    observedAt: count,
  });
  /** Where AI answers come from (utils/worker/services/ai-source.ts); absent while the plan is not known yet. */
  const aiSource = z.enum(['summarizer', 'answers', 'none']);
  const accountViewSchema = z.object({
    key: keyStatusSchema,
    /** The optional Answers key, described like the search key. */
    answersKey: z.optional(keyStatusSchema),
    /** The optional Autosuggest key (the address bar's suggestions), described alike. */
    suggestKey: z.optional(keyStatusSchema),
    aiSource: z.optional(aiSource),
    capabilities: z.optional(capabilities),
    rate: z.optional(rate),
  });
  const verifyViewSchema = z.extend(accountViewSchema, {
    /** Verification costs exactly this many billed searches (0 when it was answered from cache). */
    billedSearches: count,
    /** Verifying the Answers key costs one answer; what the API said it cost, in US dollars. */
    answerCostUsd: z.optional(count),
  });

  /** One search the user ran, as the history keeps it: its text and when (ms since the epoch). Nothing else. */
  const historyEntry = z.object({ q: text, at: count });
  /** The search history (utils/worker/services/history.ts): off by default; most recent first, 100 at most. */
  const historyViewSchema = z.object({ on: z.boolean(), entries: z.array(historyEntry) });
  return {
    pageSearchViewSchema,
    searchViewSchema,
    keyStatusSchema,
    capabilities,
    rate,
    aiSource,
    accountViewSchema,
    verifyViewSchema,
    historyEntry,
    historyViewSchema,
  };
}

/** Built on first use (utils/contract/on-first-use.ts): a cold worker's first message seldom needs them. */
const replySchemas = onFirstUse(buildReplySchemas);
export const pageSearchViewSchema = () => replySchemas().pageSearchViewSchema;
export const searchViewSchema = () => replySchemas().searchViewSchema;
export const keyStatusSchema = () => replySchemas().keyStatusSchema;
export const accountViewSchema = () => replySchemas().accountViewSchema;
export const verifyViewSchema = () => replySchemas().verifyViewSchema;
export const historyViewSchema = () => replySchemas().historyViewSchema;

type Built = ReturnType<typeof buildReplySchemas>;
export type PageSearchView = z.output<Built['pageSearchViewSchema']>;
export type SearchView = z.output<Built['searchViewSchema']>;
export type KeyStatus = z.output<Built['keyStatusSchema']>;
export type Capabilities = z.output<Built['capabilities']>;
export type RateView = z.output<Built['rate']>;
export type AiSource = z.output<Built['aiSource']>;
export type AccountView = z.output<Built['accountViewSchema']>;
export type VerifyView = z.output<Built['verifyViewSchema']>;
export type HistoryEntry = z.output<Built['historyEntry']>;
export type HistoryView = z.output<Built['historyViewSchema']>;
