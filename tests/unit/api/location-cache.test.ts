// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, locationResult, webAnswer, type RecordedCall } from './helpers';
import { makeClient } from './endpoints/client-helpers';

const search = () => json(webAnswer());
const BERLIN = { city: 'Berlin', country: 'DE' };

describe('web search cache and the location (canonicalRequest includes the X-Loc headers)', () => {
  it('keeps two searches that differ only in location as two entries, each sending its own headers', async () => {
    const { client, calls } = makeClient([search]);
    await client.webSearch({ q: 'coffee' }, { location: BERLIN });
    await client.webSearch({ q: 'coffee' }, { location: { city: 'Lisbon', country: 'PT' } });
    await client.webSearch({ q: 'coffee' });
    await client.webSearch({ q: 'coffee' }, { location: { lat: 52.52, long: 13.4 } });
    expect(calls).toHaveLength(4);
    expect(calls.map((call) => call.headers.get('X-Loc-City'))).toEqual(['Berlin', 'Lisbon', null, null]);
    expect(calls[3]!.headers.get('X-Loc-Lat')).toBe('52.52');
  });

  it('answers the same search with the same location from one entry', async () => {
    const { client, calls } = makeClient([search]);
    await client.webSearch({ q: 'coffee' }, { location: BERLIN });
    const again = await client.webSearch({ q: 'coffee' }, { location: { country: 'DE', city: 'Berlin' } });
    expect(again).toMatchObject({ fromCache: true, billed: false });
    expect(calls).toHaveLength(1);
  });

  it('treats no location and an empty one as the same request', async () => {
    const { client, calls } = makeClient([search]);
    await client.webSearch({ q: 'coffee' });
    expect((await client.webSearch({ q: 'coffee' }, { location: {} })).fromCache).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('place look-ups and the location', () => {
  const pois = (call: RecordedCall) =>
    json({ type: 'local_pois', results: call.url.searchParams.getAll('ids').map((id) => locationResult(id)) });

  it('cache per coordinates: the same coordinates are one entry', async () => {
    const { client, calls } = makeClient([pois]);
    await client.localPois(['a'], {}, { location: { lat: 52.52, long: 13.4 } });
    await client.localPois(['a'], {}, { location: { lat: 52.52, long: 13.4 } });
    await client.localPois(['a'], {}, { location: { lat: 38.72, long: -9.14 } });
    await client.localPois(['a']);
    expect(calls.map((call) => call.headers.get('X-Loc-Lat'))).toEqual(['52.52', '38.72', null]);
  });
});
