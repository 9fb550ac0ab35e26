/** A web search's API parameters: the request's filters over the settings, as search.ts sends them. */
import { ApiError } from '@/utils/worker/api/errors';
import type { ResultType, WebSearchParams } from '@/utils/worker/api/endpoints/params';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { Settings } from '@/utils/contract/settings-schema';
import { RESULT_SECTIONS } from '@/utils/ui-safe/settings/choices';

/**
 * The Goggles a search sends: the chosen hosted one and the user's ranking (one inline Goggle). Each is its own
 * `goggles=` parameter (§1.1: repeatable), so the cache key holds the list (cache.ts). Web, news and videos.
 */
export const gogglesOf = (request: SearchRequest, ranking: string | undefined): string[] =>
  [request.filters.goggle, ranking].filter((each): each is string => each !== undefined);

/** `ranking`: the user's own ranking as one inline Goggle (services/ranking.ts), sent beside the chosen hosted one. */
export function searchParams(request: SearchRequest, settings: Settings, ranking?: string): WebSearchParams {
  const { goggle, resultTypes } = request.filters;
  // A popup opened before the Goggle was removed in the options may still name it: refused before any request.
  if (goggle !== undefined && !settings.goggles.includes(goggle)) {
    throw new ApiError('validation', {
      message: 'That Goggle is no longer saved in the options. Choose another one.',
      detail: 'unknown goggle',
    });
  }
  // Every type ticked is no filter: the same request, and cache entry, as none. A filter lists `summarizer`, or the
  // answer has no summarizer key (§1.1, as MCP does), and `query`, which the reference says always comes anyway:
  // Scout reads the spelling correction and "more results" from it, and asking costs nothing.
  const resultFilter: ResultType[] | undefined =
    resultTypes && RESULT_SECTIONS.some((type) => !resultTypes.includes(type))
      ? [...RESULT_SECTIONS.filter((type) => resultTypes.includes(type)), 'query', 'summarizer']
      : undefined;
  const goggles = gogglesOf(request, ranking);
  return {
    q: request.q,
    count: settings.resultsPerPage,
    offset: request.page,
    country: request.filters.country ?? settings.country,
    search_lang: request.filters.searchLang ?? settings.searchLang,
    ui_lang: settings.uiLang,
    safesearch: request.filters.safesearch ?? settings.safesearch,
    ...(settings.units !== 'auto' && { units: settings.units }),
    ...(request.filters.freshness && { freshness: request.filters.freshness }),
    // Asking for the summarizer key costs nothing extra, and saves a second billed search when the user wants one.
    summary: true,
    extra_snippets: true,
    ...(request.exact && { spellcheck: false }),
    ...(resultFilter && { result_filter: resultFilter }),
    ...(goggles.length > 0 && { goggles }),
  };
}
