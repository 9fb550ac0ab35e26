import type { WebDoc } from '../world/types';
import { NEWS_STORIES } from '../world/news';
import { siteFor } from '../world/sites';
import { slugify } from '../world/documents';
import { bestSnippet } from '../text/sentences';
import { thumbnail } from './images';
import { isFresh, resultBase, type SectionContext } from './result-base';
import { BREAKING_MAX_AGE_HOURS, EXTRA_SNIPPETS_MAX, NEWS_MAX_AGE_HOURS, NEWS_MAX_RESULTS } from '../assumptions';

/** A news item from the world: a news-site page or a story of the news index (world/news.ts). */
export interface NewsItem {
  title: string;
  url: string;
  host: string;
  siteName: string;
  body: string;
  ageHours: number;
  live: boolean;
  familyFriendly: boolean;
  /** A page's extra snippets; stories have none. */
  extraSnippets?: readonly string[];
}

export function newsItemOfDoc(doc: WebDoc): NewsItem {
  return {
    title: doc.title,
    url: doc.url,
    host: doc.host,
    siteName: doc.siteName,
    body: doc.body,
    ageHours: doc.ageHours,
    live: false,
    familyFriendly: doc.familyFriendly,
    extraSnippets: doc.extraSnippets,
  };
}

/** Every story of the news index, as news items. */
export const STORY_ITEMS: ReadonlyArray<NewsItem & { topic: string }> = NEWS_STORIES.map((story) => {
  const site = siteFor(story.site);
  return {
    title: story.title,
    url: `https://${site.host}/${site.prefix}/${slugify(story.title)}`,
    host: site.host,
    siteName: site.name,
    body: story.body,
    ageHours: story.ageHours,
    live: story.live === true,
    familyFriendly: true,
    topic: story.topic,
  };
});

function storiesOf(topic: string | undefined): NewsItem[] {
  return STORY_ITEMS.filter((story) => story.topic === topic);
}

/** A NewsResult (§2.3), with `extra_snippets` (plain text, A17) when asked for and available. */
export function newsResult(item: NewsItem, breaking: boolean, context: SectionContext) {
  const slug = slugify(item.title).slice(0, 80);
  const extra = context.extraSnippets ? (item.extraSnippets ?? []).slice(0, EXTRA_SNIPPETS_MAX) : [];
  return {
    type: 'news_result',
    ...resultBase(
      {
        title: item.title,
        url: item.url,
        description: bestSnippet(item.body, context.searched),
        siteName: item.siteName,
        familyFriendly: item.familyFriendly,
        ageHours: item.ageHours,
      },
      context,
    ),
    source: item.siteName,
    breaking,
    is_live: item.live,
    thumbnail: thumbnail(context.origin, `thumb-news-${slug}`, `https://${item.host}/images/${slug}.jpg`),
    ...(extra.length > 0 ? { extra_snippets: extra } : {}),
  };
}

/**
 * The `news` section (A35, A39): news-site pages among the matches (≤ 31 days) and the topic's stories,
 * freshest first; `breaking` on the freshest when it is under 6 hours old.
 */
export function newsSection(ranked: readonly WebDoc[], topic: string | undefined, context: SectionContext) {
  const items = [
    ...ranked.filter((doc) => doc.isNews && doc.ageHours <= NEWS_MAX_AGE_HOURS).map(newsItemOfDoc),
    ...storiesOf(topic),
  ]
    .filter((item) => isFresh(item.ageHours, context))
    .sort((a, b) => a.ageHours - b.ageHours || a.title.localeCompare(b.title))
    .slice(0, NEWS_MAX_RESULTS);
  if (items.length === 0) return undefined;
  const results = items.map((item, index) =>
    newsResult(item, index === 0 && item.ageHours < BREAKING_MAX_AGE_HOURS, context),
  );
  return { type: 'news', results };
}
