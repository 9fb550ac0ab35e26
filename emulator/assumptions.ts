/**
 * Every emulator behaviour that API-REFERENCE.md marks as uncertain or undocumented lives here, as a constant
 * the code reads, with the reason. Change an assumption in this file, not in the handlers.
 * (A1…A34 are cited from code comments and from emulator/README.md; A21 onwards are about Answers, from
 * shared/ANSWERS-API.md.)
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
export const UNKNOWN_PATH = { status: 404, code: 'RESOURCE_NOT_FOUND', detail: 'The requested resource was not found.' } as const;
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

/** A13. opening_hours.days lists open days only, Monday first; a closed day is absent (so clients must key by
 * `abbr_name`, not by index). `current_day` is `[]` on a closed day. `timezone_offset` is omitted (its type
 * differs between doc versions). */
export const OPENING_DAYS_ORDER = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A14. Enum parameters (country, search_lang, ui_lang, safesearch, units) are case-sensitive, as documented.
 * `result_filter` values outside the documented list are ignored. */
export const RESULT_FILTER_VALUES: readonly string[] = [
  'discussions', 'faq', 'infobox', 'news', 'query', 'summarizer', 'videos', 'web', 'locations', 'rich',
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

/** A20. Web search `locations`: at most this many, best rated first; only for plans with local. */
export const MAX_LOCATIONS = 10;

/* ---- Answers: POST /res/v1/chat/completions (ANSWERS-API.md) ---- */

/** A21. A key whose plan lacks Answers gets ISS27's live body verbatim: 400 OPTION_NOT_IN_PLAN, detail "The option
 * is not subscribed in the plan.", `meta.component` "authentication", `code` last. Only `demo-answers` (and
 * settings plans with `answers: true`) have it; the legacy keys and `demo-search` do not. A spend cap (402) and
 * the per-second window are checked first, as on every endpoint (A15). */
export const ANSWERS_NOT_IN_PLAN_COMPONENT = 'authentication';

/** A22. An Answers key on web search (ISS27: "rate limited after the second search"): read as the Answers plan's
 * 2 req/s applying to web search too. The emulator answers it like any web search (web results only: no
 * `locations`, no summarizer key, no `extra_snippets`; `/local/*` and `/summarizer/*` → 400 OPTION_NOT_IN_PLAN),
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
export const ANSWERS_PRICES = { perRequest: 0, perQuery: 0.004, perInputToken: 0.000005, perOutputToken: 0.000005 } as const;
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
