import type { ApiFamily } from './api/context';

/**
 * Every emulator behaviour that docs/api-reference.md marks as uncertain or undocumented lives here, as a constant
 * the code reads, with the reason. Change an assumption in this file, not in the handlers.
 * (A1…A54 are cited from code comments and from emulator/README.md; A21–A34 are about Answers, from
 * docs/answers-api.md; A35–A42 about the sections of a web search and the client's location; A43 onwards about the
 * other endpoints of docs/api-reference.md §8.)
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
/* A43 (in part): news, videos, images, llm/context and web/rich take web search's versions, place_search the local
 * ones; suggest and spellcheck document none, so any `Api-Version` passes there. */
export const SUPPORTED_API_VERSIONS: Readonly<Partial<Record<ApiFamily, readonly string[]>>> = {
  web: ['2023-01-01', '2023-04-14', '2023-10-11'],
  local: ['2024-06-11'],
  summarizer: ['2024-04-23', '2025-05-06', '2025-06-13'],
  /** A24. `Api-Version` on /chat/completions: only the launch date, the one version of the Answers changelog;
   * anything else is the same 404 as A5. */
  answers: ['2025-08-05'],
};

/**
 * A6. /local/*: ids not issued by us, or expired, are simply absent from `results` (no error). Duplicate ids are
 * answered once. A comma-joined `ids=a,b` is read as the ids `a` and `b`, the emulator's choice: the repeated
 * parameter is the documented form (§3.1), the npm `brave-search` client sends one comma-joined value ([EB], "may not
 * work" live, unverified), and reading it as one unknown id answered it with a silent empty list (security plan
 * case H2). Ids never hold a comma (base32 and `=`). Empty ids (`ids=`, `a,,b`) are left out; none left is the
 * `missing` 422, and more than 20 in all (repeated or joined) the `too_long` 422 on `ids`.
 */
export const LOCAL_IDS_MAX = 20;
export const LOCAL_IDS_SEPARATOR = ',';

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
 * plan (quota 0) the monthly `Remaining` is 0, as seen live. Only successful requests to the billed endpoints (web
 * search and the others of A52) are billed, and the monthly quota is checked only on them; /local/* and the
 * summarizer are not billed. A spend cap (402) applies to every endpoint. */
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

/** A28. Research mode (`enable_research:true`, `stream:true`, no citations or entities: §1.3's conflicts are 422s,
 * checked first) is emulated: per iteration `<queries>{"queries":[…]}`, per query `<analyzing>{query, urls,
 * new_urls}` and `<thinking>{query, urls_analyzed, urls_selected}`, then `<progress>` with Brave's own keys (its
 * spelling `elasped_seconds` included) as running totals; then `<blindspots>[…]`, `<answer>{"answer": markdown}`
 * (its sources as a Markdown list) and `<usage>` (queries run, tokens, cost per A31). Payload shapes from public
 * recordings (a Swift client's fixture, an MCP server's notes); the emulator's plan is RESEARCH_PLAN below, and
 * never more queries or iterations than the request's `research_maximum_number_of_*` allow, nor a query that would
 * pass its seconds limit (each takes `secondsPerQuery` of emulated time). Events are `researchStepMs` apart (a
 * setting). A client that leaves part-way ends the run; it is recorded as an aborted answer (A25). The `cut` fault
 * (faults/) ends a research after `after` events, without `<answer>`: an unfinished research. */
export const RESEARCH_PLAN = {
  iterations: 2,
  queriesPerIteration: 2,
  urlsPerQuery: 12,
  tokensPerQuery: 2_500,
  secondsPerQuery: 3,
  facets: ['overview', 'latest', 'criticism', 'history'],
  blindspots: ['Sources behind paywalls were not read.'],
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

/* ---- The other endpoints real clients call (docs/api-reference.md §8) ---- */

/* A43. Plans of 2026 (§8): the Search plan (`demo-search`) holds web, news, videos, images, llm/context, web/rich,
 * local and place_search; Autosuggest (`demo-suggest`) only suggest and Spellcheck (`demo-spellcheck`) only
 * spellcheck: the plans page lists each under the other too, unverified, so neither is modelled. A key outside its
 * plan gets 400 OPTION_NOT_IN_PLAN (`meta.component` "api"), also on web search for those two keys. News, videos
 * and images come with web search on every plan that has it (the legacy keys and `demo-answers` too: old
 * docs sold them with the Data for Search plans); llm/context and rich data only on the Search plan;
 * place_search on the Search plan and the legacy plans with places except Base (it is "Pro" in the MCP server,
 * "Search" in the skills repo). Every feature is a plan setting. `Api-Version`: see SUPPORTED_API_VERSIONS. */

/** A44. `/news/search`: the news-site pages among the web matches and the news index's stories (world/news.ts)
 * that hold a searched word, the most searched words first, then the freshest. Items have the news section's shape
 * (A39: `source`, `breaking`, `is_live`, `thumbnail`, `age`, `page_age`, `meta_url`, `profile`), `breaking` on the
 * freshest match under 6 h; `extra_snippets` when asked for and the plan has them (pages only). Descriptions are
 * HTML with `<strong>` on query words (A17; the endpoint has no `text_decorations`). `query` carries `original`,
 * `altered` (only when changed), `spellcheck_off`, `show_strict_warning`, `more_results_available`. News, videos
 * and images share web search's 422 rules for the parameters they have; parameters they do not document are
 * ignored like any unknown one. */
export const VERTICAL_TEXT_DECORATIONS = true;

/* A45. `/videos/search`: every video of the world (each topic's ViewTube pages and follow-ups, world/videos.ts)
 * whose title, description or topic holds a searched word, most words first, then most viewed. `safesearch`
 * moderate or strict drops adult videos ("moderate filters explicit images/videos", §1.1); `extra.might_be_offensive`
 * is true when an adult video is among the results (possible only with `off`). `video.views` is an integer. */

/** A46. Rich data (`enable_rich_callback`, `/web/rich`): three verticals are emulated, with shapes of our own (the
 * docs show none): `calculator` (arithmetic in the query: `{expression, answer}`), `currency` ("100 usd to eur":
 * `{from{code, amount}, to{code, amount}, rate}` from the fixed, made-up rates below) and `weather` ("weather" and a
 * world city, named or the client's: `{location, units, current, forecast[3]}`, stable per city and day). The hint
 * is `rich: {type:"rich", hint:{vertical, callback_key}}` (§8.6), only for plans with rich data (elsewhere the
 * parameter is ignored, like extra_snippets) and when `result_filter` is absent or lists `rich`. Callback keys are
 * hex, stateless and never expire; an unknown or forged key is this 404. `/web/rich` answers
 * `{type:"rich", results:[<one result>]}` and is billed like a search. */
export const RICH_NOT_FOUND = {
  status: 404,
  code: 'RESOURCE_NOT_FOUND',
  detail: 'The requested rich result was not found.',
} as const;
/** Units per US dollar: made up and fixed, so answers never change. */
export const RICH_CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.9,
  GBP: 0.8,
  JPY: 150,
  CHF: 0.88,
};
export const RICH_WEATHER_CONDITIONS = ['sunny', 'partly cloudy', 'cloudy', 'light rain', 'windy'] as const;

/** A47. `/images/search`: one picture per matching web page of the world, in web search's order, up to `count`
 * (no paging: `offset` is not a parameter). `page_fetched` is an ISO date with `Z` (the skills repo's example;
 * the official MCP server rejects one without a zone); the emulator serves `thumbnail.src` (500 px wide) and
 * `properties.placeholder`; `properties.url` names the original on the page's (fictional) site. `confidence` is
 * `high` for the first three, `medium` up to the tenth, then `low`. `safesearch=strict` (the default) drops adult
 * pages; `extra.might_be_offensive` says whether one is among the results. */
export const IMAGE_CONFIDENCE_RANKS = { high: 3, medium: 10 } as const;
export const IMAGE_THUMBNAIL_WIDTH = 500;

/* A48. `/suggest/search`: completions from the world's entities, topics, their follow-up questions, places and
 * "<kind> in <city>"; first those that start with the typed text (a trailing space counts), then those holding
 * every typed word with the last one as a word's beginning; shorter first, then alphabetical; never the typed text
 * itself. Without `rich`, results carry only `query` (§8.1); with it, every result has `is_entity`, and entities add
 * `title`, `description` and `img` (the emulator's picture). `country` (two letters or ALL, any case) and `lang`
 * (a language code) are hints, checked for their form only. Text starting with `hostile` completes to the hostile
 * sample's suggestions (world/hostile.ts: markup, the address bar's own styles, controls, bidi, a long one),
 * unescaped, as a compromised service could send them. */

/* A49. `/spellcheck/search`: web search's own correction (the one `query.altered` shows); `results` holds one
 * `{query}` with the corrected query, or nothing when the query needs no correction (§8.2; the skills repo's
 * example shows per-word `{original, corrected, confidence}` instead, not followed). */

/** A50. `/local/place_search`: the area is `latitude`+`longitude` (both or neither, else a 422 `missing`), else a
 * `location` naming a world city ("tokyo japan", "san francisco ca united states"); a location the world does not
 * know finds nothing and gets no `location` object; with neither, `q` is required (422 `value_error`). Places match
 * as web search's locations do (kinds and name words; every place for an empty `q` or one naming only a city; a
 * city named in `q` narrows to it); without `radius` the search is global (§8.5), with it a cut-off in metres
 * (0–20000, the skills repo's range). The area's city first, then best match, nearest, best rated. Results are LocationResults with
 * ids valid for /local/* (A2, A6) and `distance` from the area's point in `units` (default metric). `query.altered`
 * only when changed (a null would fail the official MCP server's schema). X-Loc-* headers are not read. */
export const PLACE_SEARCH_MAX_RADIUS_M = 20_000;

/** A51. `/llm/context`: web search's ranking (`safesearch` moderate, operators on) over the first `count` matches;
 * `context_threshold_mode` keeps pages holding this share of the searched words; at most
 * `maximum_number_of_urls` pages, each with its sentences (most searched words first) then its extra snippets,
 * within the snippet and token budgets (tokens ≈ characters / 4, A31). Local recall (`enable_local`, or unset and
 * any X-Loc-* header sent; location as A36) adds the query's places: `poi` when the query names a place by name,
 * the others in `map` (always present, `[]` without local recall). `sources` keys every URL: pages with `title`,
 * `hostname` and `age` as the docs' example (long date, ISO date, "N days ago"); places without `age` (the docs
 * show null, which the official MCP server's schema refuses). `enable_source_metadata` adds `site_name` and
 * `favicon`. */
export const LLM_THRESHOLDS = { disabled: 0, lenient: Number.EPSILON, balanced: 0.5, strict: 1 } as const;

/* A52. Billing of the other endpoints: every 200 of news, videos, images, llm/context, web/rich, place_search,
 * suggest and spellcheck is one billed request, like a web search (`billed` in the stats, the monthly counter of
 * X-RateLimit-Remaining), and the monthly quota is checked on all of them ("only successful requests are counted
 * and billed", §8). /local/pois, /local/descriptions and the summarizer stay unbilled (A15), answers apart (A25). */

/** A53. Follow-ups: the API takes one user message, so a client carries a conversation inside it. A message with a
 * line starting `Follow-up question:` (Scout's form: earlier questions and shortened answers, then that line) is
 * answered for the text after the last such line; the whole message still counts as input tokens. Any other message
 * is one question, as before. */
export const FOLLOWUP_LABEL = 'Follow-up question:';

/** The request log keeps a POST body whole up to this many characters (the API body limit is larger, ANSWER_BODY_MAX_BYTES):
 * a test reads everything a client sent. A longer body is cut there and flagged `bodyCut`. */
export const LOGGED_BODY_MAX_CHARS = 64 * 1024;
/* A54. Inline Goggles (§10; brave/goggles-quickstart's syntax), in emulator/search/goggles.ts. Every line is checked
 * as the real service checks a Goggle before it runs one ("invalid instructions fail the Goggle"): an unknown
 * option, a second action, a strength outside 1–10, `$discard=N`, an empty or non-host `site=`, more than two `*`
 * or `^` in a pattern, or a Goggle over 2 MB is a 422 VALIDATION on `goggles` (`value_error`, the line's number in
 * `msg`, the line as `input`); the live service's wording for it is not captured. Applied: `$boost=N`,
 * `$downrank=N` (score × or ÷ (1 + N)) and `$discard` with `site=` (the host and its subdomains), options in any
 * order, and a generic `$discard` (every result no site rule matches is dropped); URL patterns and `inurl`-style
 * options are accepted and change nothing; a hosted Goggle's URL (http(s)://…) cannot be fetched offline and
 * changes nothing. `mutated_by_goggles: true` on the section a rule changed (`web` of a web search; the answer of
 * /news/search and /videos/search), absent otherwise. §8.3 lists `goggles` for news only; the emulator reads it on
 * videos too (issue 39 asks for it; the real service would at worst ignore it), never on images. */
