import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { boundedItems } from '@/utils/worker/storage/bounded-items';
import { fillSessionStorage } from './quota-fakes';

const items = () =>
  boundedItems<{ n: number }>({ prefix: 'thing', indexName: 'thingIndex', maxItems: 3, maxAgeMs: 100 });
const storedIds = async () =>
  Object.keys(await fakeBrowser.storage.session.get())
    .filter((key) => key.startsWith('thing.'))
    .sort();

describe('bounded items in storage.session', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps at most maxItems, the most recently written', async () => {
    const things = items();
    for (const n of [1, 2, 3, 4]) await things.set(`t${n}`, { n }, n);
    await things.set('t2', { n: 22 }, 5);
    await things.set('t5', { n: 5 }, 6);
    expect(await storedIds()).toEqual(['thing.t2', 'thing.t4', 'thing.t5']);
    expect(await things.get('t2')).toEqual({ n: 22 });
  });

  it('removes items older than maxAgeMs when a newer one is written', async () => {
    const things = items();
    await things.set('old', { n: 1 }, 0);
    await things.set('recent', { n: 2 }, 50);
    await things.set('new', { n: 3 }, 101);
    expect(await storedIds()).toEqual(['thing.new', 'thing.recent']);
  });

  it('loses no index entry when writes overlap, so every item can still be removed', async () => {
    const things = items();
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => things.set(`t${n}`, { n }, n)));
    expect(await storedIds()).toEqual(['thing.t4', 'thing.t5', 'thing.t6']);
    await things.clear();
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('a full area means "not kept": no throw, no stale earlier value, nothing left unindexed', async () => {
    const things = items();
    await things.set('t1', { n: 1 }, 1);
    const full = fillSessionStorage((key) => key === 'thing.t1');
    expect(await things.set('t1', { n: 2 }, 2)).toBe(false);
    expect(await things.get('t1')).toBeNull();
    full.mockRestore();
    expect(await fakeBrowser.storage.session.get()).toEqual({ thingIndex: [] });
  });

  it('writes an item and its index row with one storage call (each call is a round trip to the browser)', async () => {
    const things = items();
    const set = vi.spyOn(fakeBrowser.storage.session, 'set');
    await things.set('t1', { n: 1 }, 1);
    // The row: id, expiry (written at 1, maxAgeMs 100), JSON size; the item as its JSON text (bounded-index.ts).
    expect(set.mock.calls).toEqual([[{ thingIndex: [['t1', 101, 7]], 'thing.t1': '{"n":1}' }]]);
  });

  it('removes one item and its index row', async () => {
    const things = items();
    await things.set('t1', { n: 1 }, 1);
    await things.remove('t1');
    expect(await fakeBrowser.storage.session.get()).toEqual({ thingIndex: [] });
  });
});
