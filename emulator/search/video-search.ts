import { searchWorld, type SearchOutcome } from './engine';
import { passesFilters, sharedWords } from './item-match';
import { VIDEOS_BY_TOPIC, type WorldVideo } from '../world/videos';
import { siteFor } from '../world/sites';
import type { VerticalParams } from '../validation/vertical-params';
import { rankWithGoggles } from './goggles';

const ALL_VIDEOS: readonly WorldVideo[] = [...VIDEOS_BY_TOPIC.values()].flat();

function textOf(video: WorldVideo): string {
  return `${video.title} ${video.description} ${video.topic}`;
}

export interface VideoMatches {
  outcome: SearchOutcome;
  /** Every match, best first (paging happens later). */
  videos: WorldVideo[];
  /** Adult videos were left out (`query.show_strict_warning`). */
  filtered: boolean;
  /** The Goggles changed the results (`mutated_by_goggles`, A54). */
  mutated: boolean;
}

/**
 * `/videos/search` (A45): every video of the world (each topic's ViewTube pages and follow-ups) whose title,
 * description or topic holds a searched word, the most words first, then the most viewed. `safesearch` other than
 * `off` drops adult videos ("moderate filters explicit images/videos", §1.1).
 */
export function searchVideos(params: VerticalParams, nowMs: number): VideoMatches {
  // The Goggles apply to the videos below, not to the web pages this search only takes its words and operators from.
  const outcome = searchWorld({ ...params, safesearch: 'off', goggles: [] }, nowMs);
  const host = siteFor('video').host;
  const filters = { operators: outcome.operators, freshness: params.freshness, nowMs };
  const scored = ALL_VIDEOS.map((video) => ({ video, score: sharedWords(textOf(video), outcome.searchedStems) }))
    .filter((entry) => entry.score > 0)
    .filter((entry) => passesFilters({ host, ageHours: entry.video.ageHours }, textOf(entry.video), filters));
  const allowed = scored.filter((entry) => params.safesearch === 'off' || entry.video.familyFriendly);
  allowed.sort(
    (a, b) => b.score - a.score || b.video.views - a.video.views || a.video.title.localeCompare(b.video.title),
  );
  const ranked = rankWithGoggles(
    allowed.map((entry) => ({ item: entry.video, host, score: entry.score })),
    params.goggles,
  );
  return { outcome, videos: ranked.items, filtered: allowed.length < scored.length, mutated: ranked.mutated };
}
