/**
 * Every runtime message and Port message Scout understands: who may send it, what it carries, what comes back.
 * The background rejects anything not listed here. UIs import this file only for its types (`import type`),
 * so zod stays out of their bundles.
 */
import { z } from 'zod/mini';
import { settingsPatchSchema, settingsSchema } from '@/utils/contract/settings-schema';
import { searchRequestSchema } from '@/utils/contract/search-request';
import { clampPageText, MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { RESULTS_PASS } from '@/utils/ui-safe/results-url';
import { placesEventSchema, summaryEventSchema } from '@/utils/contract/view-schemas';
import { spendingSummarySchema, spendingUpdateSchema } from '@/utils/contract/spending-schema';
import { rankingReplaceSchema, rankingSetSchema, rankingViewSchema } from '@/utils/contract/ranking-schema';
import {
  accountViewSchema,
  historyViewSchema,
  keyStatusSchema,
  pageSearchViewSchema,
  searchViewSchema,
  verifyViewSchema,
} from '@/utils/contract/reply-schemas';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { PANEL_LIMITS } from '../ui-safe/messaging/panel-link';
import { onFirstUse } from './on-first-use';

/**
 * Who may send a message, decided from the browser-stamped sender and never from the message (sender-policy.ts):
 * - `extension`: Scout's own pages (popup, options, an extension page as the top frame of a tab);
 * - `page`: those, and the in-page panel frame (an extension page inside a web tab): what a page may cause;
 * - `panel`: the panel frame alone (its link to the content script of its tab);
 * - `content`: Scout's pages, and its content script in the top frame of an http(s) tab.
 */
export type Audience = 'extension' | 'page' | 'panel' | 'content';

/** `fixed`, and one read-only field per builder, built when first read (a spread reads, so builds, them all). */
function withFieldsOnFirstUse<F extends object, B extends Record<string, () => unknown>>(
  fixed: F,
  builders: B,
): F & { readonly [K in keyof B]: ReturnType<B[K]> } {
  const fields = { ...fixed };
  for (const [name, build] of Object.entries(builders))
    Object.defineProperty(fields, name, { get: onFirstUse(build), enumerable: true });
  return fields as F & { readonly [K in keyof B]: ReturnType<B[K]> };
}

/**
 * A message's rule. Its schemas are built when first read (utils/contract/on-first-use.ts), as are a port's below: a
 * cold worker builds only those of the message it is woken for; every message is still checked, by the same schemas,
 * before its handler runs.
 */
const define = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  audience: Audience,
  request: () => Req,
  response: () => Res,
) => withFieldsOnFirstUse({ audience }, { request, response });

/** Text a page hands over (a selection): clamped to what the API accepts, never parsed, never a URL field. */
const pageQuery = () =>
  z.pipe(z.pipe(z.string().check(z.maxLength(200_000)), z.transform(clampPageText)), z.string().check(z.minLength(1)));

const keyName = onFirstUse(() => z._default(z.enum(['search', 'answers', 'suggest']), 'search'));

const panelToken = onFirstUse(() => z.string().check(z.regex(/^[0-9a-f-]{36}$/)));
const panelId = onFirstUse(() => z.string().check(z.maxLength(PANEL_LIMITS.id)));
const bounded = (limit: number) => z.number().check(z.gte(-limit), z.lte(limit));
/** utils/ui-safe/messaging/panel-link.ts `PanelRequest`, checked again by hand in the content script. */
const panelRequest = () =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('hello') }),
    z.strictObject({
      type: z.literal('highlight'),
      places: z
        .array(z.strictObject({ id: panelId(), name: z.string().check(z.maxLength(PANEL_LIMITS.name)) }))
        .check(z.maxLength(PANEL_LIMITS.places)),
    }),
    z.strictObject({ type: z.literal('clear') }),
    z.strictObject({ type: z.literal('reveal'), id: panelId() }),
    z.strictObject({ type: z.literal('move'), dx: bounded(PANEL_LIMITS.move), dy: bounded(PANEL_LIMITS.move) }),
    z.strictObject({ type: z.literal('resize'), height: z.number().check(z.gte(0), z.lte(PANEL_LIMITS.height)) }),
    z.strictObject({ type: z.literal('calm') }),
    z.strictObject({ type: z.literal('close') }),
  ]);
/** Every field any request's reply has (panel-link.ts `PanelReplies`); a content script's extra fields are stripped. */
const panelReply = () =>
  z.object({
    job: z.optional(
      z.object({
        kind: z.enum(['summary', 'places']),
        query: z.string().check(z.maxLength(MAX_QUERY_CHARS)),
        shortened: z.boolean(),
        known: z.optional(pageSearchViewSchema()),
      }),
    ),
    scheme: z.optional(z.enum(['light', 'dark'])),
    counts: z.optional(z.array(z.tuple([panelId(), z.int().check(z.gte(0))])).check(z.maxLength(PANEL_LIMITS.places))),
    found: z.optional(z.boolean()),
    calm: z.optional(z.boolean()),
    covered: z.optional(z.boolean()),
  });
const panelEvent = () => z.strictObject({ type: z.literal('activate'), id: panelId() });

export const protocol = {
  /** Liveness and version: lets a UI know the background is up. */
  ping: define(
    'extension',
    () => z.strictObject({}),
    () => z.object({ version: z.string(), startedAt: z.number() }),
  ),

  'key.status': define('extension', () => z.strictObject({}), keyStatusSchema),
  /**
   * `which`: the search key (default), the optional Answers key or the optional Autosuggest key; each is kept and
   * described alike.
   */
  'key.save': define(
    'extension',
    () => z.strictObject({ key: z.string().check(z.maxLength(10_000)), which: keyName() }),
    keyStatusSchema,
  ),
  'key.remove': define('extension', () => z.strictObject({ which: keyName() }), keyStatusSchema),
  /**
   * The search key: one billed web search (plus unbilled plan probes), then what the plan can do. The Answers key:
   * one short billed answer. The Autosuggest key: one suggestion request (billed per request).
   */
  'key.verify': define('extension', () => z.strictObject({ which: keyName() }), verifyViewSchema),
  /** Plan capabilities and the rate and quota from the last rate-limit headers seen. */
  account: define('extension', () => z.strictObject({}), accountViewSchema),

  'settings.get': define(
    'extension',
    () => z.strictObject({}),
    () => settingsSchema(),
  ),
  'settings.update': define(
    'extension',
    () => z.strictObject({ patch: settingsPatchSchema() }),
    () => settingsSchema(),
  ),

  search: define('extension', searchRequestSchema, searchViewSchema),
  /**
   * What a results page opens on (docs/security-plan.md A13): its URL's search, run (billed if need be) only with the
   * one-time pass the background put in the URL when it opened the tab for the user (utils/worker/background/
   * results-pass.ts); without one, the answer Scout's cache holds, or null, and nothing is sent, billed or written.
   */
  'results.open': define(
    'extension',
    () => z.strictObject({ search: searchRequestSchema(), pass: z.optional(z.string().check(z.regex(RESULTS_PASS))) }),
    () => z.nullable(searchViewSchema()),
  ),
  /** A pass for a results tab the popup opens on its search ("Open in a tab"); none when it could not be kept. */
  'results.pass': define(
    'extension',
    () => z.strictObject({ search: searchRequestSchema() }),
    () => z.object({ pass: z.optional(z.string()) }),
  ),
  /**
   * A search on behalf of a page (a selection the user asked Scout about): only the clamped text, no paging, filters,
   * counts or URLs of the page's choosing; settings decide the rest.
   */
  'page.search': define('page', () => z.strictObject({ q: pageQuery() }), pageSearchViewSchema),
  /**
   * Opens the options page (the in-page panel's "Open options" when the key is the problem). Harmless, so the panel
   * may ask.
   */
  'options.open': define(
    'page',
    () => z.strictObject({ section: z.optional(z.literal('spending')) }),
    () => z.strictObject({}),
  ),
  /**
   * The panel frame asks the content script of its tab's top frame (relayed, utils/worker/background/panel-relay.ts);
   * utils/ui-safe/messaging/panel-link.ts explains the token. The reply is the content script's, stripped to these fields.
   */
  'panel.page': define('panel', () => z.strictObject({ token: panelToken(), request: panelRequest() }), panelReply),
  /**
   * The content script tells its panel frame something (runtime messages reach every Scout page; the frame holding the
   * token takes it). Nothing for the background to do: listed so that it is checked like every message.
   */
  'panel.event': define(
    'content',
    () => z.strictObject({ token: panelToken(), event: panelEvent() }),
    () => z.strictObject({}),
  ),
  /**
   * "Highlight on this page" (popup, side panel): the places of the last search (by id) are highlighted in that tab.
   * The page names the tab (the active one, which activeTab lets Scout script: components/app/active-tab.ts).
   */
  'page.highlight': define(
    'extension',
    () => z.strictObject({ searchId: z.string().check(z.maxLength(64)), tabId: z.int().check(z.gte(0)) }),
    () => z.strictObject({}),
  ),
  /**
   * "Find places on this page" in the popup or the side panel: the in-page panel searches the page's main heading, as
   * the right-click menu's item does (a billed search, which the user asked for). The page names the tab, which
   * activeTab lets Scout script (otherwise the browser refuses and the page says so).
   */
  'page.findPlaces': define(
    'extension',
    () => z.strictObject({ tabId: z.int().check(z.gte(0)) }),
    () => z.strictObject({}),
  ),
  /**
   * The search history (off by default; utils/worker/services/history.ts). Scout's own pages only: never a content script,
   * whatever page it is in. Turning it off deletes it.
   */
  'history.get': define('extension', () => z.strictObject({}), historyViewSchema),
  'history.setEnabled': define('extension', () => z.strictObject({ on: z.boolean() }), historyViewSchema),
  'history.delete': define(
    'extension',
    () => z.strictObject({ q: z.string().check(z.minLength(1), z.maxLength(MAX_QUERY_CHARS)), at: z.number() }),
    historyViewSchema,
  ),
  'history.clear': define('extension', () => z.strictObject({}), historyViewSchema),
  /**
   * This month's spending (utils/worker/services/spending/): the popup's, tab's and side panel's "This month" line,
   * and with `details` the options' Spending section. Scout's own pages only: it may hold queries (history on).
   */
  'spending.summary': define(
    'extension',
    () => z.strictObject({ details: z.optional(z.boolean()) }),
    spendingSummarySchema,
  ),
  /** The user's monthly limits and prices (the options): in force for the next request on every surface. */
  'spending.update': define('extension', spendingUpdateSchema, spendingSummarySchema),
  /** Empties the ledger (the options' "Clear", after the user confirmed); the limits and prices stay. */
  'spending.clear': define('extension', () => z.strictObject({}), spendingSummarySchema),
  /**
   * The user's own ranking: sites blocked, lowered, raised or pinned (utils/worker/services/ranking.ts), sent as one
   * inline Goggle with every search. Scout's own pages only: never the in-page panel, which sits inside a web page.
   */
  'ranking.get': define('extension', () => z.strictObject({}), rankingViewSchema),
  /** One site's rule from a result's menu; `rule: null` removes the site (the options' "Remove"). */
  'ranking.set': define('extension', rankingSetSchema, rankingViewSchema),
  /** The whole list at once: an import from a `.goggle` file, read and checked by the options page first. */
  'ranking.replace': define('extension', rankingReplaceSchema, rankingViewSchema),
  /** The last search of this browser session, if its answer is still cached (reopening the popup is free). */
  'search.last': define(
    'extension',
    () => z.strictObject({}),
    () =>
      z.nullable(
        z.object({
          q: z.string(),
          page: z.number(),
          filters: searchRequestSchema().shape.filters,
          view: searchViewSchema(),
        }),
      ),
  ),
};

/**
 * Streams over a Port: the UI names what it wants in its first message; the background answers with events.
 * Content scripts may open them too: a search id is an unguessable UUID that only the searcher learned.
 */
const definePort = <Start extends z.ZodMiniType, Event extends z.ZodMiniType>(
  audience: Audience,
  start: () => Start,
  event: () => Event,
) => withFieldsOnFirstUse({ audience }, { start, event });

export const ports = {
  'scout.places': definePort(
    'page',
    () => z.strictObject({ searchId: z.string().check(z.maxLength(64)) }),
    placesEventSchema,
  ),
  /**
   * `ask`: the user asked for an AI answer from the Answers plan (billed per answer); a fresh id per request, so a
   * reconnect (same id) never pays twice and "ask again" (a new id) does, as the user wants.
   */
  'scout.summary': definePort(
    'page',
    () =>
      z.strictObject({
        searchId: z.string().check(z.maxLength(64)),
        ask: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      }),
    summaryEventSchema,
  ),
};

export type PortName = keyof typeof ports;
export type PortStart<N extends PortName> = z.input<(typeof ports)[N]['start']>;
export type PortEvent<N extends PortName> = z.output<(typeof ports)[N]['event']>;

export type MessageType = keyof typeof protocol;
export type RequestOf<T extends MessageType> = z.input<(typeof protocol)[T]['request']>;
export type ResponseOf<T extends MessageType> = z.output<(typeof protocol)[T]['response']>;

/** On the wire a request is `{ type, data }`; a reply is always one of these. */
export type Envelope<T> = { ok: true; data: T } | { ok: false; error: PlainError };
