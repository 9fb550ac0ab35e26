/** Places: every batch at once, and a run started after the search's answer handed to the UI's stream (no call twice). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/utils/worker/api/errors';
import { enrichPlaces, prefetchPlaces } from '@/utils/worker/services/places';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import type { PlacesEvent } from '@/utils/contract/view-schemas';
import type { ApiAccess } from '@/utils/worker/services/api-access';
import { localPoisResponseSchema } from '@/utils/worker/api/schemas/local';
import { parseResponse } from '@/utils/worker/api/schemas/parse';
import { locationResult } from '../api/helpers';
import { fakeAccess } from './fake-access';

const ids = Array.from({ length: 45 }, (_, i) => `p${i}`);
/** What a search hands over of its places: their ids, and the client and settings it opened. */
const foundBy = async (access: ApiAccess, searchId: string) => ({
  searchId,
  placeIds: ids,
  opened: await access.open(),
});
/** The signal that ends a run if the search's answer never leaves: never aborted here, unless a test says so. */
const answered = new AbortController().signal;
const poisOf = (batch: readonly string[]) =>
  parseResponse(localPoisResponseSchema, { type: 'local_pois', results: batch.map((id) => locationResult(id)) });
const answer = (data: object) => ({ data, fromCache: false, billed: false });

/** A client whose calls answer only when `release()` is called, so a test sees what started before any answered. */
function heldClient() {
  const waiting: (() => void)[] = [];
  const held = <T>(value: T) => new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  const fake = fakeAccess({
    localPois: (batch) => held(answer(poisOf(batch)) as never),
    localDescriptions: () => held(answer({ type: 'local_descriptions', results: [] }) as never),
  });
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  return { ...fake, release };
}

/** The signal the run gave its first /local/pois call. */
const signalOf = (client: ReturnType<typeof fakeAccess>['client']) =>
  ((client.localPois.mock.calls[0] as unknown[])[2] as { signal: AbortSignal }).signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const placeIdsOf = (events: PlacesEvent[]) =>
  events.flatMap((e) => (e.type === 'places' ? e.places : [])).map((p) => p.id);

describe('enrichPlaces', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSearchRecord({ id: 's1', params: { q: 'restaurants' }, placeIds: ids, createdAt: 1, restarts: 0 });
  });

  it('asks for every batch of 20 at once, not one after another', async () => {
    const { access, client, release } = heldClient();
    const events: PlacesEvent[] = [];
    const done = enrichPlaces(access, 's1', (event) => events.push(event));
    await settle();
    // All three batches of 45 ids are asked for before any has answered.
    expect(client.localPois.mock.calls.map((call) => (call[0] as string[]).length)).toEqual([20, 20, 5]);
    expect(client.localDescriptions).toHaveBeenCalledTimes(3);
    release();
    await done;
    expect(placeIdsOf(events).sort()).toEqual([...ids].sort());
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('a failed batch ends the stream with its error, and nothing is sent after it', async () => {
    const fake = fakeAccess({
      localPois: async (batch) => {
        if (batch.includes('p20')) throw new ApiError('server');
        await settle();
        return answer(poisOf(batch)) as never;
      },
      localDescriptions: async () => answer({ type: 'local_descriptions', results: [] }) as never,
    });
    const events: PlacesEvent[] = [];
    await expect(enrichPlaces(fake.access, 's1', (event) => events.push(event))).rejects.toMatchObject({
      kind: 'server',
    });
    await settle();
    await settle();
    expect(events).toEqual([]);
  });
});

describe('prefetchPlaces', () => {
  beforeEach(() => fakeBrowser.reset());

  it('the stream opened later takes the started run: each batch asked for once, every event delivered', async () => {
    const { access, client, release } = heldClient();
    prefetchPlaces(await foundBy(access, 's2'), answered);
    await settle();
    expect(client.localPois).toHaveBeenCalledTimes(3);
    const events: PlacesEvent[] = [];
    // No search record is needed: the run was started from the search's own answer.
    const stream = enrichPlaces(access, 's2', (event) => events.push(event));
    release();
    await stream;
    expect(client.localPois).toHaveBeenCalledTimes(3);
    expect(client.localDescriptions).toHaveBeenCalledTimes(3);
    expect(placeIdsOf(events).sort()).toEqual([...ids].sort());
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('a stream opened after the run finished gets all it emitted; a retry after that runs anew', async () => {
    const { access, client, release } = heldClient();
    await saveSearchRecord({ id: 's3', params: { q: 'restaurants' }, placeIds: ids, createdAt: 1, restarts: 0 });
    prefetchPlaces(await foundBy(access, 's3'), answered);
    await settle();
    release();
    await settle();
    const events: PlacesEvent[] = [];
    await enrichPlaces(access, 's3', (event) => events.push(event));
    expect(placeIdsOf(events)).toHaveLength(45);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const retry = enrichPlaces(access, 's3', () => {});
    await settle();
    release();
    await retry;
    expect(client.localPois).toHaveBeenCalledTimes(6);
  });

  it('a stream that closes ends the run: calls still waiting for their turn are not sent', async () => {
    const { access, client, release } = heldClient();
    prefetchPlaces(await foundBy(access, 's4'), answered);
    await settle();
    const controller = new AbortController();
    const events: PlacesEvent[] = [];
    const stream = enrichPlaces(access, 's4', (event) => events.push(event), controller.signal);
    expect(signalOf(client).aborted).toBe(false);
    controller.abort();
    await expect(stream).rejects.toMatchObject({ kind: 'aborted' });
    expect(signalOf(client).aborted).toBe(true);
    release();
    await settle();
    expect(events).toEqual([]);
  });

  it('a run no stream takes within 5 s is ended: the UI did not want it after all', async () => {
    vi.useFakeTimers();
    try {
      const { access, client } = heldClient();
      prefetchPlaces(await foundBy(access, 's5'), answered);
      await vi.advanceTimersByTimeAsync(4_900);
      expect(signalOf(client).aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(signalOf(client).aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a run whose search's answer never left is ended, unless a stream took it; none starts once it is known", async () => {
    const { access, client } = heldClient();
    const unanswered = new AbortController();
    prefetchPlaces(await foundBy(access, 's6'), unanswered.signal);
    await settle();
    expect(client.localPois).toHaveBeenCalledTimes(3);
    unanswered.abort();
    expect(signalOf(client).aborted).toBe(true);
    // Nothing is kept for it: a stream for that search runs anew (from its record), as for any other.
    await expect(enrichPlaces(access, 's6', () => {})).rejects.toMatchObject({ kind: 'searchGone' });
    prefetchPlaces(await foundBy(access, 's7'), unanswered.signal);
    await settle();
    expect(client.localPois).toHaveBeenCalledTimes(3);

    const taken = new AbortController();
    const held = heldClient();
    prefetchPlaces(await foundBy(held.access, 's8'), taken.signal);
    const stream = enrichPlaces(held.access, 's8', () => {});
    taken.abort();
    expect(signalOf(held.client).aborted).toBe(false);
    held.release();
    await stream;
  });
});
