/**
 * Every runtime message and Port message Scout understands: who may send it, what it carries, what comes back.
 * The background rejects anything not listed here. UIs import this file only for its types (`import type`),
 * so zod stays out of their bundles.
 */
import { z } from 'zod/mini';
import { settingsPatchSchema, settingsSchema } from '@/utils/contract/settings-schema';
import { searchRequestSchema } from '@/utils/contract/search-request';
import { verticalRequestSchema, verticalViewSchema } from '@/utils/contract/vertical-schema';
import { clampPageText, MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { RESULTS_PASS } from '@/utils/ui-safe/results-url';
import { placesEventSchema, summaryEventSchema } from '@/utils/contract/view-schemas';
import { followupEventSchema, followupStartSchema } from '@/utils/contract/followup-schema';
import { spendingPricesSchema, spendingSummarySchema, spendingUpdateSchema } from '@/utils/contract/spending-schema';
import { SUMMARY_DETAILS } from '@/utils/ui-safe/spending';
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
import {
  isPanelToken,
  PANEL_LIMITS,
  parsePanelEvent,
  parsePanelRequest,
  type PanelEvent,
  type PanelRequest,
} from '../ui-safe/messaging/panel-link';
import {
  PAGE_QUESTION_MAX_CHARS,
  PAGE_TEXT_MAX_CHARS,
  PAGE_TITLE_MAX_CHARS,
  type PageUnreadable,
} from '../ui-safe/page-question';
import { onFirstUse } from './on-first-use';
import { researchEventSchema, researchLimitsSchema, researchOfferSchema } from './research-schema';

/**
 * Who may send a message, decided from the browser-stamped sender and never from the message (sender-policy.ts):
 * - `extension`: Scout's own pages (popup, options, an extension page as the top frame of a tab);
 * - `page`: those, and the in-page panel frame (an extension page inside a web tab): what a page may cause;
 * - `panel`: the panel frame alone (its link to the content script of its tab);
 * - `content`: Scout's pages, and its content script in the top frame of an http(s) tab;
 * - `script`: that content script alone (what only the page itself can give: its text).
 */
export type Audience = 'extension' | 'page' | 'panel' | 'content' | 'script';

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

// The panel link's shapes are declared once, by hand, in panel-link.ts (the content script, which checks them too,
// carries no zod); here they are wrapped, so that the background refuses what the content script would refuse.
const panelToken = onFirstUse(() => z.custom<string>(isPanelToken));
const panelId = onFirstUse(() => z.string().check(z.maxLength(PANEL_LIMITS.id)));
const UNREADABLE = ['restricted', 'file', 'pdf', 'empty', 'noAccess'] as const satisfies readonly PageUnreadable[];
/** What `page.capture` answers: the capture's id, its address, how much of the page's text it holds, its price ceiling. */
const pageCaptured = () =>
  z.object({
    id: panelToken(),
    url: z.string().check(z.maxLength(2_000)),
    chars: z.int().check(z.gte(0), z.lte(PAGE_TEXT_MAX_CHARS)),
    total: z.int().check(z.gte(0)),
    priceMicros: z.int().check(z.gte(0)),
  });
const panelRequest = () => z.custom<PanelRequest>((value) => parsePanelRequest(value) !== undefined);
/** Every field any request's reply has (panel-link.ts `PanelReplies`); a content script's extra fields are stripped. */
const panelReply = () =>
  z.object({
    job: z.optional(
      z.object({
        kind: z.enum(['summary', 'places', 'ask']),
        query: z.string().check(z.maxLength(MAX_QUERY_CHARS)),
        shortened: z.boolean(),
        known: z.optional(pageSearchViewSchema()),
        page: z.optional(z.union([pageCaptured(), z.object({ unreadable: z.enum(UNREADABLE) })])),
      }),
    ),
    scheme: z.optional(z.enum(['light', 'dark'])),
    counts: z.optional(z.array(z.tuple([panelId(), z.int().check(z.gte(0))])).check(z.maxLength(PANEL_LIMITS.places))),
    found: z.optional(z.boolean()),
    calm: z.optional(z.boolean()),
    covered: z.optional(z.boolean()),
  });
const panelEvent = () => z.custom<PanelEvent>((value) => parsePanelEvent(value) !== undefined);

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
   * A page of the News, Videos or Images tab (results tab, side panel): one billed request on the Search plan unless
   * cached; with `cacheOnly`, the cache's answer or null, and nothing sent.
   */
  'vertical.search': define('extension', verticalRequestSchema, () => z.nullable(verticalViewSchema())),
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
  /** What a research of a search would run within (the options' limits) and the most it can cost: shown before it. */
  'research.offer': define(
    'page',
    () => z.strictObject({ searchId: z.string().check(z.maxLength(64)) }),
    researchOfferSchema,
  ),
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
   * "Ask Scout about this page": the content script hands over the page's readable text (entrypoints/in-page/
   * page-text.ts, bounded); the page's address is the browser-stamped sender's, never a field. The worker keeps it
   * (utils/worker/services/page-answer/captures.ts) and prices its question; nothing is sent to the API.
   */
  'page.capture': define(
    'script',
    () =>
      z.strictObject({
        text: z.string().check(z.minLength(1), z.maxLength(PAGE_TEXT_MAX_CHARS)),
        total: z.int().check(z.gte(0), z.lte(1_000_000_000)),
        title: z.string().check(z.maxLength(PAGE_TITLE_MAX_CHARS)),
      }),
    pageCaptured,
  ),
  /**
   * "Ask about this page" in the side panel: the in-page panel of that tab opens with the question box (nothing is
   * billed before the user confirms there). The page names the tab, which activeTab lets Scout script.
   */
  'page.ask': define(
    'extension',
    () => z.strictObject({ tabId: z.int().check(z.gte(0)) }),
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
   * and with `details` the options' Spending section (`shown`: the last RECENT_SHOWN requests, `all`: every one kept,
   * for the CSV). Scout's own pages only: it may hold queries (history on).
   */
  'spending.summary': define(
    'extension',
    () => z.strictObject({ details: z.optional(z.enum(SUMMARY_DETAILS)) }),
    spendingSummarySchema,
  ),
  /**
   * The prices the billed buttons show ("Get AI answer (≈ $0.016)"), at the user's own prices where set: no spend, no
   * limit, no query. So the in-page panel's frame may ask it (`page`); a content script may not.
   */
  'spending.prices': define('page', () => z.strictObject({}), spendingPricesSchema),
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
          request: searchRequestSchema(),
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
  /** Follow-up questions under an AI answer (`ask` as above: a fresh id per question, billed once). */
  'scout.followup': definePort('page', followupStartSchema, followupEventSchema),
  /**
   * The answer to a question about a page (the in-page panel, after the user confirmed its price): `capture` names the
   * text the content script handed over (`page.capture`), an unguessable id only that panel learned; `ask` as above.
   */
  'scout.pageAnswer': definePort(
    'panel',
    () =>
      z.strictObject({
        capture: panelToken(),
        question: z.string().check(z.minLength(1), z.maxLength(PAGE_QUESTION_MAX_CHARS)),
        ask: z.string().check(z.minLength(1), z.maxLength(64)),
      }),
    summaryEventSchema,
  ),
  /**
   * A research of a search's question (billed per query and token, utils/worker/services/research/): always asked
   * for (`ask`, a fresh id per click), within the limits the user was shown; closing the port stops it.
   */
  'scout.research': definePort(
    'page',
    () =>
      z.strictObject({
        searchId: z.string().check(z.maxLength(64)),
        ask: z.string().check(z.minLength(1), z.maxLength(64)),
        limits: researchLimitsSchema(),
      }),
    researchEventSchema,
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
