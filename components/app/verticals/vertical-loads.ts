/**
 * What a page holds of its verticals, as a pure reducer: per tab, the pages loaded for the search shown. Switching
 * back to a tab already loaded shows what is here and asks nothing (no message, so nothing billed).
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import type { Vertical } from '@/utils/ui-safe/verticals';
import type { SearchRequest } from '@/utils/contract/search-request';
import type { VerticalView } from '@/utils/contract/vertical-schema';

export interface TabLoad {
  /** `held`: a URL's tab whose answer Scout's cache no longer holds: loaded only when the user asks. */
  phase: 'loading' | 'loadingMore' | 'done' | 'failed' | 'held';
  pages: VerticalView[];
  error?: PlainError;
}

/** One search's identity, whatever its page: the verticals of another search are not this one's. */
export const searchIdentity = (request: SearchRequest | undefined): string | undefined =>
  request && JSON.stringify([request.q, request.exact === true, Object.entries(request.filters).sort()]);

/** The next page a tab may ask for, or undefined. */
export function nextVerticalPage(load: TabLoad | undefined): number | undefined {
  const last = load?.pages.at(-1);
  return load?.phase === 'done' && last?.moreResults ? last.page + 1 : undefined;
}

export type LoadsAction =
  | { type: 'reset' }
  | { type: 'start'; vertical: Vertical; more: boolean }
  | { type: 'page'; vertical: Vertical; view: VerticalView | null }
  | { type: 'fail'; vertical: Vertical; error: PlainError };

export type Loads = Partial<Record<Vertical, TabLoad>>;

export function loadsReducer(loads: Loads, action: LoadsAction): Loads {
  if (action.type === 'reset') return {};
  const load = loads[action.vertical] ?? { phase: 'loading', pages: [] };
  switch (action.type) {
    case 'start':
      return { ...loads, [action.vertical]: { pages: load.pages, phase: action.more ? 'loadingMore' : 'loading' } };
    case 'page':
      return {
        ...loads,
        [action.vertical]: action.view
          ? { phase: 'done', pages: [...load.pages, action.view] }
          : { phase: 'held', pages: load.pages },
      };
    case 'fail':
      return { ...loads, [action.vertical]: { phase: 'failed', pages: load.pages, error: action.error } };
  }
}
