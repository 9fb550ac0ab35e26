/**
 * Keys in extension storage, named with their area (`local:apiKey`, `session:lastSearch`), over browser.storage itself.
 * This is all Scout used of WXT's storage utility (read with a fallback, write, remove), without the versioning,
 * watchers and locks it also brings: 3 KB of gzip that the service worker parsed on every start (docs/benchmarks.md,
 * "Where the bytes go"). Semantics are kept: a missing value reads as the fallback, writing null removes the key.
 */
import { browser } from 'wxt/browser';
import type { KeyValueStore } from '../bounded/store';

export type StorageKey = `local:${string}` | `session:${string}`;

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

async function getItem<T>(key: StorageKey): Promise<T | null> {
  const { area, name } = locate(key);
  return ((await area.get(name))[name] as T | undefined) ?? null;
}

async function setItem(key: StorageKey, value: unknown): Promise<void> {
  const { area, name } = locate(key);
  await (value === null || value === undefined ? area.remove(name) : area.set({ [name]: value }));
}

async function removeItem(key: StorageKey): Promise<void> {
  const { area, name } = locate(key);
  await area.remove(name);
}

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
