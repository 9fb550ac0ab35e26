// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/utils/worker/api/errors';
import type { Meter, MeterOutcome, MeterRequest } from '@/utils/worker/api/endpoints/meter';
import { answersClient, collectUpdates, recordingMeter, sseEvent, sseResponse, sseTail } from '../answers-helpers';
import { json, locationResult, webAnswer, type RecordedCall } from '../helpers';
import { makeClient } from './client-helpers';

const search = () => json(webAnswer());

/** A meter that admits `allowed` requests and refuses the rest, recording what it was told. */
function countingMeter(allowed: number) {
  const told: string[] = [];
  const meter: Meter = {
    admit: vi.fn(async (request) => {
      if (allowed-- <= 0) {
        told.push(`refused ${request.asker?.surface}`);
        throw new ApiError('overLimit', { limit: { plan: 'search', micros: 20_000 } });
      }
      told.push(`admitted ${request.asker?.surface}`);
      return { settle: (outcome: MeterOutcome) => told.push(outcome.billed ? 'billed' : 'not billed') };
    }),
    served: (request) => told.push(`served ${request.asker?.surface}`),
  };
  return { meter, told };
}

describe('the client meters every web search', () => {
  it('admits after the cache missed and before the request leaves; a cache hit is served even over the limit', async () => {
    const { meter, told } = countingMeter(1);
    const { client, calls } = makeClient([search, search], { meter });
    await client.webSearch({ q: 'one' }, { asker: { surface: 'popup' } });
    await expect(client.webSearch({ q: 'two' }, { asker: { surface: 'popup' } })).rejects.toMatchObject({
      kind: 'overLimit',
      limit: { plan: 'search', micros: 20_000 },
    });
    expect(calls).toHaveLength(1); // the refused one never left
    const again = await client.webSearch({ q: 'one' }, { asker: { surface: 'sidePanel' } });
    expect(again.fromCache).toBe(true);
    expect(told).toEqual(['admitted popup', 'billed', 'refused popup', 'served sidePanel']);
  });

  it('a failed request is settled as not billed', async () => {
    const { meter, told } = countingMeter(5);
    const { client } = makeClient([() => json({ error: { code: 'SUBSCRIPTION_TOKEN_INVALID' } }, 401)], { meter });
    await expect(client.webSearch({ q: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(told).toEqual(['admitted undefined', 'not billed']);
  });

  it('two identical searches in flight: one admitted and billed, the other served by it', async () => {
    const { meter, told } = countingMeter(5);
    const { client, calls } = makeClient([search], { meter });
    await Promise.all([
      client.webSearch({ q: 'same' }, { asker: { surface: 'popup' } }),
      client.webSearch({ q: 'same' }, { asker: { surface: 'results' } }),
    ]);
    expect(calls).toHaveLength(1);
    expect(told.sort()).toEqual(['admitted popup', 'billed', 'served results']);
  });
});

describe('the client meters answers and suggestions', () => {
  it('an answer is admitted with its question before it is sent, and settled with its <usage> cost', async () => {
    const { meter, requests, outcomes } = recordingMeter();
    const { client } = answersClient([() => sseResponse([sseEvent('Frank Herbert.'), sseTail()])], { meter });
    await collectUpdates(client.answerStream({ question: '  Who wrote Dune? ' }, { asker: { surface: 'popup' } }));
    expect(requests).toEqual([
      { scope: 'answers', endpoint: 'answer', question: 'Who wrote Dune?', asker: { surface: 'popup' } },
    ]);
    expect(outcomes).toEqual([{ billed: true, statedUsd: 0.0043, tokensIn: undefined, tokensOut: undefined }]);
  });

  it('an answer refused by the meter is never sent', async () => {
    const { client, calls } = answersClient([() => sseResponse([sseEvent('x'), sseTail()])], {
      meter: countingMeter(0).meter,
    });
    await expect(collectUpdates(client.answerStream({ question: 'q' }))).rejects.toMatchObject({ kind: 'overLimit' });
    expect(calls).toHaveLength(0);
  });

  it('a suggestion is metered; a remembered prefix is served, free', async () => {
    const { meter, told } = countingMeter(1);
    const { client, calls } = makeClient([() => json({ type: 'suggest', query: { original: 'ca' }, results: [] })], {
      getSuggestKey: () => 'sg-key',
      meter,
    });
    await client.suggest({ q: 'ca' }, { asker: { surface: 'addressBar' } });
    await client.suggest({ q: 'ca' }, { asker: { surface: 'addressBar' } });
    await expect(client.suggest({ q: 'cat' }, { asker: { surface: 'addressBar' } })).rejects.toMatchObject({
      kind: 'overLimit',
    });
    expect(calls).toHaveLength(1);
    expect(told).toEqual(['admitted addressBar', 'billed', 'served addressBar', 'refused addressBar']);
  });
});

describe('the client meters the places look-ups', () => {
  const pois = (call: RecordedCall) =>
    json({ type: 'local_pois', results: call.url.searchParams.getAll('ids').map((id) => locationResult(id)) });
  const descriptions = (call: RecordedCall) =>
    json({
      type: 'local_descriptions',
      results: call.url.searchParams.getAll('ids').map((id) => ({ type: 'local_description', id, description: id })),
    });

  it('each batch sent is admitted first (a refused one never leaves) and settled; places seen before are not asked', async () => {
    const requests: MeterRequest[] = [];
    const { meter, told } = countingMeter(2);
    const admit = meter.admit;
    meter.admit = async (request) => {
      requests.push(request);
      return admit(request);
    };
    const { client, calls } = makeClient([pois, pois, descriptions], { meter });
    const ids = Array.from({ length: 25 }, (_, index) => `id${index}`);
    // 25 places: two batches of /local/pois, both admitted.
    await client.localPois(ids, {}, { asker: { surface: 'sidePanel' } });
    expect(calls).toHaveLength(2);
    expect(requests.map((r) => [r.scope, r.endpoint, r.asker?.surface])).toEqual([
      ['search', 'pois', 'sidePanel'],
      ['search', 'pois', 'sidePanel'],
    ]);
    // The limit reached: the descriptions are refused before they leave; the places already cached cost no request.
    await expect(client.localDescriptions(['id0'], { asker: { surface: 'popup' } })).rejects.toMatchObject({
      kind: 'overLimit',
    });
    // …and are in the ledger as one request answered from the cache.
    await client.localPois(ids.slice(0, 3), {}, { asker: { surface: 'results' } });
    expect(calls).toHaveLength(2);
    expect(told).toEqual([
      'admitted sidePanel',
      'admitted sidePanel',
      'billed',
      'billed',
      'refused popup',
      'served results',
    ]);
  });
});

describe('places joining a look-up in flight', () => {
  it('are served by it: one admitted and settled, the other in the ledger as answered from the cache', async () => {
    const { meter, told } = countingMeter(5);
    const pois = (call: RecordedCall) =>
      json({ type: 'local_pois', results: call.url.searchParams.getAll('ids').map((id) => locationResult(id)) });
    const { client, calls } = makeClient([pois], { meter });
    await Promise.all([
      client.localPois(['a', 'b'], {}, { asker: { surface: 'popup' } }),
      client.localPois(['a', 'b'], {}, { asker: { surface: 'sidePanel' } }),
    ]);
    expect(calls).toHaveLength(1);
    expect(told.sort()).toEqual(['admitted popup', 'billed', 'served sidePanel']);
  });
});
