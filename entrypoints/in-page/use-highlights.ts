/**
 * Highlights a search's places on the page while `on` is true, and restores the page exactly when it turns false or
 * the panel goes away (entrypoints/in-page/highlight/highlighter.ts keeps the page's own Text nodes to put back).
 */
import { useEffect, useState } from 'preact/hooks';
import type { PlaceView } from '@/utils/view/types';
import { t } from '@/utils/i18n';
import { highlightPlaces, type Highlights } from './highlight/highlighter';

interface HighlightState {
  /** Occurrences per place id while highlighted; empty when off. */
  counts: ReadonlyMap<string, number>;
  reveal: (id: string) => boolean;
}

const NONE: HighlightState = { counts: new Map(), reveal: () => false };

export function useHighlights(
  places: readonly PlaceView[],
  on: boolean,
  isExcluded: (element: Element) => boolean,
  onActivate: (id: string) => void,
): HighlightState {
  const [state, setState] = useState<HighlightState>(NONE);
  useEffect(() => {
    if (!on || !document.body) return;
    const targets = places.map((place, index) => ({ id: place.id, name: place.name, number: index + 1 }));
    const highlights: Highlights = highlightPlaces(document.body, targets, {
      isExcluded,
      onActivate,
      label: (target) => t('page_markerLabel', [target.number, target.name]),
    });
    setState({ counts: highlights.counts, reveal: highlights.reveal });
    return () => {
      highlights.clear();
      setState(NONE);
    };
    // The names are the search's: enrichment fills in details, never renames, so one pass per search is enough.
  }, [places.map((place) => place.id).join('\n'), on]);
  return state;
}
