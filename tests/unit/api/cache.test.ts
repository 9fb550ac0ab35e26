// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createResponseCache } from '@/utils/worker/api/cache';
import type { KeyValueStore } from '@/utils/worker/bounded/store';
import { createMemoryStore } from './memory-store';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('response cache', () => {
  it('returns a stored value within its TTL and forgets it after', async () => {
    const time = clock();
    const cache = createResponseCache({ now: time.now });
    await cache.set('a', { n: 1 }, 1000);
    time.advance(999);
    expect(await cache.get('a')).toEqual({ n: 1 });
    time.advance(1);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('stores and returns copies, so callers cannot corrupt it', async () => {
    const cache = createResponseCache();
    const value = { list: [1] };
    await cache.set('a', value, 1000);
    value.list.push(2);
    const read = await cache.get<{ list: number[] }>('a');
    read!.list.push(3);
    expect(await cache.get('a')).toEqual({ list: [1] });
  });

  it('keeps an answer in storage as its JSON text (one string to copy), read back by a new worker as the answer', async () => {
    const store = createMemoryStore();
    const answer = { web: { results: [{ title: 'Heron "grey"', url: 'https://birds.example/heron' }] } };
    await createResponseCache({ store }).set('web.k', answer, 60_000);
    const stored = [...store.items].filter(([name]) => name.startsWith('scout.apiCache.e.'));
    expect(stored).toEqual([['scout.apiCache.e.web.k', JSON.stringify(answer)]]);
    expect(await createResponseCache({ store }).get('web.k')).toEqual(answer);
    // An entry a version before this one wrote as objects still reads as it is.
    store.items.set('scout.apiCache.e.web.k', answer);
    expect(await createResponseCache({ store }).get('web.k')).toEqual(answer);
  });

  it('ttl 0 stores nothing', async () => {
    const cache = createResponseCache();
    await cache.set('a', 1, 0);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('is bounded by entries, evicting the least recently used', async () => {
    const cache = createResponseCache({ maxEntries: 3 });
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('c', 3, 60_000);
    await cache.get('a'); // a is now more recent than b
    await cache.set('d', 4, 60_000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
    expect(await cache.get('d')).toBe(4);
    expect((await cache.stats()).entries).toBe(3);
  });

  it('evicts every unbilled entry (place details, summaries) before a billed web search, however old the search', async () => {
    const cache = createResponseCache({ maxEntries: 3 });
    await cache.set('web.old', 'search', 60_000);
    await cache.set('pois.1', 'place 1', 60_000);
    await cache.set('summarizer.1', 'summary', 60_000);
    await cache.set('pois.2', 'place 2', 60_000);
    await cache.set('pois.3', 'place 3', 60_000);
    expect(await cache.get('web.old')).toBe('search');
    expect(await cache.get('pois.1')).toBeUndefined();
    expect(await cache.get('summarizer.1')).toBeUndefined();
    // With only searches left, the least recently used search goes.
    await cache.set('web.new', 'search 2', 60_000);
    await cache.set('web.newer', 'search 3', 60_000);
    await cache.set('web.newest', 'search 4', 60_000);
    expect(await cache.get('web.old')).toBeUndefined();
    expect((await cache.stats()).entries).toBe(3);
  });

  it('is bounded by JSON size; a value bigger than the budget is not cached', async () => {
    const cache = createResponseCache({ maxBytes: 100 });
    await cache.set('a', 'x'.repeat(40), 60_000);
    await cache.set('b', 'y'.repeat(40), 60_000);
    await cache.set('c', 'z'.repeat(40), 60_000);
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.stats()).bytes).toBeLessThanOrEqual(100);
    await cache.set('huge', 'h'.repeat(200), 60_000);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('c')).toBe('z'.repeat(40));
  });

  it('evicts expired entries before live ones', async () => {
    const time = clock();
    const cache = createResponseCache({ now: time.now, maxEntries: 2 });
    await cache.set('short', 1, 10);
    await cache.set('long', 2, 60_000);
    time.advance(20);
    await cache.set('new', 3, 60_000);
    expect(await cache.get('long')).toBe(2);
    expect(await cache.get('new')).toBe(3);
  });

  it('survives a worker restart: a new instance over the same store serves the entry', async () => {
    const time = clock();
    const store = createMemoryStore();
    const first = createResponseCache({ store, now: time.now });
    await first.set('a', { answer: 42 }, 60_000);
    const second = createResponseCache({ store, now: time.now });
    expect(await second.get('a')).toEqual({ answer: 42 });
    time.advance(60_000);
    const third = createResponseCache({ store, now: time.now });
    expect(await third.get('a')).toBeUndefined();
  });

  it('keeps LRU order across restarts', async () => {
    const store = createMemoryStore();
    const first = createResponseCache({ store, maxEntries: 2 });
    await first.set('a', 1, 60_000);
    await first.set('b', 2, 60_000);
    await first.get('a');
    const second = createResponseCache({ store, maxEntries: 2 });
    await second.set('c', 3, 60_000);
    expect(await second.get('b')).toBeUndefined();
    expect(await second.get('a')).toBe(1);
    expect([...store.items.keys()].some((key) => key.endsWith('.b'))).toBe(false);
  });

  it('clear() removes its own items from the store and nothing else', async () => {
    const store = createMemoryStore();
    await store.set({ 'other.module': 'keep' });
    const cache = createResponseCache({ store });
    await cache.set('a', 1, 60_000);
    await store.set({ 'scout.apiCache.e.orphan': 'x' });
    await cache.clear();
    expect([...store.items.keys()]).toEqual(['other.module']);
    expect(await cache.get('a')).toBeUndefined();
    expect(await createResponseCache({ store }).get('a')).toBeUndefined();
  });

  it('a failing store never fails the cache', async () => {
    const broken: KeyValueStore = {
      get: () => Promise.reject(new Error('quota')),
      set: () => Promise.reject(new Error('quota')),
      remove: () => Promise.reject(new Error('quota')),
    };
    const cache = createResponseCache({ store: broken });
    await cache.set('a', 1, 60_000);
    expect(await cache.get('a')).toBe(1);
    await cache.clear();
  });

  it('ignores a corrupt index', async () => {
    const store = createMemoryStore();
    await store.set({ 'scout.apiCache.index': [['a', 'x', 1, 1], 'junk', ['b', 9e15, 1, 1]] });
    const cache = createResponseCache({ store });
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined(); // indexed but its value is missing
    expect((await cache.stats()).entries).toBe(0);
  });
});

describe('response cache on a full store', () => {
  /** A store that refuses a write (as `storage.session` does when full) once its JSON would pass `limit` characters. */
  function smallStore(limit: number): KeyValueStore & { items: Map<string, unknown> } {
    const inner = createMemoryStore();
    const size = () => [...inner.items.values()].reduce<number>((n, v) => n + JSON.stringify(v).length, 0);
    return {
      items: inner.items,
      get: (keys) => inner.get(keys),
      remove: (keys) => inner.remove(keys),
      async set(values) {
        const before = new Map(inner.items);
        await inner.set(values);
        if (size() > limit) {
          inner.items.clear();
          for (const [key, value] of before) inner.items.set(key, value);
          throw new Error('QUOTA_BYTES quota exceeded');
        }
      },
    };
  }

  it('makes room by dropping older entries, so the newest paid answer is kept for a worker that restarts', async () => {
    const store = smallStore(3_000);
    const cache = createResponseCache({ store });
    const answer = (n: number) => ({ n, text: 'x'.repeat(800) });
    for (const n of [1, 2, 3, 4]) await cache.set(`k${n}`, answer(n), 60_000);
    // A fresh worker: only what reached the store counts.
    const restarted = createResponseCache({ store });
    expect(await restarted.get('k4')).toEqual(answer(4));
    expect(await restarted.get('k1')).toBeUndefined();
  });

  it('never fails the caller when even the room it made is not enough', async () => {
    const cache = createResponseCache({ store: smallStore(100) });
    await expect(cache.set('big', { text: 'x'.repeat(500) }, 60_000)).resolves.toBeUndefined();
    // The in-memory layer still answers within this worker's life.
    expect(await cache.get('big')).toEqual({ text: 'x'.repeat(500) });
  });
});
