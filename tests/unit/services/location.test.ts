/** The location setting reaches the API: searches send all its hints, place look-ups only its coordinates. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/utils/worker/api/errors';
import { enrichPlaces } from '@/utils/worker/services/places';
import { runSearch } from '@/utils/worker/services/search';
import { saveSearchRecord } from '@/utils/worker/services/search-records';
import { runSummaryJob } from '@/utils/worker/services/summary/runner';
import { type Settings } from '@/utils/contract/settings-schema';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { complete, fakeAccess, type Script } from './fake-access';

const notInPlan = () => Promise.reject(new ApiError('notInPlan', { status: 400, code: 'OPTION_NOT_IN_PLAN' }));
const answer = (data: object) => ({ data, fromCache: false, billed: true });
const webAnswer = async () => answer({ type: 'search', query: { original: 'coffee' }, web: { results: [] } }) as never;
const request = { q: 'coffee', page: 0, filters: {} };

function accessWith(location: Settings['location'], script: Script) {
  const fake = fakeAccess(script);
  const settings: Settings = { ...DEFAULT_SETTINGS, location };
  fake.access.open = async () => ({ client: fake.client as never, settings });
  return fake;
}

const webSearchOptions = (client: ReturnType<typeof fakeAccess>['client']) =>
  client.webSearch.mock.calls.map((call) => (call as unknown[])[1]);

describe('runSearch sends the location', () => {
  beforeEach(() => fakeBrowser.reset());

  it('off: no location', async () => {
    const { access, client } = accessWith(
      { mode: 'off' },
      { webSearch: webAnswer, localPois: notInPlan, summarizer: notInPlan },
    );
    await runSearch(access, request);
    expect(webSearchOptions(client)).toEqual([expect.objectContaining({ location: undefined })]);
  });

  it('a city: its hints, accents folded', async () => {
    const { access, client } = accessWith(
      { mode: 'city', city: 'München', country: 'DE' },
      { webSearch: webAnswer, localPois: notInPlan, summarizer: notInPlan },
    );
    await runSearch(access, request, undefined, { remember: false });
    expect(webSearchOptions(client)).toEqual([
      expect.objectContaining({ location: { city: 'Munchen', country: 'DE' } }),
    ]);
  });

  it('a browser position: its coordinates, also on the retry without extra snippets', async () => {
    let first = true;
    const webSearch = async () => {
      if (first) {
        first = false;
        return notInPlan();
      }
      return webAnswer();
    };
    const { access, client } = accessWith(
      { mode: 'browser', lat: 52.52, long: 13.4, takenAt: 1 },
      { webSearch, localPois: notInPlan, summarizer: notInPlan },
    );
    await runSearch(access, request, undefined, { remember: false });
    expect(webSearchOptions(client)).toEqual([
      expect.objectContaining({ location: { lat: 52.52, long: 13.4 } }),
      expect.objectContaining({ location: { lat: 52.52, long: 13.4 } }),
    ]);
  });
});

describe('enrichPlaces sends the coordinates for distances', () => {
  beforeEach(() => fakeBrowser.reset());

  async function lookUp(location: Settings['location']) {
    await saveSearchRecord({ id: 's1', params: { q: 'coffee' }, placeIds: ['a'], createdAt: 1, restarts: 0 });
    const { access, client } = accessWith(location, {
      localPois: async () => answer({ type: 'local_pois', results: [] }) as never,
      localDescriptions: async () => answer({ type: 'local_descriptions', results: [] }) as never,
    });
    await enrichPlaces(access, 's1', () => {});
    return (client.localPois.mock.calls[0] as unknown[])[2];
  }

  it('a browser position: latitude and longitude', async () => {
    expect(await lookUp({ mode: 'browser', lat: 38.72, long: -9.14, takenAt: 1 })).toMatchObject({
      location: { lat: 38.72, long: -9.14 },
    });
  });

  it('a city or off: nothing (the look-up reads only coordinates)', async () => {
    expect(await lookUp({ mode: 'city', city: 'Berlin', country: 'DE' })).toMatchObject({ location: undefined });
    expect(await lookUp({ mode: 'off' })).toMatchObject({ location: undefined });
  });
});

describe('a summary restarted after its key expired searches from the same place', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends the current location with the new web search', async () => {
    await saveSearchRecord({
      id: 's1',
      params: { q: 'coffee', summary: true },
      summarizerKey: 'old',
      placeIds: [],
      createdAt: 1,
      restarts: 0,
    });
    let expired = true;
    const summarizer = async () => {
      if (!expired) return complete('Fresh.');
      expired = false;
      throw new ApiError('expiredSummary');
    };
    const webSearch = async () => answer({ type: 'search', summarizer: { key: 'new-key' } }) as never;
    const { access, client } = accessWith(
      { mode: 'city', city: 'Berlin', country: 'DE' },
      { webSearch, summarizer: summarizer as never },
    );
    await runSummaryJob(access, { searchId: 's1' }, () => {});
    expect(webSearchOptions(client)).toEqual([
      expect.objectContaining({ ttlMs: 0, location: { city: 'Berlin', country: 'DE' } }),
    ]);
  });
});
