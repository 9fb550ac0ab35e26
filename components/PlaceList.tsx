/** The places section: heading "Places" and a list of place cards. */
import { useId } from 'preact/hooks';
import type { PlaceView } from '@/utils/view/types';
import { t } from '@/utils/i18n';
import { below, Heading, type Level } from './Heading';
import { PlaceCard } from './PlaceCard';

export interface PlaceListProps {
  places: readonly PlaceView[];
  busy?: boolean;
  headingLevel?: Level;
}

export function PlaceList({ places, busy = false, headingLevel = 2 }: PlaceListProps) {
  const headingId = useId();
  return (
    <section class="scout-section" aria-labelledby={headingId} aria-busy={busy}>
      <Heading level={headingLevel} id={headingId}>{t('placesHeading')}</Heading>
      {busy && <p class="scout-status" role="status">{t('loading')}</p>}
      {!busy && places.length === 0 && <p class="scout-empty">{t('noResults')}</p>}
      {places.length > 0 && (
        <ul class="scout-places">
          {places.map((place) => (
            <li key={place.id}><PlaceCard place={place} headingLevel={below(headingLevel)} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
