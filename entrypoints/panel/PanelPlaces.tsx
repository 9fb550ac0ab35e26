/**
 * The places a search found, highlighted where the page names them: each card (the same PlaceList/PlaceCard as the
 * popup) says how often its place is on the page, with "Show on page", or that it is not on this page. Clicking a
 * highlight picks its card here. "Clear highlights" (and closing the panel) gives the page back as it was.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorRemedy } from '@/components/errors/ErrorRemedy';
import { PlaceList } from '@/components/places/PlaceList';
import { usePlaces } from '@/components/streams/places';
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { useHighlights } from './use-highlights';

export interface PanelPlacesProps {
  view: PageSearchView;
}

export function PanelPlaces({ view }: PanelPlacesProps) {
  if (view.placesState === 'notInPlan') return <p class="scout-panel-note">{t('page_placesNotInPlan')}</p>;
  if (view.places.length === 0) return <p class="scout-panel-note">{t('page_placesNone')}</p>;
  return <FoundPlaces view={view} />;
}

function FoundPlaces({ view }: PanelPlacesProps) {
  const { places, loading, error, retry } = usePlaces(view);
  const [highlighted, setHighlighted] = useState(true);
  // `pick` counts clicks, so clicking the same highlight again brings its card back into view.
  const [active, setActive] = useState<{ id: string; pick: number }>();
  const list = useRef<HTMLDivElement>(null);
  const { counts, reveal } = useHighlights(view.places, highlighted, (id) =>
    setActive((current) => ({ id, pick: (current?.pick ?? 0) + 1 })),
  );

  // A highlight was clicked: bring its card into view in the panel and give it focus.
  useEffect(() => {
    if (active === undefined) return;
    const card = [...(list.current?.querySelectorAll<HTMLElement>('[data-place-id]') ?? [])].find(
      (li) => li.dataset.placeId === active.id,
    );
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  }, [active]);

  const status = (place: PlaceView, index: number) => {
    if (!highlighted) return null;
    // Until the page has answered, its count is unknown: "not found" only once the whole page was searched.
    const count = counts?.get(place.id);
    return (
      <p class="scout-panel-place-status">
        <span class="scout-panel-number" aria-hidden="true">
          {index + 1}
        </span>
        {counts === undefined ? (
          <span>{t('page_lookingOnPage')}</span>
        ) : count !== undefined && count > 0 ? (
          <>
            <span>{t('page_foundOnPage', count)}</span>
            <button type="button" onClick={() => reveal(place.id)}>
              {t('page_showOnPage')}
            </button>
          </>
        ) : (
          <span>{t('page_notOnPage')}</span>
        )}
      </p>
    );
  };

  return (
    <div ref={list}>
      <div class="scout-panel-actions">
        {highlighted ? (
          <button type="button" onClick={() => setHighlighted(false)}>
            {t('page_clearHighlights')}
          </button>
        ) : (
          <p class="scout-panel-note" role="status">
            {t('page_highlightsCleared')}
          </p>
        )}
      </div>
      {error &&
        (error.kind === 'notInPlan' ? (
          <p class="scout-panel-note">{t('page_placesNotInPlan')}</p>
        ) : (
          <ErrorRemedy error={error} onRetry={retry} trustedOnly />
        ))}
      <PlaceList
        places={places}
        busy={loading && places.length === 0}
        headingLevel={3}
        extra={status}
        activeId={active?.id}
      />
    </div>
  );
}
