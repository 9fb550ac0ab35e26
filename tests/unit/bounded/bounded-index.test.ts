// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundedIndex } from '@/utils/worker/bounded/bounded-index';
import { createMemoryStore } from '../api/memory-store';

type Policy = Parameters<typeof boundedIndex>[0]['policy'];

const refused = (error: unknown) => error instanceof Error && error.message === 'full';
const index = (store = createMemoryStore(), policy: Partial<Policy> = {}, memory = false) =>
  boundedIndex<number>({
    store,
    itemPrefix: 'n.',
    indexKey: 'nIndex',
    memory,
    policy: { maxEntries: 2, tolerate: refused, ...policy },
  });

describe('the bounded index', () => {
  it('without memory, every instance reads the store: one evicts what another wrote', async () => {
    const store = createMemoryStore();
    await index(store).set('a', 1, { at: 1 });
    await index(store).set('b', 2, { at: 2 });
    await index(store).set('c', 3, { at: 3 });
    expect([...store.items.keys()].sort()).toEqual(['n.b', 'n.c', 'nIndex']);
    expect(await index(store).get('c')).toBe(3);
  });

  it('evicts a lower rank first, whatever its recency', async () => {
    const store = createMemoryStore();
    const ranked = index(store, { rank: (id) => (id.startsWith('keep') ? 1 : 0) });
    await ranked.set('keep', 1, { at: 1 });
    await ranked.set('x', 2, { at: 2 });
    await ranked.set('y', 3, { at: 3 });
    expect(await ranked.get('keep')).toBe(1);
    expect(await ranked.get('x')).toBeUndefined();
  });

  it('a failure the policy tolerates means "not kept"; any other is thrown', async () => {
    const store = createMemoryStore();
    const fail = (message: string) => {
      store.set = () => Promise.reject(new Error(message));
    };
    fail('full');
    expect(await index(store).set('a', 1, { at: 1 })).toBe(false);
    fail('bug');
    await expect(index(store).set('a', 1, { at: 1 })).rejects.toThrow('bug');
  });

  it('makes room for a refused write only when the policy says so', async () => {
    for (const makeRoom of [false, true]) {
      const store = createMemoryStore();
      const limited = index(store, { maxEntries: 10, makeRoom });
      for (const n of [1, 2, 3]) await limited.set(`k${n}`, n, { at: n });
      const set = store.set;
      store.set = (items) => (store.items.size >= 4 ? Promise.reject(new Error('full')) : set(items));
      expect(await limited.set('k4', 4, { at: 4 })).toBe(makeRoom);
    }
  });

  it('setMany keeps a batch in one write of the store, the last entry the most recent', async () => {
    const store = createMemoryStore();
    const set = store.set;
    let writes = 0;
    store.set = (items) => {
      writes += 1;
      return set(items);
    };
    const many = index(store, { maxEntries: 3 }, true);
    await many.set('old', 0, { at: 1 });
    writes = 0;
    expect(
      await many.setMany(
        [
          ['a', 1],
          ['b', 2],
          ['c', 3],
        ],
        { at: 2 },
      ),
    ).toEqual([true, true, true]);
    expect(writes).toBe(1);
    expect([...store.items.keys()].sort()).toEqual(['n.a', 'n.b', 'n.c', 'nIndex']);
    // Recency follows the batch's order: one more entry evicts its first.
    await many.set('d', 4, { at: 3 });
    expect(await many.get('a')).toBeUndefined();
    expect(await many.get('c')).toBe(3);
  });

  it('setMany drops an entry too big to keep, and its stale value, and keeps the rest', async () => {
    const store = createMemoryStore();
    const sized = boundedIndex<string>({
      store,
      itemPrefix: 's.',
      indexKey: 'sIndex',
      policy: { maxEntries: 5, maxBytes: 10, tolerate: refused },
    });
    await sized.set('big', 'small', { at: 1 });
    expect(
      await sized.setMany(
        [
          ['big', 'x'.repeat(20)],
          ['ok', 'fine'],
        ],
        { at: 2 },
      ),
    ).toEqual([false, true]);
    expect(await sized.get('big')).toBeUndefined();
    expect(await sized.get('ok')).toBe('fine');
  });

  it('setMany, refused by a full store, makes room for the whole batch when the policy says so', async () => {
    const store = createMemoryStore();
    const limited = index(store, { maxEntries: 10, makeRoom: true });
    for (const n of [1, 2, 3, 4]) await limited.set(`k${n}`, n, { at: n });
    const set = store.set;
    store.set = (items) =>
      store.items.size + Object.keys(items).length > 6 ? Promise.reject(new Error('full')) : set(items);
    expect(
      await limited.setMany(
        [
          ['x', 5],
          ['y', 6],
        ],
        { at: 5 },
      ),
    ).toEqual([true, true]);
    expect(await limited.get('x')).toBe(5);
    expect(await limited.get('k1')).toBeUndefined();
  });

  it('stores items as their JSON text, which the browser copies far faster than an object, and reads both forms', async () => {
    for (const memory of [false, true]) {
      const store = createMemoryStore();
      await index(store, {}, memory).set('a', 1, { at: 1 });
      await index(store, {}, memory).setMany([['b', 2]], { at: 2 });
      expect([store.items.get('n.a'), store.items.get('n.b')]).toEqual(['1', '2']);
      expect(await index(store, {}, memory).get('b')).toBe(2);
      store.items.set('n.b', 3);
      store.items.set('n.a', 'not JSON');
      const fresh = index(store, {}, memory);
      expect([await fresh.get('b'), await fresh.get('a')]).toEqual([3, undefined]);
    }
  });

  it('with memory, a read of an entry no queued write is for answers at once, not behind the writes of others', async () => {
    const store = createMemoryStore();
    const cache = index(store, { maxEntries: 10 }, true);
    await cache.set('a', 1, { at: 1 });
    // The next write of the store is held until released.
    const set = store.set;
    let release = () => {};
    store.set = (items) =>
      new Promise((resolve) => {
        store.set = set;
        release = () => resolve(set(items));
      });
    const writing = cache.set('b', 2, { at: 2 });
    const read = { c: cache.get('c'), b: cache.get('b'), a: cache.get('a') };
    const settled: string[] = [];
    for (const [id, value] of Object.entries(read)) void value.then(() => settled.push(id));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A miss needs nothing from the queue; the entry being written, and one kept (its read marks it recent), wait.
    expect(settled).toEqual(['c']);
    release();
    await writing;
    expect([await read.c, await read.b, await read.a]).toEqual([undefined, 2, 1]);
    // A worker's first read waits for the index to be read: the entries there are not misses.
    const fresh = index(store, { maxEntries: 10 }, true);
    expect(await fresh.get('b')).toBe(2);
  });

  it('setMany with `after` writes once it settles; a read of its entries waits for it, a clear meanwhile drops it', async () => {
    const store = createMemoryStore();
    const cache = index(store, { maxEntries: 10 }, true);
    await cache.set('a', 1, { at: 1 });
    let go = () => {};
    const after = new Promise<void>((resolve) => (go = resolve));
    const writing = cache.setMany([['b', 2]], { at: 2, after });
    const read = cache.get('b');
    let readDone = false;
    void read.then(() => (readDone = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.items.has('n.b')).toBe(false);
    expect(readDone).toBe(false);
    expect(await cache.get('c')).toBeUndefined();
    go();
    expect(await writing).toEqual([true]);
    expect(await read).toBe(2);
    expect(store.items.has('n.b')).toBe(true);

    let later = () => {};
    const afterClear = cache.setMany([['d', 4]], { at: 3, after: new Promise<void>((resolve) => (later = resolve)) });
    await cache.clear();
    later();
    expect(await afterClear).toEqual([false]);
    expect(await cache.get('d')).toBeUndefined();
    expect(store.items.size).toBe(0);
  });
});
