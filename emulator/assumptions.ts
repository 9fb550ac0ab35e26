/**
 * Every emulator behaviour that docs/api-reference.md marks as uncertain or undocumented lives here, as a constant
 * the code reads, with the reason. Change an assumption in this file, not in the handlers.
 * (A1…A42 are cited from code comments and from emulator/README.md; A21–A34 are about Answers, from
 * docs/answers-api.md; A35 onwards about the sections of a web search and the client's location.)
 */

/** A1. Summaries are "cached for a limited time" (§4.1); the TTL is undocumented. */
export const DEFAULT_SUMMARY_TTL_MS = 10 * 60_000;

/** A2. Location ids are "valid ~8 h" (§2.4). */
export const DEFAULT_LOCATION_ID_TTL_MS = 8 * 3_600_000;

/** A3. An unknown or expired summarizer key: undocumented (§4.1, §5.2). We answer 404 with this code. */
export const SUMMARY_NOT_FOUND = {
  status: 404,
  code: 'RESOURCE_NOT_FOUND',
  detail: 'The requested summary was not found or has expired.',
} as const;

/** A4. An unknown path under /res/v1: the real body is not captured; we keep the ErrorResponse shape. */
export const UNKNOWN_PATH = {
  status: 404,
  code: 'RESOURCE_NOT_FOUND',
  detail: 'The requested resource was not found.',
} as const;
export const METHOD_NOT_ALLOWED = { status: 405, code: 'METHOD_NOT_ALLOWED', detail: 'Method not allowed.' } as const;

/** A5. A bad `Api-Version` gives 404 with this detail (live); the `code` is not captured. */
export const API_VERSION_NOT_FOUND = {
  status: 404,
  code: 'API_VERSION_NOT_FOUND',
  detail: 'The requested product api version is not found.',
} as const;
export const SUPPORTED_API_VERSIONS: Readonly<Record<'web' | 'local' | 'summarizer' | 'answers', readonly string[]>> = {
  web: ['2023-01-01', '2023-04-14', '2023-10-11'],
  local: ['2024-06-11'],
  summarizer: ['2024-04-23', '2025-05-06', '2025-06-13'],
  /** A24. `Api-Version` on /chat/completions: only the launch date, the one version of the Answers changelog;
   * anything else is the same 404 as A5. */
  answers: ['2025-08-05'],
};

/**
 * A6. /local/*: ids not issued by us, or expired, are simply absent from `results` (no error). Duplicate ids are
 * answered once. A comma-joined `ids=a,b` is ONE (unknown) id: only the repeated parameter is standard (§3.1).
 */
export const LOCAL_IDS_MAX = 20;

/** A7. `/summarizer/summary_streaming` wire format (undocumented, §4.5): Server-Sent Events, one SummaryMessage
 * JSON per `data:` line, a blank line after each, then `data: [DONE]`. Streams are never gzipped. A failed
 * summary streams one `{"type":"summarizer","status":"failed"}` event before [DONE]. */
export const STREAM_CONTENT_TYPE = 'text/event-stream';
export const STREAM_DONE_MARKER = '[DONE]';

/** A8. Summary eligibility (undocumented): at least this many web results and none of these query words. */
export const SUMMARY_MIN_RESULTS = 2;
export const SUMMARY_INELIGIBLE_WORDS: readonly string[] = ['login', 'homepage', 'nosummary'];
/** A9. Queries containing this word get a key, but the summarizer answers `status:"failed"`. */
export const SUMMARY_FAILING_WORD = 'unsummarizable';

/** A10. Summary only when `result_filter` is absent or lists `summarizer` (MCP's comment, §1.1). */
export const SUMMARY_NEEDS_FILTER_WORD = 'summarizer';

/** A11. `entities_infos` is keyed by the entity `uuid`; `inline_reference` start/end index into
 * `enrichments.raw` (the concatenated token text), half-open [start, end). */
export const ENTITY_INFOS_KEYED_BY = 'uuid' as const;

/** A12. Sibling endpoints (§4.5) return `{type:"summarizer", status, <their field>}` and, like
 * /summarizer/search, block until the summary is ready. */
export const SIBLING_FIELDS = {
  'summarizer/summary': 'summary',
  'summarizer/title': 'title',
  'summarizer/enrichments': 'enrichments',
  'summarizer/followups': 'followups',
  'summarizer/entity_info': 'entities_infos',
} as const;

/**
 * A13 — a recorded fact, no longer a guess. Source: a real `/local/pois` answer for a San Francisco restaurant, quoted
 * in the official MCP server's `formatOpeningHours` tests (`@brave/brave-search-mcp-server` 2.x), summarised in
 * docs/api-reference.md §2.5. (The emulator used to put today in `days` too and send `current_day: []` on a closed
 * day; the capture contradicts that, so it wins.)
 * - `opening_hours.current_day` holds today's ranges (two on a split day: Friday 11:00–15:00 and 17:00–21:30).
 * - `days` is a list of day lists that leaves out the day in `current_day` and every closed day (that restaurant is
 *   closed on Mondays: no Monday entry), in calendar order (Tuesday … Sunday), not starting from today.
 * - On a closed day `current_day` is left out: the same server's later code says so in a comment of
 *   `src/tools/local/index.ts` (and only seeds "today" when it is there); the capture shows no closed day.
 * - Day names are title case (`full_name` "Friday"). The quoted test rebuilt `abbr_name` from the full name, so its
 *   real form is not captured; the emulator sends three letters ("Fri"). "Today" is the place's own weekday.
 * Also from that server, not captured: its code wraps single DayOpeningHours objects found in `days` into lists (it
 * says some days come without a list), and its place_search schema documents `timezone_offset` as a number of
 * minutes. The emulator keeps day lists (as captured) and still omits `timezone_offset` (its type differs between
 * doc versions, §2.4).
 */
export const OPENING_DAYS_ORDER = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A14. Enum parameters (country, search_lang, ui_lang, safesearch, units) are case-sensitive, as documented.
 * `result_filter` values outside the documented list are ignored. */
export const RESULT_FILTER_VALUES: readonly string[] = [
  'discussions',
  'faq',
  'infobox',
  'news',
  'query',
  'summarizer',
  'videos',
  'web',
  'locations',
  'rich',
];

/** A15. Rate limiting: a sliding one-second window; requests refused with 429 and faulted requests do not count.
 * The monthly window is fixed, aligned on multiples of the plan's window since the epoch. With an uncapped
 * plan (quota 0) the monthly `Remaining` is 0, as seen live. Only successful web searches are billed; the
 * monthly quota is checked only on web search. A spend cap (402) applies to every endpoint. */
export const SECOND_WINDOW_MS = 1000;

/** A16. RATE_LIMITED detail: the doc example ends with a period. */
export const RATE_LIMITED_DETAIL = 'Request rate limit exceeded for plan.';

/** A17. Titles are plain text; descriptions are HTML (escaped like Python's html.escape, plus <strong> when
 * text_decorations); extra_snippets are plain text (§2.2). */
export const ESCAPE_TITLES: boolean = false;

/** A18. `extra_snippets` on a plan without it is silently ignored (no error). */
export const EXTRA_SNIPPETS_MAX = 5;

/** A19. HTML fault bodies imitate a proxy in front of the API, so they carry no X-RateLimit-* headers;
 * every other response for a known key does. */
export const HTML_FAULTS_HAVE_RATE_HEADERS = false;

/** A20. Web search `locations`: at most this many, best match and best rated first; only for plans with local.
 * The real cap is undocumented; 50 lets broad queries ("restaurants berlin") go past the 20 ids one /local/*
 * call takes (LOCAL_IDS_MAX), so clients must batch. */
export const MAX_LOCATIONS = 50;

/* ---- Answers: POST /res/v1/chat/completions (docs/answers-api.md) ---- */

/** A21. A key whose plan lacks Answers gets ISS27's live body verbatim: 400 OPTION_NOT_IN_PLAN, detail "The option
 * is not subscribed in the plan.", `meta.component` "authentication", `code` last. Only `demo-answers` (and
 * settings plans with `answers: true`) have it; the legacy keys and `demo-search` do not. A spend cap (402) and
 * the per-second window are checked first, as on every endpoint (A15). */
export const ANSWERS_NOT_IN_PLAN_COMPONENT = 'authentication';

/** A22. An Answers key on web search (ISS27: "rate limited after the second search"): read as the Answers plan's
 * 2 req/s applying to web search too. The emulator answers it like any web search (web results and the sections
 * of A35, but no `locations`, no summarizer key, no `extra_snippets`; `/local/*` and `/summarizer/*` → 400 OPTION_NOT_IN_PLAN),
 * billed as a web search, in ONE per-second window shared with its /chat/completions calls, so the third request
 * within a second, whichever endpoint, is 429 RATE_LIMITED. (An alternative reading, "two searches in all", is
 * not modelled.) */
export const ANSWERS_RATE_PER_SECOND = 2;

/** A23. `Authorization: Bearer <key>` is accepted on /chat/completions (the OpenAI SDKs send only that), and only
 * there, when X-Subscription-Token is absent. X-Subscription-Token wins when both are sent. */
export const BEARER_ENDPOINTS: readonly string[] = ['chat/completions'];

/* A24 is SUPPORTED_API_VERSIONS.answers, above. */

/** A25. Billing an answer. A blocking answer is billed when its 200 is sent; a streamed answer once its stream
 * ends: at `[DONE]`, or earlier when the client goes away or the emulator closes (headers sent = generation
 * started; the real service most likely charges the tokens it generated, but what it does is unknown). Both
 * count in `answers`; the second also in `answersAborted`. Errors and faults (trickle, cut, stall included) are
 * never billed; answers do not advance the monthly counter of X-RateLimit-Remaining (that counts web searches). */
export const ABORTED_STREAMS_ARE_BILLED = true;

/** A26. Validation (422 VALIDATION, pydantic-style `meta.errors`) on /chat/completions. Issues carry
 * type/loc/msg(/ctx) and no `input`, like the only captured one (CW1148's `too_long`). Body fields are strict JSON
 * types: `stream` and `enable_*` must be real booleans (`"false"` is a `bool_type` error), integers real integers.
 * `null` counts as absent. A role other than `user` is pydantic's `literal_error` on
 * `["body","messages",0,"role"]` ("Input should be 'user'"); more than one message is only CW1148's `too_long`
 * (items are then not checked). Unknown fields (`metadata`, `seed`, `n`, `temperature`, …) are ignored. */
export const ANSWER_MESSAGES_MAX = 1;

/** A27. The invalid combinations of §1.3 are 422 VALIDATION with one issue each,
 * `{type:"value_error", loc:["body"], msg:<the server message verbatim>}`, in the order of §1.3; the wording for
 * entities + blocking is not captured and is made by analogy. */
export const OPTION_CONFLICT_LOC: readonly string[] = ['body'];

/** A28. Research mode (`enable_research:true`, valid combination) is validated (its `research_*` ranges too) but
 * not emulated: 501 ErrorResponse NOT_IMPLEMENTED, never billed. Scout never sends it. */
export const RESEARCH_NOT_SUPPORTED = {
  status: 501,
  code: 'NOT_IMPLEMENTED',
  detail: 'Research mode (enable_research) is not supported by the emulator.',
} as const;

/** A29. Defaults and values: `model` brave | brave-pro, default `brave-pro` (echoed); `country` from web search's
 * list, case-insensitive (the docs use both `us` and `US`), default US; `language` from web search's `search_lang`
 * list (default en); `safesearch` as on web search. Answers are written in English whatever the language. */
export const ANSWER_MODELS = ['brave', 'brave-pro'] as const;
export const DEFAULT_ANSWER_MODEL = 'brave-pro';

/** A30. Citation tags: `start_index == end_index` = the offset, in the visible text so far (tags excluded), where
 * the tag sits, right after the sentence it supports (as in MCP's fixtures). Numbers count distinct URLs in order
 * of first use, from 1, and repeat for the same URL; `enum_item.citations` use the same numbering.
 * `enum_item` carries `{uuid, name, href, original_tokens, extra_text, instance_of: string[],
 * images: [{src, original}], citations: [{number, url, favicon, snippet}]}` (the last three shapes are guesses). */
export function citationIndexes(visibleOffset: number): { start_index: number; end_index: number } {
  return { start_index: visibleOffset, end_index: visibleOffset };
}

/** A31. Usage and cost. One request and one search per single-search answer; tokens are estimated as
 * ceil(characters / 4): in = the question plus the page text the answer was built from, out = the visible answer
 * text. Costs follow the published formula only (no per-request fee): queries × $4/1000 + tokens in × $5/1e6 +
 * tokens out × $5/1e6, rounded to 1e-9. `X-Request-Requests-Cost` is therefore 0. */
export const ANSWERS_PRICES = {
  perRequest: 0,
  perQuery: 0.004,
  perInputToken: 0.000005,
  perOutputToken: 0.000005,
} as const;
export const CHARS_PER_TOKEN = 4;

/** A32. Blocking answers (`stream:false`) carry the nine `X-Request-*` values of the `<usage>` tag as response
 * headers (names as in the tag, values as decimal strings). Streamed answers carry none. */
export const USAGE_HEADERS_ON_BLOCKING = true;

/** A33. /chat/completions sends X-RateLimit-* headers like the other endpoints (its docs list them; one live
 * observation saw none — clients must not depend on them). 429s come as JSON before any SSE starts. */
export const ANSWERS_RATE_HEADERS = true;

/** A34. A body over this size is 413 ErrorResponse REQUEST_TOO_LARGE (no limit is documented for Answers). */
export const ANSWER_BODY_MAX_BYTES = 256 * 1024;
export const BODY_TOO_LARGE = { status: 413, code: 'REQUEST_TOO_LARGE', detail: 'Request body too large.' } as const;

/* ---- Web search sections and the client's location ---- */

/** A35. Sections (`infobox`, `news`, `videos`, `discussions`, `faq`) come from the fixed world, for every plan with
 * web search, only on the first page (`offset=0`) and never when the query uses `site:`. `count` limits web
 * results only. What warrants each (the real ranking is unknown):
 * - infobox: the query names an entity of world/entities.ts; a city's infobox is left out when the query is local
 *   ("coffee in lisbon"), a museum's is not.
 * - news: pages of news sites among the matches (≤ 31 days old) plus the stories of the query's topic.
 * - videos: the query's topic is known and the query holds a how-to word (HOWTO_WORDS).
 * - discussions and faq: the topic is known and the query is a question (starts with a question word or ends in
 *   "?") or holds a how-to word; faq only for topics with written questions.
 * The topic is the one whose name shares the most words with the query, else the topic of the best page when its
 * title holds a query word. `safesearch=strict` drops every section of an adult topic; `moderate` still drops its
 * videos ("filters explicit images/videos"). `freshness` applies to news, videos and discussions by age. */
export const HOWTO_WORDS: readonly string[] = [
  'how',
  'tutorial',
  'guide',
  'learn',
  'beginner',
  'step',
  'tip',
  'course',
  'lesson',
  'diy',
  'install',
  'setup',
  'fix',
  'video',
  'watch',
  'make',
  'build',
  'explained',
];
export const QUESTION_WORDS: readonly string[] = [
  'how',
  'what',
  'why',
  'when',
  'where',
  'which',
  'who',
  'is',
  'are',
  'can',
  'does',
  'do',
  'should',
  'will',
];
export const NEWS_MAX_AGE_HOURS = 24 * 31;

/** A36. The client's location, standing in for the real service's IP geolocation: X-Loc-Lat/Long when both are
 * sent (local results from the world's city within 60 km, if any); else X-Loc-City naming one of the world's cities
 * (by name or alias, any case; X-Loc-Country and X-Loc-State, when sent, must match that city); else the `near`
 * setting (`--near`, default Lisbon; `none` = unknown). An X-Loc-City the world does not know falls through to
 * `near`. `query.lat`, `long`, `city`, `state` (the 1–3 character subdivision code) and `header_country` echo the
 * headers as sent and fill what is missing from the location used; `query.country` stays the `country`
 * parameter. `postal_code` only echoes its header. */
export const DEFAULT_NEAR_CITY = 'lisbon' as const;

/** A37. `distance` on location results whenever the location is known: from X-Loc-Lat/Long, else from the centre
 * of the X-Loc-City or `near` city (the real service measures from the IP location, which it always has). With
 * `near: none` and no headers, no `distance`. /local/pois resolves the location the same way (its docs list only
 * Lat/Long), so a POI's distance matches the one the search gave. */
export const DISTANCE_FROM_DEFAULT_LOCATION = true;

/** A38. `mixed.main`: web results one by one (`{type:"web", index, all:false}`), the other sections as
 * `{type, all:true}` after the web result of this (1-based) rank, or at the end when there are fewer; `top` is
 * empty; `side` holds `{type:"infobox", all:true}` when there is an infobox. */
export const MIXED_AFTER_WEB_RANK: Readonly<Record<string, number>> = {
  locations: 1,
  news: 2,
  videos: 4,
  faq: 5,
  discussions: 6,
};

/** A39. News: `breaking` on the freshest item when it is under this many hours old (and `query.is_news_breaking`
 * then true); stories marked live in the world have `is_live`; every news item has a thumbnail. */
export const BREAKING_MAX_AGE_HOURS = 6;
export const NEWS_MAX_RESULTS = 4;

/* A40. Which section fields are HTML (escaped like descriptions, with <strong> on query words when
 * text_decorations; see htmlText in render/result-base.ts): every `description`, infobox `long_desc`, discussion
 * `data.question` and `data.top_comment`, faq `question` and `answer`. Titles, names, `data.title` and infobox
 * `attributes` are plain text, as web titles are (A17). */

/** A41. `deep_results.buttons` (sitelinks on the same host): 2 on every result from a big site (one with
 * sitelinks in world/sites.ts); 4 on the first result from the site a navigational query names ("devref python",
 * which also sets `query.is_navigational`). Other results carry no `deep_results`. */
export const SITELINKS_ON_BIG_SITE = 2;
export const SITELINKS_ON_NAVIGATIONAL = 4;

/** A42. Section sizes (undocumented; these look like the live pages): up to 5 videos, 3 discussions, 3 FAQ.
 * `discussions` is `{type:"search", results}` as documented; a thread's `score` is a string and `num_answers` a
 * number (the docs leave both types open, so clients must take either). */
export const SECTION_MAX_RESULTS = { videos: 5, discussions: 3, faq: 3 } as const;
