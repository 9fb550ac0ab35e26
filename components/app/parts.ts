/**
 * The popup's parts loaded after its first paint: the answer (summary, results, sections, places, errors), the
 * filter fields and the page's tools. Each is a chunk of its own with its own CSS.
 */
import { lazyPart } from './lazy';

export const Answer = lazyPart(() => import('./AnswerBody').then((module) => module.AnswerBody));

export const FilterFields = lazyPart(() => import('./filters/FilterGrid').then((module) => module.FilterGrid));

/**
 * The popup's and the side panel's tools for the page beside them (PageTools.tsx): shown only once the active tab is
 * known, which is after the first paint anyway, so nothing until they are there.
 */
export const PageToolsPart = lazyPart(() => import('./PageTools').then((module) => module.PageTools), { quiet: true });

/** The results' tabs and a vertical's panel (results tab, side panel): one chunk, loaded when a search is shown. */
export const TabsPart = lazyPart(() => import('./verticals/VerticalTabs').then((module) => module.VerticalTabs), {
  quiet: true,
});
export const VerticalPart = lazyPart(() => import('./verticals/VerticalPanel').then((module) => module.VerticalPanel));

/** Called once the popup has painted, so the chunks load while the user types rather than after Enter. */
export function preloadParts() {
  void Answer.preload();
  void FilterFields.preload();
}
