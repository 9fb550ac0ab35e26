/**
 * An image's preview: a modal dialog with the proxied thumbnail at a larger size (the original is never loaded: it is
 * on a site the user did not choose), its title, the image's size and a link to the page it is on (http(s) only).
 * ←/→ move to the previous or next image, Esc closes and focus returns to its tile.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ImageView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { safeHttpUrl, safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { EXTERNAL_LINK } from '@/components/common/RichText';
import { formatNumber } from '@/components/common/format';

interface PreviewProps {
  images: readonly ImageView[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

export function ImagePreview({ images, index, onMove, onClose }: PreviewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index]!;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);
  const move = (by: number) => onMove((index + by + images.length) % images.length);
  // The page's own keys (SearchApp.tsx: Esc to the box, `/`, ↑/↓) stay out of the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const page = safeHttpUrl(image.pageUrl);
  const sized = image.imageWidth !== undefined && image.imageHeight !== undefined;
  return (
    <dialog
      class="scout-image-preview"
      ref={dialog}
      aria-labelledby="scout-preview-title"
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <h2 id="scout-preview-title">{image.title}</h2>
      <img
        src={safeImageUrl(image.thumbnail)}
        alt=""
        width={image.width}
        height={image.height}
        referrerpolicy="no-referrer"
      />
      <p class="scout-preview-facts">
        {sized && (
          <span>{t('tabs_imageSize', [formatNumber(image.imageWidth!, 0), formatNumber(image.imageHeight!, 0)])}</span>
        )}
        {page && (
          <a href={page} {...EXTERNAL_LINK}>
            {t('tabs_imageSource', image.source ?? new URL(page).hostname)}
          </a>
        )}
      </p>
      <div class="scout-preview-actions">
        <button type="button" class="app-button" onClick={() => move(-1)}>
          {t('tabs_previous')}
        </button>
        <span>{t('tabs_imageOf', [String(index + 1), String(images.length)])}</span>
        <button type="button" class="app-button" onClick={() => move(1)}>
          {t('tabs_next')}
        </button>
        <button type="button" class="app-button" onClick={onClose}>
          {t('tabs_close')}
        </button>
      </div>
    </dialog>
  );
}
