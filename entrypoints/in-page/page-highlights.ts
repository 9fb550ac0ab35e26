/**
 * The panel's highlights on the page, as its frame asks for them: one set at a time, made again only when the places
 * change (asking twice for the same places, as a frame does after a restart, changes nothing), and cleared so that the
 * page gets its own Text nodes back (highlight/highlighter.ts).
 */
import type { PanelPlace } from '@/utils/ui-safe/messaging/panel-link';
import { t } from '@/utils/ui-safe/i18n';
import { highlightPlaces, type Highlights } from './highlight/highlighter';
import { createReadAhead } from './highlight/read-ahead';

export interface PageHighlights {
  /** Places are being searched for this page: its text is read now, while the page is idle (highlight/read-ahead.ts). */
  prepare(): void;
  /** Highlights `places` (numbered from 1 in this order) and says how often each is on the page. */
  show(places: readonly PanelPlace[]): [string, number][];
  reveal(id: string): boolean;
  /** Highlights where the page says `text` (a passage an answer cites it for), in place of any other marks, and shows it. */
  passage(text: string): boolean;
  clear(): void;
}

const PASSAGE = 'scout-passage';
/** A passage's first words find it: enough to be unique on a page, few enough to survive a paraphrase's end. */
const PASSAGE_WORDS = 12;

const passageNeedle = (text: string) => text.trim().split(/\s+/).slice(0, PASSAGE_WORDS).join(' ');

export function createPageHighlights(
  isExcluded: (element: Element) => boolean,
  onActivate: (id: string) => void,
): PageHighlights {
  let current: { key: string; highlights: Highlights } | undefined;
  const ahead = createReadAhead(isExcluded);
  const clear = () => {
    current?.highlights.clear();
    current = undefined;
  };
  return {
    prepare: () => ahead.start(),
    show(places) {
      const key = JSON.stringify(places.map((place) => [place.id, place.name]));
      if (current?.key !== key) {
        clear();
        if (!document.body) return [];
        const map = ahead.take(document.body);
        const targets = places.map((place, index) => ({ id: place.id, name: place.name, number: index + 1 }));
        const highlights = highlightPlaces(document.body, targets, {
          isExcluded,
          map,
          onActivate,
          label: (target) => t('page_markerLabel', [target.number, target.name]),
        });
        current = { key, highlights };
      }
      return [...current.highlights.counts];
    },
    reveal: (id) => current?.highlights.reveal(id) ?? false,
    passage(text) {
      clear();
      const name = passageNeedle(text);
      if (!document.body || name === '') return false;
      const highlights = highlightPlaces(document.body, [{ id: PASSAGE, name, number: 1 }], {
        isExcluded,
        onActivate: () => {},
        label: () => t('page_passageLabel'),
      });
      current = { key: PASSAGE, highlights };
      return highlights.reveal(PASSAGE);
    },
    clear,
  };
}
