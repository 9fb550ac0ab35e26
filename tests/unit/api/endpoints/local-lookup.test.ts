// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodies, json, locationResult, type RecordedCall } from '../helpers';
import { makeClient, testHash } from './client-helpers';

/** Answers /local/pois with one place per requested id. */
const pois = (call: RecordedCall) =>
  json({ type: 'local_pois', results: call.url.searchParams.getAll('ids').map((id) => locationResult(id)) });
const descriptions = (call: RecordedCall) =>
  json({
    type: 'local_descriptions',
    results: [
      ...call.url.searchParams.getAll('ids').map((id) => ({ type: 'local_description', id, description: `### ${id}` })),
      null,
    ],
  });

describe('localPois', () => {
  it('de-duplicates ids, batches by 20 with repeated ids=, and keeps the asked order', async () => {
    const { client, calls } = makeClient([pois]);
    const ids = Array.from({ length: 45 }, (_, index) => `id${index}`);
    const result = await client.localPois([...ids, 'id3', ' id4 '], { units: 'metric' });
    expect(calls.map((call) => call.url.searchParams.getAll('ids').length)).toEqual([20, 20, 5]);
    expect(
      calls.every(
        (call) => call.url.pathname.endsWith('/local/pois') && call.url.searchParams.get('units') === 'metric',
      ),
    ).toBe(true);
    expect(result.data.results.map((place) => place.id)).toEqual(ids);
    // Only web searches are billed.
    expect(result).toMatchObject({ fromCache: false, billed: false });
  });

  it('serves places seen before from the cache, fetching only the rest', async () => {
    const { client, calls } = makeClient([pois]);
    await client.localPois(['a', 'b']);
    const again = await client.localPois(['b', 'a']);
    expect(again).toMatchObject({ fromCache: true, billed: false });
    expect(again.data.results.map((place) => place.id)).toEqual(['b', 'a']);
    await client.localPois(['a', 'c']);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url.searchParams.getAll('ids')).toEqual(['c']);
  });

  it('hashes the request once per look-up, not once per place (45 places: 90 digests were on the way to the cards)', async () => {
    const hashed: string[] = [];
    const { client } = makeClient([pois], {
      hash: (text) => {
        hashed.push(text);
        return testHash(text);
      },
    });
    await client.localPois(Array.from({ length: 45 }, (_, index) => `id${index}`));
    // The key's identity, one cache-key prefix, and the in-flight key of each of the 3 batches.
    expect(hashed.length).toBeLessThanOrEqual(5);
  });

  it('uses the key the caller read with its settings, and checks host access before its hashes and cache reads', async () => {
    const steps: string[] = [];
    const { client, calls } = makeClient([pois, descriptions], {
      getKey: () => {
        steps.push('getKey');
        return 'unused';
      },
      hasHostPermission: () => {
        steps.push('permission');
        return true;
      },
      hash: (text) => {
        steps.push('hash');
        return testHash(text);
      },
    });
    const keyRead = { key: 'BSA-read-with-the-settings-0123456789' };
    await client.localPois(['a'], {}, { keyRead });
    await client.localDescriptions(['a'], { keyRead });
    expect(steps).not.toContain('getKey');
    expect(calls.map((call) => call.init.headers)).toEqual([
      expect.objectContaining({ 'X-Subscription-Token': keyRead.key }),
      expect.objectContaining({ 'X-Subscription-Token': keyRead.key }),
    ]);
    // The host-access check (a browser round trip) starts before the cache key's hash (after the key's identity).
    expect(steps.slice(0, 3)).toEqual(['hash', 'permission', 'hash']);
  });

  it('keepAfter: caches the places once it settles; a look-up of them meanwhile waits for that, with no second call', async () => {
    const { client, calls, store } = makeClient([pois]);
    let go = () => {};
    const keepAfter = new Promise<void>((resolve) => (go = resolve));
    await client.localPois(['a', 'b'], {}, { keepAfter });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stored = () => [...store.items.keys()].filter((name) => name !== 'scout.apiCache.index');
    expect(stored()).toEqual([]);
    const again = client.localPois(['b', 'a']);
    go();
    expect(await again).toMatchObject({ fromCache: true });
    expect(calls).toHaveLength(1);
    expect(stored()).toHaveLength(2);
  });

  it("caches a batch's places in one write of the store, not one per place", async () => {
    const { client, store } = makeClient([pois]);
    const set = store.set;
    const written: number[] = [];
    store.set = (items) => {
      written.push(Object.keys(items).filter((name) => name !== 'scout.apiCache.index').length);
      return set(items);
    };
    await client.localPois(Array.from({ length: 20 }, (_, index) => `id${index}`));
    // Its read waits for the writes queued before it; a read writes only the index (the entry's recency).
    expect((await client.localPois(['id0'])).fromCache).toBe(true);
    expect(written.filter((items) => items > 0)).toEqual([20]);
  });

  it('sends X-Loc-Lat/Long for distances, and caches separately per location', async () => {
    const { client, calls } = makeClient([pois]);
    await client.localPois(['a'], {}, { location: { lat: 1, long: 2 } });
    await client.localPois(['a'], {}, { location: { lat: 3, long: 4 } });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('X-Loc-Lat')).toBe('3');
  });

  it('maps errors: OPTION_NOT_IN_PLAN → notInPlan', async () => {
    const { client } = makeClient([() => json(bodies.notInPlan, 400)]);
    await expect(client.localPois(['a'])).rejects.toMatchObject({ kind: 'notInPlan' });
  });

  it('rejects an empty id list before any call', async () => {
    const { client, fetch } = makeClient([pois]);
    await expect(client.localPois(['', '  '])).rejects.toMatchObject({ kind: 'validation' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('localDescriptions', () => {
  it('fetches, drops null entries, and caches by id', async () => {
    const { client, calls } = makeClient([descriptions]);
    const first = await client.localDescriptions(['x', 'y']);
    expect(first.data.results).toEqual([
      { type: 'local_description', id: 'x', description: '### x' },
      { type: 'local_description', id: 'y', description: '### y' },
    ]);
    expect(calls[0]!.url.pathname.endsWith('/local/descriptions')).toBe(true);
    expect((await client.localDescriptions(['y'])).fromCache).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
