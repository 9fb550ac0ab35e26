import type { ApiContext } from '../api/context';
import type { SearchOutcome } from '../search/engine';
import type { VerticalParams } from '../validation/vertical-params';
import type { SectionContext } from './result-base';
import { VERTICAL_TEXT_DECORATIONS } from '../assumptions';

/** How news, videos and images results render: as web search's sections do, with `<strong>` on query words (A44). */
export function verticalContext(context: ApiContext, params: VerticalParams, outcome: SearchOutcome): SectionContext {
  return {
    origin: context.origin,
    nowMs: context.nowMs,
    searched: outcome.searchedStems,
    textDecorations: VERTICAL_TEXT_DECORATIONS,
    extraSnippets: params.extraSnippets && context.plan.extraSnippets,
    includeFetchMetadata: params.includeFetchMetadata,
    safesearch: params.safesearch,
    freshness: params.freshness,
  };
}

/** The `query` object of news, videos and images search (§8.3): `altered` only when spellcheck changed the query. */
export function verticalQuery(
  params: VerticalParams,
  outcome: SearchOutcome,
  facts: { strictWarning: boolean; more?: boolean },
): Record<string, unknown> {
  return {
    original: params.q,
    ...(outcome.altered ? { altered: outcome.altered } : {}),
    spellcheck_off: !params.spellcheck,
    show_strict_warning: facts.strictWarning,
    ...(facts.more === undefined ? {} : { more_results_available: facts.more }),
  };
}

/** One page of `count` items at page `offset` (in units of count, as on web search), and whether more follow. */
export function pageOf<T>(items: readonly T[], params: VerticalParams): { page: T[]; more: boolean } {
  const start = params.offset * params.count;
  return {
    page: items.slice(start, start + params.count),
    more: params.offset < 9 && items.length > start + params.count,
  };
}
