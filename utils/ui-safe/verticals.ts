/**
 * The results' tabs: All (the web search) and the verticals, each its own endpoint on the Search plan
 * (docs/api-reference.md §8.3–8.4; docs/decisions/verticals.md). Zod-free, for the worker, the contract and the UIs.
 */
import type { SafeSearch } from './settings/choices';

export const VERTICALS = ['news', 'videos', 'images'] as const;
export type Vertical = (typeof VERTICALS)[number];
/** A tab of the results: `all` is the web search's answer as today. */
export type ResultsTab = 'all' | Vertical;
export const RESULTS_TABS: readonly ResultsTab[] = ['all', ...VERTICALS];

export const isVertical = (value: unknown): value is Vertical => VERTICALS.includes(value as Vertical);

/** Only news and videos take a date range; images take none. */
export const takesFreshness = (vertical: Vertical): boolean => vertical !== 'images';

/**
 * Images know SafeSearch `off` and `strict` only: `moderate` is sent as `strict` (the safer of the two), and the tab
 * says so (`raised`).
 */
export function imagesSafesearch(wanted: SafeSearch): { safesearch: 'off' | 'strict'; raised: boolean } {
  return wanted === 'off'
    ? { safesearch: 'off', raised: false }
    : { safesearch: 'strict', raised: wanted === 'moderate' };
}
