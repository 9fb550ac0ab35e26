/** Opens the `scout.places` stream for a search and fills its cards in as batches arrive. */
import { useEffect, useState } from 'preact/hooks';
import type { PageSearchView } from '@/utils/messaging/views';
import { applyPlacesEvent, isLastPlacesEvent, startPlaces, type PlacesState } from './places-state';
import { LOST_STREAM, openResumableStream } from './resumable-stream';

/** Mount once per search (key by searchId): the state belongs to that search alone. */
export function usePlaces(view: PageSearchView): PlacesState & { retry: () => void } {
  const [state, setState] = useState<PlacesState>(() => startPlaces(view.places));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) setState((current) => ({ places: current.places, loading: true }));
    return openResumableStream(
      'scout.places',
      { searchId: view.searchId },
      {
        isLast: isLastPlacesEvent,
        onEvent: (event) => setState((current) => applyPlacesEvent(current, event)),
        onLost: () => setState((current) => applyPlacesEvent(current, { type: 'error', error: LOST_STREAM })),
      },
    );
  }, [view.searchId, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
