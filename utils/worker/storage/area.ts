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
  const areaName = key.slice(0, colon) as 'local' | 'session';
  return { areaName, area: browser.storage[areaName], name: key.slice(colon + 1) };
}

interface ReadBatch {
  names: Set<string>;
  /** Sends the batch's one `get` (once) and closes the batch: a later read starts another. */
  send: () => Promise<Record<string, unknown>>;
  /** Its answer, sent at the end of the turn of microtasks it was opened in (or earlier, by a write). */
  read: Promise<Record<string, unknown>>;
}

/** Per area, the reads asked for and not sent yet. */
const batches = new Map<string, ReadBatch>();

/**
 * Reads asked for together (in the same turn of microtasks, as a `Promise.all` does) go to the browser as one `get`:
 * each call into `storage` costs the worker a round trip and about 0.3 ms of argument checking in its bindings (CPU
 * profile of a search, 2026-11-27), and a search reads its settings, plan and key at once. A write through this file
 * sends the reads asked for before it first, so the browser sees reads and writes in the order they were made.
 */
function openBatch(areaName: string, area: ReturnType<typeof locate>['area']): ReadBatch {
  let sent: Promise<Record<string, unknown>> | undefined;
  const names = new Set<string>();
  const send = () => {
    if (batches.get(areaName)?.names === names) batches.delete(areaName);
    return (sent ??= area.get([...names]));
  };
  const read = new Promise<Record<string, unknown>>((resolve) => queueMicrotask(() => resolve(send())));
  return { names, send, read };
}

async function getItem<T>(key: StorageKey): Promise<T | null> {
  const { areaName, area, name } = locate(key);
  let batch = batches.get(areaName);
  if (!batch) batches.set(areaName, (batch = openBatch(areaName, area)));
  batch.names.add(name);
  return ((await batch.read)[name] as T | undefined) ?? null;
}

/** Sends the reads of `key`'s area asked for so far, before a write to it. */
function sendReads(key: StorageKey): void {
  void batches
    .get(locate(key).areaName)
    ?.send()
    .catch(() => undefined);
}

/** Sends every read asked for so far now, so that they are under way while the caller computes (synchronously). */
export function sendReadsNow(): void {
  for (const batch of [...batches.values()]) void batch.send().catch(() => undefined);
}

async function setItem(key: StorageKey, value: unknown): Promise<void> {
  sendReads(key);
  const { area, name } = locate(key);
  await (value === null || value === undefined ? area.remove(name) : area.set({ [name]: value }));
}

async function removeItem(key: StorageKey): Promise<void> {
  sendReads(key);
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
