/**
 * Image results (docs/api-reference.md §8.4) → ImageView: only the API's proxied thumbnail (`thumbnail.src`, https)
 * is ever loaded, never `properties.url` (the original, on a site the user did not choose). An item without a safe
 * thumbnail is dropped: the grid has nothing to show for it.
 */
import type { ImageView } from '../../contract/view-schemas';
import type { ImagesSearchResponse } from '../api/schemas/verticals';
import { hostnameOf, safeHttpUrl } from '../../ui-safe/richtext/links';
import { cleanLine } from '../../ui-safe/richtext/text';
import { optional } from './guards';
import { itemId, NAME_CHARS, TITLE_CHARS, thumbnailOf } from './map-parts';

/** The grid's box when the API gave no thumbnail size: a 4:3 tile. @internal (exported for its tests). */
export const DEFAULT_THUMB = { width: 200, height: 150 } as const;
/** Larger than any real picture: a size past it is junk. */
const MAX_SIDE = 100_000;

const side = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 1 && value <= MAX_SIDE ? Math.round(value) : undefined;

export function mapImages(answer: ImagesSearchResponse): ImageView[] {
  const images: ImageView[] = [];
  answer.results.forEach((item, index) => {
    const thumbnail = thumbnailOf(item.thumbnail);
    if (thumbnail === undefined) return;
    const pageUrl = safeHttpUrl(item.url);
    const width = side(item.thumbnail?.width);
    const height = side(item.thumbnail?.height);
    const sized = width !== undefined && height !== undefined;
    images.push({
      id: itemId(index, item.url),
      title: cleanLine(item.title, TITLE_CHARS) ?? hostnameOf(pageUrl) ?? `#${index + 1}`,
      thumbnail,
      width: sized ? width : DEFAULT_THUMB.width,
      height: sized ? height : DEFAULT_THUMB.height,
      ...optional('pageUrl', pageUrl),
      ...optional('source', cleanLine(item.source, NAME_CHARS) ?? hostnameOf(pageUrl)),
      ...optional('imageWidth', side(item.properties?.width)),
      ...optional('imageHeight', side(item.properties?.height)),
    });
  });
  return images;
}
