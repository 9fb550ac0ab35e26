import { searchWorld, type SearchOutcome } from './engine';
import { passesFilters, sharedWords } from './item-match';
import { worldIndex } from './world-index';
import { rankWithGoggles } from './goggles';
import { newsItemOfDoc, STORY_ITEMS, type NewsItem } from '../render/news';
import type { VerticalParams } from '../validation/vertical-params';

export interface NewsMatches {
  outcome: SearchOutcome;
  /** Every match, best first (paging happens later). */
  items: NewsItem[];
  /** The Goggles changed the results (`mutated_by_goggles`, A54). */
  mutated: boolean;
}

/**
 * `/news/search` (A44): the news-site pages among the web matches and the stories of the news index that hold a
 * searched word, the most searched words first, then the freshest. Pages pass web search's own filters; stories
 * pass the same `site:`, `-word` and freshness rules (all of them are family friendly).
 */
export function searchNews(params: VerticalParams, nowMs: number): NewsMatches {
  const outcome = searchWorld(params, nowMs);
  const searched = outcome.searchedStems;
  const docStems = worldIndex().docStems;
  const pages = outcome.ranked
    .filter((doc) => doc.isNews)
    .map((doc) => ({
      item: newsItemOfDoc(doc),
      score: [...searched].filter((word) => docStems[doc.id]?.has(word)).length,
    }));
  const filters = { operators: outcome.operators, freshness: params.freshness, nowMs };
  const stories = STORY_ITEMS.filter((story) => passesFilters(story, `${story.title} ${story.body}`, filters)).map(
    (story) => ({ item: story, score: sharedWords(`${story.title} ${story.body}`, searched) }),
  );
  const matches = [...pages, ...stories]
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.item.ageHours - b.item.ageHours || a.item.title.localeCompare(b.item.title))
    .map((entry) => ({ ...entry, host: entry.item.host }));
  // The pages were already ranked by the Goggles among the web matches; here every item is, pages and stories alike.
  const { items, mutated } = rankWithGoggles(matches, params.goggles);
  return { outcome, items, mutated: mutated || outcome.mutatedByGoggles };
}
