/** Readers for a summary's list items, entities and follow-up questions (docs/api-reference.md §4.3). */
import type { EntityView, RichNode, SummaryListItem } from '../../../contract/view-schemas';
import { parseSnippet, snippetLine } from '../../richtext/snippet';
import { safeHttpUrl, safeImageUrl } from '../../../ui-safe/richtext/links';
import { cleanLine } from '../../../ui-safe/richtext/text';
import { isRecord, optional, recordsOf } from '../guards';

const MAX_ENTITIES = 10;
const MAX_FOLLOWUPS = 5;
const MAX_IMAGES = 3;

function imagesOf(images: unknown): EntityView['images'] {
  const out: EntityView['images'] = [];
  for (const image of recordsOf(images, 20)) {
    const src = safeImageUrl(isRecord(image.thumbnail) ? image.thumbnail.src : undefined);
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
  entity: unknown,
  extraText = '',
  readExtra?: (text: string) => RichNode[],
): SummaryListItem | undefined {
  const record = isRecord(entity) ? entity : {};
  const name = snippetLine(record.name) ?? '';
  const own = typeof record.text === 'string' ? record.text : '';
  const text = readExtra
    ? [...parseSnippet(own, { maxChars: 1000 }), ...readExtra(extraText)]
    : parseSnippet(`${own}${extraText}`, { maxChars: 1000 });
  if (name === '' && text.length === 0) return undefined;
  return { name, ...optional('url', safeHttpUrl(record.url)), ...optional('text', text.length > 0 ? text : undefined) };
}

/** `enrichments.entities` merged with `entities_infos` (keyed by name or uuid; only string descriptions used). */
export function entitiesOf(entities: unknown, infos: unknown): EntityView[] {
  const infoMap = isRecord(infos) ? infos : {};
  const describe = (key: unknown): string | undefined => {
    const info = typeof key === 'string' && Object.hasOwn(infoMap, key) ? infoMap[key] : undefined;
    return isRecord(info) && typeof info.description === 'string' ? info.description : undefined;
  };
  const out: EntityView[] = [];
  const used = new Set<string>();
  const add = (name: string | undefined, text: unknown, url: unknown, images: unknown): void => {
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
  for (const entity of recordsOf(entities, 50)) {
    const name = snippetLine(entity.name);
    add(name, describe(entity.name) ?? describe(entity.uuid) ?? entity.text, entity.url, entity.images);
    if (typeof entity.uuid === 'string') used.add(entity.uuid);
  }
  for (const key of Object.keys(infoMap).slice(0, 50)) {
    if (!used.has(key)) add(snippetLine(key), describe(key), undefined, undefined);
  }
  return out;
}

export function followupsOf(followups: unknown): string[] {
  if (!Array.isArray(followups)) return [];
  const out: string[] = [];
  for (const item of followups.slice(0, 50)) {
    const text = cleanLine(item, 200);
    if (text !== undefined && !out.includes(text)) out.push(text);
    if (out.length >= MAX_FOLLOWUPS) break;
  }
  return out;
}
