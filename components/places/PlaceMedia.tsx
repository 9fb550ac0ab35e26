/** A place's photos and related links: https images with alt text, http(s) links opening in a new tab. */
import type { PlaceView } from '@/utils/contract/view-schemas';
import { safeHttpUrl, safeImageUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';
import { Heading, type Level } from '../common/Heading';
import { EXTERNAL_LINK } from '../common/RichText';

export function PlacePhotos({ photos, placeName }: { photos: PlaceView['photos']; placeName: string }) {
  const safe = photos.filter((photo) => safeImageUrl(photo.src) !== undefined);
  if (safe.length === 0) return null;
  return (
    // A row that scrolls sideways in a narrow host (popup, side panel, in-page panel): focusable, so the keyboard can
    // scroll it too (axe's scrollable-region-focusable).
    <ul class="scout-place-photos" aria-label={t('placePhotos')} tabIndex={0}>
      {safe.map((photo) => (
        <li key={photo.src}>
          <img
            src={safeImageUrl(photo.src)}
            alt={photo.alt || t('placePhotoAlt', placeName)}
            loading="lazy"
            referrerpolicy="no-referrer"
          />
        </li>
      ))}
    </ul>
  );
}

export function PlaceRelated({ related, headingLevel }: { related: PlaceView['related']; headingLevel: Level }) {
  const links = related.filter((link) => safeHttpUrl(link.url) !== undefined);
  if (links.length === 0) return null;
  return (
    <section class="scout-place-related">
      <Heading level={headingLevel}>{t('placeRelatedHeading')}</Heading>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={safeHttpUrl(link.url)} {...EXTERNAL_LINK}>
              <bdi>{link.title}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
