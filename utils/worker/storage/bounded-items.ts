/**
 * Items of one kind in `storage.session` (summary jobs, search records, AI answers), kept under one prefix with an
 * index, bounded in count and optionally in age: the area is capped, and nothing else would ever remove them.
 * Index updates of one worker run one after the other, so concurrent writes cannot lose an entry (an item missing
 * from the index would never be removed).
 */
import { defineItem, getItem, removeItem, removeItems, setItems } from './area';
import { keepIfRoom } from './quota';

export interface BoundedItemsOptions {
  /** Items are `session:<prefix>.<id>`. */
  prefix: string;
  /** The index: `session:<indexName>`, rows of [id, time of the last write]. */
  indexName: string;
  maxItems: number;
  /** Items last written longer ago than this (before the newest write) are removed. */
  maxAgeMs?: number;
}

export interface BoundedItems<T> {
  get(id: string): Promise<T | null>;
  /** Stores `value` as the newest item, dated `at`; false when the area is full and it was not kept. */
  set(id: string, value: T, at: number): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Removes every item and the index. */
  clear(): Promise<void>;
}

type Row = [id: string, at: number];

export function boundedItems<T>({ prefix, indexName, maxItems, maxAgeMs }: BoundedItemsOptions): BoundedItems<T> {
  const itemKey = (id: string) => `session:${prefix}.${id}` as const;
  const index = defineItem<unknown>(`session:${indexName}`, []);
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <R>(op: () => Promise<R>): Promise<R> => {
    const result = chain.then(op);
    chain = result.catch(() => undefined);
    return result;
  };
  const readRows = async (): Promise<Row[]> => {
    const value = await index.getValue();
    return Array.isArray(value) ? value.filter(isRow) : [];
  };

  return {
    get: (id) => getItem<T>(itemKey(id)),

    set: (id, value, at) =>
      serial(async () => {
        const rows = (await readRows()).filter(([known]) => known !== id);
        const kept = rows.filter(([, when]) => maxAgeMs === undefined || at - when <= maxAgeMs);
        const dropped = rows.filter((row) => !kept.includes(row));
        kept.push([id, at]);
        dropped.push(...kept.splice(0, Math.max(0, kept.length - maxItems)));
        // Old items go first, so a full area has room for the new one.
        if (dropped.length) await removeItems(dropped.map(([old]) => itemKey(old)));
        // Item and index in one write (all or nothing), so no item is ever outside the index, where nothing would
        // remove it.
        const stored = await keepIfRoom(() => setItems({ [index.key]: kept, [itemKey(id)]: value }));
        if (!stored) {
          // Not kept: an earlier value of the same item would be stale.
          await removeItem(itemKey(id));
          await keepIfRoom(() => index.setValue(kept.slice(0, -1)));
        }
        return stored;
      }),

    remove: (id) =>
      serial(async () => {
        await removeItem(itemKey(id));
        const rows = await readRows();
        if (rows.some(([known]) => known === id)) await index.setValue(rows.filter(([known]) => known !== id));
      }),

    clear: () =>
      serial(async () => {
        const rows = await readRows();
        await removeItems([...rows.map(([id]) => itemKey(id)), index.key]);
      }),
  };
}

function isRow(row: unknown): row is Row {
  return (
    Array.isArray(row) &&
    row.length === 2 &&
    typeof row[0] === 'string' &&
    typeof row[1] === 'number' &&
    Number.isFinite(row[1])
  );
}
