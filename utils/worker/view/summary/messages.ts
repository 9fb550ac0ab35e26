/**
 * Walks the summarizer's message stream (docs/api-reference.md §4.3): `token` text accumulates into runs,
 * `inline_reference` items become markers at their end index (or where they arrived), and
 * `enum_start`/`enum_item`/`enum_end` become lists between the runs. Tokens inside a list extend its last item.
 */
import type { SummaryListItem } from '../../../contract/view-schemas';
import { safeHttpUrl, safeImageUrl } from '../../../ui-safe/richtext/links';
import type { SummaryEntity, SummaryMessage } from '../../api/schemas/summarizer';
import { optional } from '../guards';
import { SNIPPET_TEXT, type Marker, type TextFormat, type TextRun } from './text';
import { listItemOf } from './extras';

const MAX_LIST_ITEMS = 20;
/**
 * Per summary: text beyond this many characters is ignored (and later bounded again per paragraph), and so are
 * citation markers beyond this many. A real summary has a few thousand characters and a few dozen markers; the caps
 * keep the work of mapping a hostile stream small however much it sends (docs/security-plan.md C4).
 * @internal Exported for the tests alone (tests/unit/view/summary/messages.test.ts).
 */
export const MAX_SUMMARY_TEXT = 20_000;
/** @internal Exported for the tests alone (tests/unit/view/summary/messages.test.ts). */
export const MAX_SUMMARY_MARKERS = 100;

export type Part = { kind: 'text'; run: TextRun } | { kind: 'list'; ordered: boolean; items: SummaryListItem[] };

export interface Collected {
  parts: Part[];
  markers: Marker[];
  favicons: Map<number, string>;
}

export function collect(messages: readonly SummaryMessage[], format: TextFormat = SNIPPET_TEXT): Collected {
  const parts: Part[] = [];
  const markers: Marker[] = [];
  const favicons = new Map<number, string>();
  let offset = 0;
  let list: { ordered: boolean; items: { entity: SummaryEntity; extra: string }[] } | undefined;
  const endList = (): void => {
    if (!list) return;
    const items = list.items
      .map((i) => listItemOf(i.entity, i.extra, format.itemText))
      .filter((i): i is SummaryListItem => i !== undefined);
    if (items.length > 0) parts.push({ kind: 'list', ordered: list.ordered, items });
    list = undefined;
  };
  for (const message of messages) {
    if (message.type === 'token' && offset < MAX_SUMMARY_TEXT) {
      const text = message.data.slice(0, MAX_SUMMARY_TEXT - offset);
      const last = parts[parts.length - 1];
      if (list) {
        const item = list.items[list.items.length - 1];
        if (item) item.extra += text; // text before a list's first item has no home and is skipped
      } else if (last?.kind === 'text') last.run.raw += text;
      else parts.push({ kind: 'text', run: { start: offset, raw: text } });
      offset += text.length;
    } else if (message.type === 'inline_reference' && markers.length < MAX_SUMMARY_MARKERS) {
      // The schema makes the number and the index integers or absent; their range is the API's to get wrong.
      const ref = message.data;
      const n = ref.number;
      if (n === undefined || n < 1 || n > 999) continue;
      const end = ref.end_index;
      const at = end !== undefined && end >= 0 && end <= MAX_SUMMARY_TEXT ? end : offset;
      markers.push({ at, n, ...optional('href', safeHttpUrl(ref.url)) });
      const favicon = safeImageUrl(ref.favicon);
      if (favicon !== undefined && !favicons.has(n)) favicons.set(n, favicon);
    } else if (message.type === 'enum_start') {
      endList();
      list = { ordered: message.data === 'ol', items: [] };
    } else if (message.type === 'enum_item' && list && list.items.length < MAX_LIST_ITEMS) {
      list.items.push({ entity: message.data, extra: '' });
    } else if (message.type === 'enum_end') {
      endList();
    }
  }
  endList(); // a stream cut off inside a list still shows what it has
  // An index past the text (not streamed yet, or counted differently) cites the end.
  return { parts, markers: markers.map((m) => ({ ...m, at: Math.min(m.at, offset) })), favicons };
}
