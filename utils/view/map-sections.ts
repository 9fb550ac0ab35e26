/** The answer's sections besides web results and places (docs/api-reference.md §2, §2.3) → SectionsView. */
import type { SectionsView } from './schemas';
import { isRecord, optional } from './guards';
import { mapDiscussions } from './map-discussions';
import { mapFaq } from './map-faq';
import { mapInfobox } from './map-infobox';
import { mapNews } from './map-news';
import { mapVideos } from './map-videos';

/** Each section as `{results: [...]}`; anything missing or malformed yields an empty section. */
interface SectionsInput {
  news?: unknown;
  videos?: unknown;
  discussions?: unknown;
  faq?: unknown;
  infobox?: unknown;
}

export function mapSections(response: SectionsInput | null | undefined): SectionsView {
  const answer: SectionsInput = isRecord(response) ? response : {};
  return {
    news: mapNews(answer.news),
    videos: mapVideos(answer.videos),
    discussions: mapDiscussions(answer.discussions),
    faq: mapFaq(answer.faq),
    ...optional('infobox', mapInfobox(answer.infobox)),
  };
}
