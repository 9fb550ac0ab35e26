/**
 * Places found by the search, where the answer puts them (inside "Results", so headed h3): basic cards at once, each
 * filling in as the `scout.places` stream delivers it. A card with hours and a description is tall, so the popup
 * shows the first few and the rest on request. When places have distances, they can be put nearest first.
 */
import type { VNode } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { PlaceCard } from '@/components/places/PlaceCard';
import type { SearchView } from '@/utils/contract/reply-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import { PageAction } from './PageAction';
import { ActionableError } from '@/components/errors/ActionableError';
import { usePlaces } from '@/components/streams/places';
import { byDistance, canSortByDistance } from './place-order';

const PLACES_SHOWN_FIRST = 3;

/** Mount with `key={view.searchId}`, so every search starts with its own cards. */
export function AnswerPlaces({ view }: { view: SearchView }) {
  const headingId = useId();
  const { places, loading, error, retry } = usePlaces(view);
  const [all, setAll] = useState(false);
  // Off at first: the API's own order (its relevance) comes first.
  const [nearestFirst, setNearestFirst] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // One element per place object: a batch replaces only its own places (components/streams/places.ts), and Preact
  // skips an element it rendered before, so the cards already filled are not rendered again for every batch.
  const cards = useRef(new WeakMap<PlaceView, VNode>());
  const cardOf = (place: PlaceView) => {
    let card = cards.current.get(place);
    if (!card) {
      card = <PlaceCard place={place} headingLevel={4} />;
      cards.current.set(place, card);
    }
    return card;
  };
  const sortable = canSortByDistance(places);
  const ordered = nearestFirst && sortable ? byDistance(places) : places;
  const shown = all ? ordered : ordered.slice(0, PLACES_SHOWN_FIRST);
  // The button goes away when pressed: keyboard users continue at the first card it revealed.
  useEffect(() => {
    if (all) list.current?.children[PLACES_SHOWN_FIRST]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [all]);
  return (
    <section class="scout-section app-places" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId}>{t('placesHeading')}</h3>
      {sortable && (
        <button
          type="button"
          class="app-button app-sort"
          aria-pressed={nearestFirst ? 'true' : 'false'}
          onClick={() => setNearestFirst((on) => !on)}
        >
          {t('popup_sortByDistance')}
        </button>
      )}
      {loading && (
        <p class="scout-status" role="status">
          {t('popup_loadingPlaces')}
        </p>
      )}
      {error &&
        (error.kind === 'notInPlan' ? (
          <p class="app-note">{t('popup_placesNotInPlan')}</p>
        ) : (
          <ActionableError error={error} onRetry={retry} />
        ))}
      <ul class="scout-places" ref={list}>
        {shown.map((place) => (
          <li key={place.id}>{cardOf(place)}</li>
        ))}
      </ul>
      {places.length > 0 && (
        // Nothing is searched or billed again: the background hands this search's answer to the page.
        <PageAction
          label={t('popup_highlightOnPage')}
          act={(tabId) => send('page.highlight', { searchId: view.searchId, tabId })}
          failed={t('popup_highlightFailed')}
        />
      )}
      {shown.length < places.length && (
        <button type="button" class="app-button app-more" onClick={() => setAll(true)}>
          {t('popup_showAllPlaces', places.length)}
        </button>
      )}
    </section>
  );
}
