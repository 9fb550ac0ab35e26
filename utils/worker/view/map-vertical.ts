/** A vertical's answer → the tab's page (VerticalView): the list for its kind, and whether more pages follow. */
import type { VerticalView } from '../../contract/vertical-schema';
import type { Vertical } from '../../ui-safe/verticals';
import type { VerticalResponse } from '../api/endpoints/vertical-search';
import { MAX_VERTICAL_RESULTS } from '../api/schemas/verticals';
import { mapImages } from './map-images';
import { mapNews } from './map-news';
import { mapVideos } from './map-videos';

export interface VerticalPage {
  page: number;
  fromCache: boolean;
  safesearchRaised: boolean;
}

export function mapVertical(vertical: Vertical, data: VerticalResponse<Vertical>, at: VerticalPage): VerticalView {
  const shape = {
    page: at.page,
    // Images have no `offset`: their one answer is the whole tab.
    moreResults: vertical !== 'images' && data.query?.more_results_available === true,
    fromCache: at.fromCache,
    ...(at.safesearchRaised && { safesearchRaised: true as const }),
  };
  if (vertical === 'news')
    return { ...shape, vertical, items: mapNews(data as VerticalResponse<'news'>, MAX_VERTICAL_RESULTS.news) };
  if (vertical === 'videos')
    return { ...shape, vertical, items: mapVideos(data as VerticalResponse<'videos'>, MAX_VERTICAL_RESULTS.videos) };
  return { ...shape, vertical, items: mapImages(data as VerticalResponse<'images'>) };
}
