/**
 * A place: name, facts, address, phone, map link, hours, photos, description and related links.
 * Renders from basic data alone; while `enriched` is false it is marked busy and says details are loading.
 */
import { useId } from 'preact/hooks';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';
import { below, Heading, type Level } from '../common/Heading';
import { PlaceFacts } from './PlaceFacts';
import { PlaceHours } from './PlaceHours';
import { PlacePhotos, PlaceRelated } from './PlaceMedia';
import { EXTERNAL_LINK, RichText } from '../common/RichText';

const TEL_HREF = /^tel:\+?[0-9]{3,20}$/;

export interface PlaceCardProps {
  place: PlaceView;
  headingLevel?: Level;
}

export function PlaceCard({ place, headingLevel = 3 }: PlaceCardProps) {
  const headingId = useId();
  const name = place.name || t('placeUnnamed');
  const mapUrl = safeHttpUrl(place.mapUrl);
  const sub = below(headingLevel);
  return (
    <article class="scout-place" aria-labelledby={headingId} aria-busy={!place.enriched}>
      <Heading level={headingLevel} id={headingId}>
        <bdi>{name}</bdi>
      </Heading>
      <PlaceFacts place={place} />
      {place.address && (
        <address class="scout-place-address">
          <bdi>{place.address}</bdi>
        </address>
      )}
      {(place.phone || mapUrl) && (
        <p class="scout-place-actions">
          {place.phone && TEL_HREF.test(place.phone.href) && (
            <a href={place.phone.href}>
              <bdi>{place.phone.text}</bdi>
            </a>
          )}
          {mapUrl && (
            <a href={mapUrl} {...EXTERNAL_LINK}>
              {t('placeOpenInMap')}
            </a>
          )}
        </p>
      )}
      {place.hours && <PlaceHours hours={place.hours} headingLevel={sub} />}
      <PlacePhotos photos={place.photos} placeName={name} />
      {place.description && place.description.length > 0 && (
        <section class="scout-place-about">
          <Heading level={sub}>{t('placeAboutHeading')}</Heading>
          <RichText nodes={place.description} block minHeading={below(sub) as 3 | 4 | 5 | 6} />
        </section>
      )}
      <PlaceRelated related={place.related} headingLevel={sub} />
      {!place.enriched && (
        <p class="scout-status" role="status">
          {t('placeDetailsLoading')}
        </p>
      )}
    </article>
  );
}
