/** The answer's sections besides web results and places (docs/api-reference.md §2, §2.3), as parsed → SectionsView. */
import type { SectionsView } from '../../contract/view-schemas';
import type { WebSearchResponse } from '../api/schemas/web';
import { optional } from './guards';
import { mapDiscussions } from './map-discussions';
import { mapFaq } from './map-faq';
import { mapInfobox } from './map-infobox';
import { mapNews } from './map-news';
import { mapVideos } from './map-videos';

export function mapSections(
  answer: Pick<WebSearchResponse, 'news' | 'videos' | 'discussions' | 'faq' | 'infobox'>,
): SectionsView {
  return {
    news: mapNews(answer.news),
    videos: mapVideos(answer.videos),
    discussions: mapDiscussions(answer.discussions),
    faq: mapFaq(answer.faq),
    ...optional('infobox', mapInfobox(answer.infobox)),
  };
}
