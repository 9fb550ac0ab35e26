/**
 * The popup's parts loaded after its first paint: the answer (summary, results, sections, places, errors) and the
 * filter fields. Each is a chunk of its own with its own CSS.
 */
import { lazyPart } from './lazy';

export const Answer = lazyPart(() => import('./AnswerBody').then((module) => module.AnswerBody));

export const FilterFields = lazyPart(() => import('./filters/FilterGrid').then((module) => module.FilterGrid));

/** Called once the popup has painted, so the chunks load while the user types rather than after Enter. */
export function preloadParts() {
  void Answer.preload();
  void FilterFields.preload();
}
