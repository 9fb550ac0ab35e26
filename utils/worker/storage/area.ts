/**
 * Keys in extension storage, named with their area (`local:apiKey`, `session:lastSearch`), over browser.storage itself.
 * This is all Scout used of WXT's storage utility (read with a fallback, write, remove), without the versioning,
 * watchers and locks it also brings: 3 KB of gzip that the service worker parsed on every start (docs/benchmarks.md,
 * "Where the bytes go"). Semantics are kept: a missing value reads as the fallback, writing null removes the key.
 */
import { browser } from 'wxt/browser';
import type { KeyValueStore } from '../bounded/store';

export type StorageKey = `local:${string}` | `session:${string}`;
const AREAS = ['local', 'session'] as const;

export interface StorageItem<T> {
  readonly key: StorageKey;
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
}

function locate(key: StorageKey) {
  const colon = key.indexOf(':');
  const area = key.slice(0, colon) as 'local' | 'session';
  return { area: browser.storage[area], name: key.slice(colon + 1) };
}

export async function getItem<T>(key: StorageKey): Promise<T | null> {
  const { area, name } = locate(key);
  return ((await area.get(name))[name] as T | undefined) ?? null;
}

async function setItem(key: StorageKey, value: unknown): Promise<void> {
  const { area, name } = locate(key);
  await (value === null || value === undefined ? area.remove(name) : area.set({ [name]: value }));
}

/** Several keys in one write per area: the browser keeps all of an area's keys, or (its quota spent) none of them. */
export async function setItems(items: Partial<Record<StorageKey, unknown>>): Promise<void> {
  for (const area of AREAS) {
    const named = Object.entries(items).filter(([key]) => key.startsWith(`${area}:`));
    if (named.length > 0)
      await browser.storage[area].set(
        Object.fromEntries(named.map(([key, value]) => [key.slice(area.length + 1), value])),
      );
  }
}

export async function removeItems(keys: readonly StorageKey[]): Promise<void> {
  for (const area of AREAS) {
    const names = keys.filter((key) => key.startsWith(`${area}:`)).map((key) => locate(key).name);
    if (names.length > 0) await browser.storage[area].remove(names);
  }
}

export const removeItem = (key: StorageKey): Promise<void> => removeItems([key]);

export function defineItem<T>(key: StorageKey, fallback: T): StorageItem<T> {
  return {
    key,
    getValue: async () => (await getItem<T>(key)) ?? fallback,
    setValue: (value) => setItem(key, value),
    removeValue: () => removeItem(key),
  };
}

/**
 * `storage.session` as the KeyValueStore the bounded index (and the API layer's cache and scheduler) persist to,
 * looked up on every call.
 */
export const sessionStore: KeyValueStore = {
  get: (keys) => browser.storage.session.get(keys),
  set: (items) => browser.storage.session.set(items),
  remove: (keys) => browser.storage.session.remove(keys),
};
