/**
 * The one inline Goggle sent with every search (docs/api-reference.md §10): the user's list in Goggle lines, as much
 * of it as fits a small budget. The budget is Scout's choice: the size of an inline Goggle is not documented, and it
 * travels in the URL of a GET, where a few kilobytes are safe and tens are not. What does not fit is named (the
 * options page shows it); a blocked site that is not sent is still hidden from the results shown.
 */
import { ruleLine, type RankedSite, type SiteRule } from './rules';

/**
 * Characters of Goggle text at most (about 130 lines; percent-encoded about 5 KB of the URL).
 * @internal Exported for its tests.
 */
export const MAX_GOGGLE_CHARS = 4_000;

/** Blocks first (each makes room for a result worth showing), then pins, raises and lowers; newest first in each. */
const PRIORITY: readonly SiteRule[] = ['block', 'pin', 'raise', 'lower'];

export interface CompiledRanking {
  /** The Goggle's text, undefined for an empty list (no parameter, the same search and cache entry as before). */
  goggle?: string;
  sent: RankedSite[];
  /** In the order they would be sent next, were there room. */
  dropped: RankedSite[];
}

export function compileRanking(list: readonly RankedSite[]): CompiledRanking {
  const newestFirst = [...list].reverse();
  const ordered = PRIORITY.flatMap((rule) => newestFirst.filter((site) => site.rule === rule));
  const sent: RankedSite[] = [];
  const dropped: RankedSite[] = [];
  let chars = 0;
  for (const site of ordered) {
    const cost = ruleLine(site).length + (sent.length > 0 ? 1 : 0);
    if (dropped.length === 0 && chars + cost <= MAX_GOGGLE_CHARS) {
      sent.push(site);
      chars += cost;
    } else dropped.push(site);
  }
  return { ...(sent.length > 0 && { goggle: sent.map(ruleLine).join('\n') }), sent, dropped };
}
