import type { WebDoc } from '../world/types';
import type { QueryIntent } from '../search/query-intent';
import { TOPICS } from '../world/documents';
import type { SectionContext } from './result-base';
import { infoboxSection } from './infobox';
import { newsSection } from './news';
import { videosSection } from './videos';
import { discussionsSection } from './discussions';
import { faqSection } from './faq';

/** The sections of one response, by response key, in the order they are written. */
export type Sections = Partial<Record<'infobox' | 'news' | 'videos' | 'discussions' | 'faq', Record<string, unknown>>>;

/** Which sections a first page carries (A35); `wants` is the route's result_filter check. */
export function buildSections(
  intent: QueryIntent,
  ranked: readonly WebDoc[],
  isLocal: boolean,
  wants: (type: string) => boolean,
  context: SectionContext,
): Sections {
  const adult = TOPICS.find((topic) => topic.topic === intent.topic)?.adult === true;
  const topic = adult && context.safesearch === 'strict' ? undefined : intent.topic;
  const asks = intent.question || intent.howto;
  const sections: Sections = {};
  if (wants('infobox') && intent.entity && !(intent.entity.isCity && isLocal))
    sections.infobox = infoboxSection(intent.entity, context);
  const news = wants('news') ? newsSection(ranked, topic, context) : undefined;
  if (news) sections.news = news;
  // Moderate safesearch still filters explicit videos.
  const videos =
    topic && intent.howto && wants('videos') && !(adult && context.safesearch !== 'off')
      ? videosSection(topic, context)
      : undefined;
  if (videos) sections.videos = videos;
  const discussions = topic && asks && wants('discussions') ? discussionsSection(topic, context) : undefined;
  if (discussions) sections.discussions = discussions;
  const faq = topic && asks && wants('faq') ? faqSection(topic, context) : undefined;
  if (faq) sections.faq = faq;
  return sections;
}
