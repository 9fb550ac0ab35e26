/**
 * Every emulator behaviour that API-REFERENCE.md marks as uncertain or undocumented lives here, as a constant
 * the code reads, with the reason. Change an assumption in this file, not in the handlers.
 * (A1…A20 are cited from code comments and from emulator/README.md.)
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
export const SUPPORTED_API_VERSIONS: Readonly<Record<'web' | 'local' | 'summarizer', readonly string[]>> = {
  web: ['2023-01-01', '2023-04-14', '2023-10-11'],
  local: ['2024-06-11'],
  summarizer: ['2024-04-23', '2025-05-06', '2025-06-13'],
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
