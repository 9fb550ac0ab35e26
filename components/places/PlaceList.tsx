/** The places section: heading "Places" and a list of place cards, each with optional extras below it. */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { below, Heading, type Level } from '../common/Heading';
import { PlaceCard } from './PlaceCard';

export interface PlaceListProps {
  places: readonly PlaceView[];
  busy?: boolean;
  headingLevel?: Level;
  /** What follows a card (the in-page panel's "found on this page" line). */
  extra?: (place: PlaceView, index: number) => ComponentChildren;
  /** The card to mark as the one the user picked (by place id). */
  activeId?: string;
}

export function PlaceList({ places, busy = false, headingLevel = 2, extra, activeId }: PlaceListProps) {
  const headingId = useId();
  return (
    <section class="scout-section" aria-labelledby={headingId} aria-busy={busy}>
      <Heading level={headingLevel} id={headingId}>
        {t('placesHeading')}
      </Heading>
      {busy && (
        <p class="scout-status" role="status">
          {t('loading')}
        </p>
      )}
      {!busy && places.length === 0 && <p class="scout-empty">{t('noResults')}</p>}
      {places.length > 0 && (
        <ul class="scout-places">
          {places.map((place, index) => (
            // tabIndex -1: a card can take focus when it is picked from outside the list (a highlight on the page).
            <li
              key={place.id}
              data-place-id={place.id}
              tabIndex={-1}
              class={place.id === activeId ? 'scout-active' : undefined}
            >
              <PlaceCard place={place} headingLevel={below(headingLevel)} />
              {extra?.(place, index)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
