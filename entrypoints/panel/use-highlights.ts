/**
 * Highlights a search's places on the page while `on` is true, and has the page restored when it turns false or the
 * panel goes away: the content script does both (entrypoints/in-page/page-highlights.ts), asked over the panel's link.
 * A highlight clicked on the page picks its place here (`onActivate`).
 */
import { useEffect, useState } from 'preact/hooks';
import type { PlaceView } from '@/utils/contract/view-schemas';
import { askPage, onPageEvent } from './page-link';

interface HighlightState {
  /**
   * Occurrences per place id once the page has been searched; undefined until the content script has answered (a
   * big page, a busy machine), or when it could not be asked, so nothing is said about the page before it is known.
   */
  counts: ReadonlyMap<string, number> | undefined;
  reveal: (id: string) => void;
}

const NONE: HighlightState = { counts: undefined, reveal: () => {} };
const reveal = (id: string) => void askPage({ type: 'reveal', id });

export function useHighlights(
  places: readonly PlaceView[],
  on: boolean,
  onActivate: (id: string) => void,
): HighlightState {
  const [state, setState] = useState<HighlightState>(NONE);
  useEffect(() => {
    if (!on) return;
    let current = true;
    const ids = new Set(places.map((place) => place.id));
    const stopEvents = onPageEvent((event) => {
      if (event.type === 'activate' && ids.has(event.id)) onActivate(event.id);
    });
    void askPage({ type: 'highlight', places: places.map(({ id, name }) => ({ id, name })) }).then((reply) => {
      if (current && reply) setState({ counts: new Map(reply.counts), reveal });
    });
    return () => {
      current = false;
      stopEvents();
      void askPage({ type: 'clear' });
      setState(NONE);
    };
    // The names are the search's: enrichment fills in details, never renames, so one pass per search is enough.
  }, [places.map((place) => place.id).join('\n'), on]);
  return state;
}
