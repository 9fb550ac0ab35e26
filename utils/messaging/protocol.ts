/**
 * Every runtime message and Port message Scout understands: who may send it, what it carries, what comes back.
 * The background rejects anything not listed here. UIs import this file only for its types (`import type`),
 * so zod stays out of their bundles.
 */
import { z } from 'zod/mini';
import { goggleUrlSchema, settingsPatchSchema, settingsSchema } from '@/utils/settings/schema';
import { RESULT_SECTIONS } from '@/utils/settings/choices';
import { isFreshness, type Freshness } from '@/utils/query/freshness';
import { clampPageText, MAX_QUERY_CHARS, MAX_QUERY_WORDS, tooManyWords } from '@/utils/query/limits';
import {
  accountViewSchema,
  pageSearchViewSchema,
  placesEventSchema,
  searchViewSchema,
  summaryEventSchema,
  verifyViewSchema,
} from './view-schemas';
import type { PlainError } from '@/utils/error-kinds';

/**
 * Who may send a message, decided from the browser-stamped sender and never from the message:
 * `extension` = Scout's own pages (popup, options); `content` = also Scout's content script in a top frame.
 */
export type Audience = 'extension' | 'content';

const define = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  audience: Audience,
  request: Req,
  response: Res,
) => ({
  audience,
  request,
  response,
});

/** A search typed by the user: rejected when too long, so nothing is silently dropped. */
const typedQuery = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(MAX_QUERY_CHARS),
  z.refine((q) => !tooManyWords(q), `At most ${MAX_QUERY_WORDS} words.`),
);

/** Text a page hands over (a selection): clamped to what the API accepts, never parsed, never a URL field. */
export const pageQuery = z.pipe(
  z.pipe(z.string().check(z.maxLength(200_000)), z.transform(clampPageText)),
  z.string().check(z.minLength(1)),
);

const keyStatus = z.object({ set: z.boolean(), hint: z.optional(z.string()) });
const keyName = z._default(z.enum(['search', 'answers']), 'search');

const searchRequest = z.strictObject({
  q: typedQuery,
  /** Result page, 0–9 (the API's `offset`). */
  page: z._default(z.int().check(z.gte(0), z.lte(9)), 0),
  /** "Search instead for …": the query exactly as typed, spellcheck off (a new, billed search the user asked for). */
  exact: z.optional(z.literal(true)),
  filters: z._default(
    z.strictObject({
      // The settings' own rules, as in a settings patch: optional, no defaults.
      country: settingsPatchSchema.shape.country,
      searchLang: settingsPatchSchema.shape.searchLang,
      safesearch: settingsPatchSchema.shape.safesearch,
      freshness: z.optional(
        z.custom<Freshness>(
          (value) => isFreshness(value),
          'Use pd, pw, pm, py or a range YYYY-MM-DDtoYYYY-MM-DD of real days from 1990 to today.',
        ),
      ),
      resultTypes: z.optional(
        z.array(z.enum(RESULT_SECTIONS)).check(
          z.minLength(1),
          z.maxLength(RESULT_SECTIONS.length),
          z.refine((types) => new Set(types).size === types.length, 'Name each result type once.'),
        ),
      ),
      /** Checked against the saved Goggles when the search runs (utils/services/search.ts). */
      goggle: z.optional(goggleUrlSchema),
    }),
    {},
  ),
});

export const protocol = {
  /** Liveness and version: lets a UI know the background is up. */
  ping: define('extension', z.strictObject({}), z.object({ version: z.string(), startedAt: z.number() })),

  'key.status': define('extension', z.strictObject({}), keyStatus),
  /** `which`: the search key (default) or the optional Answers key; each is kept and described alike. */
  'key.save': define(
    'extension',
    z.strictObject({ key: z.string().check(z.maxLength(10_000)), which: keyName }),
    keyStatus,
  ),
  'key.remove': define('extension', z.strictObject({ which: keyName }), keyStatus),
  /**
   * The search key: one billed web search (plus unbilled plan probes), then what the plan can do. The Answers key:
   * one short billed answer.
   */
  'key.verify': define('extension', z.strictObject({ which: keyName }), verifyViewSchema),
  /** Plan capabilities and the rate and quota from the last rate-limit headers seen. */
  account: define('extension', z.strictObject({}), accountViewSchema),

  'settings.get': define('extension', z.strictObject({}), settingsSchema),
  'settings.update': define('extension', z.strictObject({ patch: settingsPatchSchema }), settingsSchema),

  search: define('extension', searchRequest, searchViewSchema),
  /**
   * A search on behalf of a page (a selection the user asked Scout about): only the clamped text, no paging, filters,
   * counts or URLs of the page's choosing; settings decide the rest.
   */
  'page.search': define('content', z.strictObject({ q: pageQuery }), pageSearchViewSchema),
  /**
   * Opens the options page (the in-page panel's "Open options" when the key is the problem). Harmless, so pages may
   * ask; content scripts cannot open it themselves.
   */
  'options.open': define('content', z.strictObject({}), z.strictObject({})),
  /**
   * The popup's "Highlight on this page": the places of the popup's last search (by id) are highlighted in that tab.
   * The popup names the tab (it is the active one when the popup opened, which activeTab lets Scout script).
   */
  'page.highlight': define(
    'extension',
    z.strictObject({ searchId: z.string().check(z.maxLength(64)), tabId: z.int().check(z.gte(0)) }),
    z.strictObject({}),
  ),
  /** The last search of this browser session, if its answer is still cached (reopening the popup is free). */
  'search.last': define(
    'extension',
    z.strictObject({}),
    z.nullable(
      z.object({ q: z.string(), page: z.number(), filters: searchRequest.shape.filters, view: searchViewSchema }),
    ),
  ),
};

/**
 * Streams over a Port: the UI names what it wants in its first message; the background answers with events.
 * Content scripts may open them too: a search id is an unguessable UUID that only the searcher learned.
 */
export const ports = {
  'scout.places': {
    audience: 'content' as Audience,
    start: z.strictObject({ searchId: z.string().check(z.maxLength(64)) }),
    event: placesEventSchema,
  },
  'scout.summary': {
    audience: 'content' as Audience,
    /**
     * `ask`: the user asked for an AI answer from the Answers plan (billed per answer); a fresh id per request, so a
     * reconnect (same id) never pays twice and "ask again" (a new id) does, as the user wants.
     */
    start: z.strictObject({
      searchId: z.string().check(z.maxLength(64)),
      ask: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    event: summaryEventSchema,
  },
};

export type PortName = keyof typeof ports;
export type PortStart<N extends PortName> = z.input<(typeof ports)[N]['start']>;
export type PortEvent<N extends PortName> = z.output<(typeof ports)[N]['event']>;

export type MessageType = keyof typeof protocol;
export type RequestOf<T extends MessageType> = z.input<(typeof protocol)[T]['request']>;
export type ResponseOf<T extends MessageType> = z.output<(typeof protocol)[T]['response']>;

/** On the wire a request is `{ type, data }`; a reply is always one of these. */
export type Envelope<T> = { ok: true; data: T } | { ok: false; error: PlainError };
