import type { WebDoc } from '../world/types';
import { slugify } from '../world/documents';
import { stableInt } from '../ids';
import { isoWithoutZone } from '../text/age';
import { imageUrl } from './images';
import { metaUrl } from './meta-url';
import { IMAGE_CONFIDENCE_RANKS, IMAGE_THUMBNAIL_WIDTH } from '../assumptions';

const HOUR_MS = 3_600_000;
const RATIOS = [9 / 16, 3 / 4, 1, 4 / 3] as const;

function confidence(rank: number): 'high' | 'medium' | 'low' {
  if (rank < IMAGE_CONFIDENCE_RANKS.high) return 'high';
  return rank < IMAGE_CONFIDENCE_RANKS.medium ? 'medium' : 'low';
}

/**
 * An ImageResult (A47; docs/api-reference.md §8.4): the picture of one page of the world. The emulator serves the
 * thumbnail and the placeholder; `properties.url` names the (fictional) original on the page's site. Sizes are
 * stable per page.
 */
export function imageResult(doc: WebDoc, rank: number, context: { origin: string; nowMs: number }) {
  const slug = slugify(doc.title).slice(0, 60);
  const n = stableInt('image', doc.id);
  const width = 800 + (n % 1200);
  const height = Math.round(width * (RATIOS[n % RATIOS.length] ?? 1));
  return {
    type: 'image_result',
    title: doc.title,
    url: doc.url,
    source: doc.host,
    page_fetched: `${isoWithoutZone(context.nowMs - doc.ageHours * HOUR_MS)}Z`,
    thumbnail: {
      src: imageUrl(context.origin, `photo-${slug}`),
      width: IMAGE_THUMBNAIL_WIDTH,
      height: Math.round((IMAGE_THUMBNAIL_WIDTH * height) / width),
    },
    properties: {
      url: `https://${doc.host}/images/${slug}.jpg`,
      placeholder: imageUrl(context.origin, `photo-${slug}-placeholder`),
      width,
      height,
    },
    meta_url: metaUrl(doc.url, context.origin),
    confidence: confidence(rank),
  };
}
