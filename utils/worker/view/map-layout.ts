/**
 * The answer's own order (`mixed`, docs/api-reference.md §2) → LayoutView.
 *
 * Every slot names something the view really holds: references to unknown section types, to empty sections or to
 * items past the end are dropped, and so are repeats. Nothing the view holds is lost either: whatever `mixed` left
 * out follows in Scout's fallback order (whole sections when none of their items was placed, single items
 * otherwise), which is also the whole layout when the API sent no `mixed` at all.
 */
import { RESULT_SECTIONS, type ResultSection } from '../../ui-safe/settings/choices';
import type { LayoutView, SlotView } from '../../contract/view-schemas';
import type { WebSearchResponse } from '../api/schemas/web';

type Reference = NonNullable<WebSearchResponse['mixed']>['main'][number];

/** How many items of each section the view holds (the infobox counts as one item). */
export type SectionCounts = Record<ResultSection, number>;

/** Where a section goes when `mixed` does not place it: web results first, places right after them as before. */
const FALLBACK_MAIN: readonly ResultSection[] = ['web', 'locations', 'news', 'videos', 'discussions', 'faq'];
const FALLBACK_SIDE: readonly ResultSection[] = ['infobox'];
/** The schema caps each list at 100 references; a popup never needs more slots than that in all three. */
const MAX_SLOTS = 100;

/** The schema reads a reference's `type` as any string: only the sections Scout shows are placed. */
const isSection = (value: string): value is ResultSection => (RESULT_SECTIONS as readonly string[]).includes(value);

export function mapLayout(mixed: WebSearchResponse['mixed'], counts: SectionCounts): LayoutView {
  /** Per section: `true` once shown whole, else the indexes shown one by one. */
  const placed = new Map<ResultSection, true | Set<number>>();
  let slots = 0;

  const take = (reference: Reference): SlotView | undefined => {
    const section = reference.type;
    if (!isSection(section) || counts[section] === 0 || slots >= MAX_SLOTS) return undefined;
    const seen = placed.get(section);
    if (seen === true) return undefined;
    const index = reference.index;
    if (reference.all === true || index === undefined || section === 'infobox') {
      if (seen !== undefined) return undefined;
      placed.set(section, true);
      slots += 1;
      return { section };
    }
    // An integer (the schema), but any one: only an item the view holds is placed.
    if (index < 0 || index >= counts[section]) return undefined;
    const indexes = seen ?? new Set<number>();
    if (indexes.has(index)) return undefined;
    indexes.add(index);
    placed.set(section, indexes);
    slots += 1;
    return { section, index };
  };

  const column = (name: 'top' | 'main' | 'side') => (mixed?.[name] ?? []).flatMap((reference) => take(reference) ?? []);
  const layout: LayoutView = { top: column('top'), main: column('main'), side: column('side') };

  const rest = (sections: readonly ResultSection[]): SlotView[] =>
    sections.flatMap((section) => {
      const seen = placed.get(section);
      if (counts[section] === 0 || seen === true) return [];
      if (seen === undefined) return [{ section }];
      return Array.from({ length: counts[section] }, (_, index) => index)
        .filter((index) => !seen.has(index))
        .map((index) => ({ section, index }));
    });
  layout.main.push(...rest(FALLBACK_MAIN));
  layout.side.push(...rest(FALLBACK_SIDE));
  return layout;
}
