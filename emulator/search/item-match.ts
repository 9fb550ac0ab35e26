import { stems } from '../text/tokenize';
import { hostMatchesSite } from './goggles';
import type { ParsedOperators } from './operators';
import type { Freshness } from '../validation/freshness';

const HOUR_MS = 3_600_000;

/** An item of the world that is not a web page (a news story, a video), as the vertical searches match it. */
export interface MatchableItem {
  host: string;
  ageHours: number;
}

/** How many of the searched stems a text holds: the vertical searches' relevance (A44). */
export function sharedWords(text: string, searched: ReadonlySet<string>): number {
  return new Set(stems(text).filter((word) => searched.has(word))).size;
}

/** The filters web search applies to pages, applied to an item: `site:` and `-word`, and freshness. */
export function passesFilters(
  item: MatchableItem,
  text: string,
  filters: { operators: ParsedOperators; freshness?: Freshness; nowMs: number },
): boolean {
  const { operators, freshness, nowMs } = filters;
  if (operators.sites.length > 0 && !operators.sites.some((site) => hostMatchesSite(item.host, site))) return false;
  if (operators.excluded.length > 0 && sharedWords(text, new Set(operators.excluded.flatMap(stems))) > 0) return false;
  const itemMs = nowMs - item.ageHours * HOUR_MS;
  return !freshness || (itemMs >= freshness.fromMs && itemMs <= freshness.toMs);
}
