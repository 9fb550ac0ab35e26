/**
 * The layout's slots as blocks to render: neighbouring single items of one section share a block (one list, one
 * heading), and a whole section is one block. Pure, so the popup's ordering is tested without rendering.
 */
import type { ResultSection } from '@/utils/ui-safe/settings/choices';
import type { SlotView } from '@/utils/contract/view-schemas';

export interface AnswerBlock {
  section: ResultSection;
  /** `all`: every item of the section. */
  items: 'all' | number[];
}

export function answerBlocks(slots: readonly SlotView[]): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const slot of slots) {
    const last = blocks.at(-1);
    if (slot.index === undefined) blocks.push({ section: slot.section, items: 'all' });
    else if (last && last.section === slot.section && last.items !== 'all') last.items.push(slot.index);
    else blocks.push({ section: slot.section, items: [slot.index] });
  }
  return blocks;
}

/** The items of a block, picked from the section's list. */
export const pick = <T>(all: readonly T[], items: AnswerBlock['items']): T[] =>
  items === 'all' ? [...all] : items.flatMap((index) => (index < all.length ? [all[index] as T] : []));
