/**
 * Every key Scout keeps in extension storage, named here and nowhere else. The keys and settings live in
 * `storage.local` (never `sync`: a key must not travel to other devices), with the layout version schema.ts migrates;
 * transient state lives in `storage.session`, which the browser empties when the session ends or Scout is updated.
 * An item whose type belongs to a higher layer (a view, a service's record) is defined there from its key here.
 */
import { defineItem } from './area';

/** `storage.local`: every key in it (tests/unit/storage/schema.test.ts finds no other `local:` key in the code). */
export const LOCAL = {
  /** The user's API key. Read only by the background; no message ever carries it back out. */
  apiKey: 'local:apiKey',
  /**
   * The optional Answers key (`/chat/completions`, billed per answer): a separate plan with its own key. Kept exactly
   * like the search key: written by the options page, read only by the background, described only by its last four.
   */
  answersKey: 'local:answersKey',
  /** The optional Autosuggest key (`/suggest/search`, billed per request), the address bar's; kept like the others. */
  suggestKey: 'local:suggestKey',
  /** Search preferences; `repairSettings` (in the settings service) guards every read against damaged values. */
  settings: 'local:settings',
  /** What the plan includes, learned from real answers (utils/worker/services/capabilities.ts). */
  capabilities: 'local:capabilities',
  /** The last rate-limit figures seen (utils/worker/services/account.ts). */
  lastRate: 'local:lastRate',
  /** The search history, only while the user keeps one (utils/worker/services/history.ts). */
  history: 'local:history',
  /**
   * The spending ledger: per-day totals per plan for 13 months and the last 300 requests (utils/worker/services/spending/
   * ledger.ts). Absent means nothing spent yet, so no migration step.
   */
  spending: 'local:spending',
  /** The user's monthly limits and own prices per plan (utils/worker/services/spending/settings.ts); absent: none. */
  spendingSettings: 'local:spendingSettings',
  /**
   * The user's own ranking, sites and their rules (utils/worker/services/ranking.ts), at most 1,000; absent: none, so no
   * migration step.
   */
  siteRanking: 'local:siteRanking',
  /** The layout version of this area (schema.ts). */
  schemaVersion: 'local:schemaVersion',
} as const;

/** `storage.session`. */
export const SESSION = {
  /** The session's last search, shown again when a UI opens (utils/worker/services/search-records.ts). */
  lastSearch: 'session:lastSearch',
  /**
   * Written once this browser session's set-up (menus, toolbar button, layout migration) has finished
   * (utils/worker/background/set-up.ts); the browser empties the area at each install, update and browser start.
   */
  setUpDone: 'session:setUpDone',
} as const;

/**
 * Bounded sets of items in `storage.session` (bounded-items.ts, over utils/worker/bounded/bounded-index.ts):
 * `session:<prefix>.<id>`, and their index.
 */
export const BOUNDED = {
  /** Summary jobs (utils/worker/services/summary/jobs.ts). */
  summaryJobs: { prefix: 'summaryJob', indexName: 'summaryJobIndex' },
  /** Search records (utils/worker/services/search-records.ts). */
  searchRecords: { prefix: 'search', indexName: 'searchIndex' },
  /** Follow-up threads under AI answers (utils/worker/services/summary/thread-store.ts). */
  followupThreads: { prefix: 'followups', indexName: 'followupsIndex' },
  /** Finished AI answers (utils/worker/services/answer-cache.ts). */
  answers: { prefix: 'answer', indexName: 'answerIndex' },
  /** One-time passes that let a results page search as it loads (utils/worker/background/results-pass.ts). */
  resultsPasses: { prefix: 'resultsPass', indexName: 'resultsPassIndex' },
  /** Page text captured for "Ask Scout about this page" (utils/worker/services/page-answer/captures.ts). */
  pageCaptures: { prefix: 'pageCapture', indexName: 'pageCaptureIndex' },
} as const;

/*
 * Also in `storage.session`, through the store utils/worker/services/api-access.ts gives the API layer (which may not import
 * this folder, so it names them itself): the response cache, `scout.apiCache.` (utils/worker/api/cache.ts), and what the
 * scheduler learned of each key's limits, `scout.rateLimit.` (utils/worker/api/pacing/scheduler.ts).
 */

export const apiKeyItem = defineItem<string | null>(LOCAL.apiKey, null);
export const answersKeyItem = defineItem<string | null>(LOCAL.answersKey, null);
export const suggestKeyItem = defineItem<string | null>(LOCAL.suggestKey, null);
export const settingsItem = defineItem<unknown>(LOCAL.settings, {});
