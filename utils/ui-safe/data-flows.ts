/**
 * Everything Scout sends off the device, in one list: each flow names where it goes in a request to the search API
 * (the only server Scout talks to) and the category of Mozilla's data-collection taxonomy it falls under, or null
 * for what carries nothing of the user's. Firefox's manifest declares its `data_collection_permissions` from this
 * list (wxt.config.ts); PRIVACY.md describes every flow, and tests/unit/data-flows.test.ts fails when a request
 * carries a field no flow names, or a flow names a field no request carries.
 *
 * Categories and their meaning: https://extensionworkshop.com/documentation/develop/firefox-builtin-data-consent/#taxonomy
 * ("Required data": users must accept it to use the add-on; "Optional data": asked for at runtime with
 * `permissions.request({ data_collection: [...] })`, and the user can take it back in about:addons). No imports:
 * the options page uses it too (eslint.config.js, UI_UTILS).
 */

/** Mozilla's personal-data categories (technicalAndInteraction, telemetry, is not one Scout could ever need). */
type MozillaCategory =
  | 'personallyIdentifyingInfo'
  | 'healthInfo'
  | 'financialAndPaymentInfo'
  | 'authenticationInfo'
  | 'personalCommunications'
  | 'locationInfo'
  | 'browsingActivity'
  | 'websiteContent'
  | 'websiteActivity'
  | 'searchTerms'
  | 'bookmarksInfo';

/** @internal Read outside this file by the tests alone (tests/unit/data-flows.test.ts, privacy.test.ts). */
export interface DataFlow {
  /** Its name in PRIVACY.md, which describes every flow under it (tests/unit/privacy.test.ts). */
  label: string;
  /** null: nothing of the user's beyond what another flow already sent (ids the API handed out, protocol fields). */
  category: MozillaCategory | null;
  /** `required`: Scout cannot work without it; `optional`: sent only once the user turns it on in the options. */
  consent: 'required' | 'optional';
  /** Where it goes: `query:<parameter>`, `header:<name in lower case>` or `body:<JSON field>`. */
  fields: readonly string[];
}

/**
 * The location's category, the one of this list the worker reads (utils/worker/services/api-access.ts checks the
 * user's consent to it before every request). Its own constant, so the worker's bundle holds this word and not the
 * whole table, which only the manifest (dataCollectionPermissions below) and the tests read.
 */
export const LOCATION_DATA = 'locationInfo' satisfies MozillaCategory;

/** @internal Read outside this file by the tests alone (tests/unit/data-flows.test.ts, privacy.test.ts). */
export const DATA_FLOWS = {
  /** The Search key and the Answers key, each as the API's token header; the API checks them. */
  apiKeys: {
    label: 'Your API keys',
    category: 'authenticationInfo',
    consent: 'required',
    fields: ['header:x-subscription-token'],
  },
  /**
   * What the user searches for or asks, from any surface (popup, results page, side panel, address bar, in-page panel,
   * options' "Verify key"): the query, the AI question, or the address bar's text for Autosuggest.
   */
  searchText: {
    label: 'What you search for',
    category: 'searchTerms',
    consent: 'required',
    fields: ['query:q', 'body:messages'],
  },
  /**
   * How the user wants the search done: preferences (country, languages, safe search, units, results per page) and
   * the search's filters (result types, dates, a Goggle, a page of results, "search instead for"), and the user's own
   * ranking as one inline Goggle (utils/ui-safe/ranking/compile.ts). They go only with a
   * search, to shape its answer: part of the search request, not usage data about Scout.
   */
  searchPreferences: {
    label: 'How you search',
    category: 'searchTerms',
    consent: 'required',
    fields: [
      'query:country',
      'query:search_lang',
      'query:ui_lang',
      'query:count',
      'query:offset',
      'query:safesearch',
      'query:freshness',
      'query:spellcheck',
      'query:result_filter',
      'query:goggles_id',
      'query:goggles',
      'query:units',
      'body:country',
      'body:language',
      'body:safesearch',
    ],
  },
  /**
   * Text from the page the user is reading, only when they ask from its right-click menu: the selection, or the
   * page's main heading; sent as the search text (clamped, utils/ui-safe/query/limits.ts). With "Ask Scout about this
   * page", after the user confirmed its price: the page's readable text (at most 12,000 characters), its title and
   * its address, in the AI question's one message (utils/worker/services/page-answer/message.ts). Website content:
   * the address of the page asked about goes with that page's content, never by itself.
   */
  pageText: {
    label: 'Text from the page you are reading',
    category: 'websiteContent',
    consent: 'required',
    fields: ['query:q', 'body:messages'],
  },
  /** The city (or region, country, postal code) the user typed, or the browser's position rounded to ~1 km. */
  location: {
    label: 'Your location, only if you turn it on',
    category: LOCATION_DATA,
    consent: 'optional',
    fields: [
      'header:x-loc-lat',
      'header:x-loc-long',
      'header:x-loc-timezone',
      'header:x-loc-city',
      'header:x-loc-state',
      'header:x-loc-state-name',
      'header:x-loc-country',
      'header:x-loc-postal-code',
    ],
  },
  /** Ids the API itself put in an answer (places, the summarizer's key), sent back to fetch the rest of that answer. */
  answerReferences: {
    label: 'Ids from the API’s own answers',
    category: null,
    consent: 'required',
    fields: ['query:ids', 'query:key', 'query:entity_info', 'query:inline_references'],
  },
  /** The same for every user and every search: formats and parts of the answer Scout asks for. */
  protocol: {
    label: 'Technical details of each request',
    category: null,
    consent: 'required',
    fields: [
      'header:accept',
      'header:accept-encoding',
      'header:content-type',
      'query:text_decorations',
      'query:extra_snippets',
      'query:summary',
      'query:enable_rich_callback',
      'query:include_fetch_metadata',
      'query:operators',
      'body:model',
      'body:stream',
      'body:enable_citations',
      'body:enable_entities',
      'body:max_completion_tokens',
    ],
  },
} as const satisfies Record<string, DataFlow>;

/**
 * The data consent Scout asks Firefox for: the categories of required flows, and those only optional flows have
 * (asked for when the user turns them on). Scout always sends search terms, so `required` is never `["none"]`.
 */
export function dataCollectionPermissions(): { required: string[]; optional: string[] } {
  const categories = (consent: DataFlow['consent']) => [
    ...new Set(
      Object.values(DATA_FLOWS as Record<string, DataFlow>)
        .filter((flow) => flow.consent === consent && flow.category !== null)
        .map((flow) => flow.category as string),
    ),
  ];
  const required = categories('required');
  return { required, optional: categories('optional').filter((category) => !required.includes(category)) };
}
