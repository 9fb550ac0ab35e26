/**
 * The passages an answer cites the page itself for: the text before each citation marker whose source is the page's
 * address (fragments aside), from the start of its sentence. The content script finds where the page says it and
 * highlights it (entrypoints/in-page/page-highlights.ts `passage`).
 */
import type { SummaryView } from '@/utils/contract/view-schemas';
import { plainText } from '@/utils/ui-safe/richtext/plain';
import { PANEL_LIMITS } from '@/utils/ui-safe/messaging/panel-link';

const withoutFragment = (url: string) => url.split('#')[0];

export function pagePassages(summary: SummaryView | undefined, pageUrl: string): string[] {
  if (!summary) return [];
  const ours = new Set(
    summary.citations.filter((c) => withoutFragment(c.url) === withoutFragment(pageUrl)).map((c) => c.number),
  );
  if (ours.size === 0) return [];
  const found: string[] = [];
  for (const block of summary.blocks) {
    if (block.kind !== 'paragraph') continue;
    const text = plainText(block.content);
    let from = 0;
    for (const marker of text.matchAll(/\[(\d+)\]/g)) {
      const before = text.slice(from, marker.index).trim();
      from = (marker.index ?? 0) + marker[0].length;
      if (!ours.has(Number(marker[1])) || before === '') continue;
      // The sentence the marker ends: after the last full stop before it that ends another sentence.
      const sentence = before.split(/(?<=[.!?])\s+/).pop() ?? before;
      if (!found.includes(sentence)) found.push(sentence.slice(0, PANEL_LIMITS.passage));
    }
  }
  return found;
}
