/**
 * The Images tab: a grid of the API's proxied thumbnails (`thumbnail.src` only), each in a box of a fixed height
 * sized from its width and height before it loads, lazy-loaded, so nothing moves as they arrive; one that fails
 * leaves a neutral placeholder of the same size. A tile opens the preview (ImagePreview.tsx). 200 tiles are 200
 * boxes of known size: laid out once, their pictures fetched only as they near the view.
 */
import { useState } from 'preact/hooks';
import type { ImageView } from '@/utils/contract/view-schemas';
import { safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';
import { ImagePreview } from './ImagePreview';

/** The tiles' height in CSS pixels (verticals.css `.scout-image-tile`): the width follows the image's shape. */
const TILE_HEIGHT = 144;

function Tile({ image, onOpen }: { image: ImageView; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  const src = safeImageUrl(image.thumbnail);
  // The box, from the attributes alone (no inline style): the tile's height, the width its shape gives, within bounds.
  const width = Math.min(Math.max(Math.round((TILE_HEIGHT * image.width) / image.height), 72), 320);
  return (
    <li class="scout-image-cell">
      <button type="button" class="scout-image-tile" aria-label={image.title} onClick={onOpen}>
        {src && !failed ? (
          <img
            src={src}
            alt=""
            width={width}
            height={TILE_HEIGHT}
            loading="lazy"
            decoding="async"
            referrerpolicy="no-referrer"
            onError={() => setFailed(true)}
          />
        ) : (
          <svg class="scout-image-failed" width={width} height={TILE_HEIGHT} aria-hidden="true">
            <title>{t('tabs_imageFailed')}</title>
            <rect width="100%" height="100%" />
          </svg>
        )}
      </button>
    </li>
  );
}

export function ImageGrid({ images }: { images: readonly ImageView[] }) {
  const [open, setOpen] = useState<number>();
  return (
    <>
      <h2 class="scout-visually-hidden">{t('tabs_images')}</h2>
      <ul class="scout-image-grid">
        {images.map((image, index) => (
          <Tile key={image.id} image={image} onOpen={() => setOpen(index)} />
        ))}
      </ul>
      {open !== undefined && images[open] && (
        <ImagePreview images={images} index={open} onMove={setOpen} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}
