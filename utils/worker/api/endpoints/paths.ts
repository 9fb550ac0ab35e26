/** Paths under the base URL, and which family each belongs to (error mapping differs for the summarizer). */
import type { EndpointFamily } from '../wire/http-errors';
import type { SummarizerEndpoint } from './params';

export const WEB_SEARCH_PATH = '/web/search';
export const LOCAL_POIS_PATH = '/local/pois';
export const LOCAL_DESCRIPTIONS_PATH = '/local/descriptions';
export const SUMMARY_STREAM_PATH = '/summarizer/summary_streaming';
/** The Answers plan's OpenAI-compatible endpoint (docs/answers-api.md §1.1). */
export const ANSWERS_PATH = '/chat/completions';
/** The Autosuggest plan's endpoint (docs/api-reference.md §8.1). */
export const SUGGEST_PATH = '/suggest/search';
/** The verticals of the results tab (docs/api-reference.md §8.3–8.4), on the Search plan. */
export const VERTICAL_PATHS = { news: '/news/search', videos: '/videos/search', images: '/images/search' } as const;

export const summarizerPath = (endpoint: SummarizerEndpoint): string => `/summarizer/${endpoint}`;

export function familyOf(path: string): EndpointFamily {
  if (path.startsWith('/summarizer/')) return 'summarizer';
  if (path.startsWith('/local/')) return 'local';
  if (path === ANSWERS_PATH) return 'answers';
  return 'web';
}
