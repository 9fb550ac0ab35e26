/** Readers for a summary's list items, entities and follow-up questions (docs/api-reference.md §4.3). */
import type { EntityView, RichNode, SummaryListItem } from '../../../contract/view-schemas';
import { parseSnippet, snippetLine } from '../../richtext/snippet';
import { safeHttpUrl, safeImageUrl } from '../../../ui-safe/richtext/links';
import { cleanLine } from '../../../ui-safe/richtext/text';
import type { SummaryEntity, SummaryEntityInfos, SummaryImage } from '../../api/schemas/summarizer';
import { optional } from '../guards';

const MAX_ENTITIES = 10;
const MAX_FOLLOWUPS = 5;
const MAX_IMAGES = 3;

function imagesOf(images: readonly SummaryImage[] = []): EntityView['images'] {
  const out: EntityView['images'] = [];
  for (const image of images) {
    const src = safeImageUrl(image.thumbnail?.src);
    if (src !== undefined && !out.some((i) => i.src === src)) out.push({ src, alt: cleanLine(image.text, 200) ?? '' });
    if (out.length >= MAX_IMAGES) break;
  }
  return out;
}

/**
 * An `enum_item` entity as a list item; undefined when it has neither a name nor text. `readExtra` reads the text that
 * came after the item's tag, when it is not written like the item's own (an answer's Markdown).
 */
export function listItemOf(
  entity: SummaryEntity,
  extraText = '',
  readExtra?: (text: string) => RichNode[],
): SummaryListItem | undefined {
  const name = snippetLine(entity.name) ?? '';
  const own = entity.text ?? '';
  const text = readExtra
    ? [...parseSnippet(own, { maxChars: 1000 }), ...readExtra(extraText)]
    : parseSnippet(`${own}${extraText}`, { maxChars: 1000 });
  if (name === '' && text.length === 0) return undefined;
  return { name, ...optional('url', safeHttpUrl(entity.url)), ...optional('text', text.length > 0 ? text : undefined) };
}

/** `enrichments.entities` merged with `entities_infos` (keyed by name or uuid). */
export function entitiesOf(entities: readonly SummaryEntity[] = [], infoMap: SummaryEntityInfos = {}): EntityView[] {
  // Own keys only: a name such as `constructor` must not find the prototype's.
  const describe = (key: string | undefined): string | undefined =>
    key !== undefined && Object.hasOwn(infoMap, key) ? infoMap[key]?.description : undefined;
  const out: EntityView[] = [];
  const used = new Set<string>();
  const add = (name: string | undefined, text?: string, url?: string, images?: readonly SummaryImage[]): void => {
    if (name === undefined || used.has(name) || out.length >= MAX_ENTITIES) return;
    used.add(name);
    const rich = parseSnippet(text, { maxChars: 600 });
    out.push({
      name,
      ...optional('text', rich.length > 0 ? rich : undefined),
      ...optional('url', safeHttpUrl(url)),
      images: imagesOf(images),
    });
  };
  for (const entity of entities) {
    const name = snippetLine(entity.name);
    add(name, describe(entity.name) ?? describe(entity.uuid) ?? entity.text, entity.url, entity.images);
    if (entity.uuid !== undefined) used.add(entity.uuid);
  }
  for (const key of Object.keys(infoMap)) {
    if (!used.has(key)) add(snippetLine(key), describe(key));
  }
  return out;
}

export function followupsOf(followups: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const item of followups) {
    const text = cleanLine(item, 200);
    if (text !== undefined && !out.includes(text)) out.push(text);
    if (out.length >= MAX_FOLLOWUPS) break;
  }
  return out;
}
