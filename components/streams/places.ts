/**
 * The places of one search as they fill in: the search's basic cards first, then each enriched batch from the
 * `scout.places` stream replaces its cards by id.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useState } from 'preact/hooks';
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import type { PlaceView, PlacesEvent } from '@/utils/contract/view-schemas';
import { useStream, type StreamReducer } from './use-stream';

export interface PlacesState {
  places: PlaceView[];
  loading: boolean;
  error?: PlainError;
}

const startPlaces = (places: readonly PlaceView[]): PlacesState => ({ places: [...places], loading: true });

/**
 * Enriched places replace the cards with the same id; ids the search did not show are ignored. A distance the search
 * gave stays when the details have none (/local/pois measures only from coordinates, and a city location has none).
 */
function mergePlaces(current: readonly PlaceView[], batch: readonly PlaceView[]): PlaceView[] {
  const byId = new Map(batch.map((place) => [place.id, place]));
  return current.map((place) => {
    const enriched = byId.get(place.id);
    if (!enriched) return place;
    return enriched.distance || !place.distance ? enriched : { ...enriched, distance: place.distance };
  });
}

/**
 * Nothing more will arrive: cards still waiting stop saying "Loading details…" (PlaceCard shows that hint, and is
 * marked busy, exactly while `enriched` is false), and keep their basic data.
 */
const settlePlaces = (places: readonly PlaceView[]): PlaceView[] =>
  places.map((place) => (place.enriched ? place : { ...place, enriched: true }));

const placesStream: StreamReducer<'scout.places', PlacesState> = {
  name: 'scout.places',
  apply(state: PlacesState, event: PlacesEvent): PlacesState {
    switch (event.type) {
      case 'places':
        return { ...state, places: mergePlaces(state.places, event.places) };
      case 'done':
        return { places: settlePlaces(state.places), loading: false };
      case 'error':
        return { places: settlePlaces(state.places), loading: false, error: event.error };
    }
  },
  isLast: (event) => event.type !== 'places',
  // A retry keeps the cards it has and asks for the details again.
  restart: (state) => ({ places: state.places, loading: true }),
};

/**
 * Opens the `scout.places` stream for a search and fills its cards in as batches arrive. Mount once per search. The
 * worker started the places with the search (utils/worker/background/handlers/heavy.ts) and holds what arrived until the
 * stream takes it: opened with the answer, not a frame later, the stream gets each batch as it comes, where opened
 * after the paint it found most of them waiting and got them all in a burst.
 */
export function usePlaces(view: PageSearchView): PlacesState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const state = useStream(placesStream, () => startPlaces(view.places), { searchId: view.searchId }, `${attempt}`, {
    beforePaint: true,
  });
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
