/** The API layer's public surface, for the background's services. */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type WebSearchOptions,
} from './client';
export type { ApiResult } from './context';
export type { LocalCallOptions } from './local-lookup';
export type { SummaryStreamOptions } from './summary-stream';
export type { AnswerStreamOptions, AnswerUpdate } from './answers/answer-stream';
export type { AnswerRequest } from './answers/request';
export type { AnswerCost } from './answers/usage';
export { ApiError, API_ERROR_KINDS, fromUnknown, isApiError, type ApiErrorKind, type PlainApiError } from './errors';
export { createScheduler, type Scheduler, type SchedulerOptions } from './scheduler';
export { createResponseCache, DEFAULT_TTL_MS, type ResponseCache, type ResponseCacheOptions } from './cache';
export { createMemoryStore, type KeyValueStore, type MemoryStore } from './store';
export {
  isMonthlyExhausted,
  monthlyResetsAt,
  parseRateLimitHeaders,
  parseRetryAfter,
  type RateLimitInfo,
} from './ratelimit';
export { validateKey } from './key';
export { DEFAULT_BASE_URL } from './url';
export * from './params';
export type * from './schemas';
