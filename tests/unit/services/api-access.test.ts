/**
 * Firefox's data consent for location (utils/ui-safe/data-consent.ts) is checked on every use: a saved location reaches the
 * API only while the consent stands, so taking it back in about:addons stops it with the next search.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiAccess } from '@/utils/worker/services/api-access';
import { saveKey } from '@/utils/worker/services/key';
import { runSearch } from '@/utils/worker/services/search';
import { updateSettings } from '@/utils/worker/settings/service';

const FIREFOX = {
  browser_specific_settings: { gecko: { data_collection_permissions: { required: [], optional: ['locationInfo'] } } },
};
const webAnswer = { type: 'search', query: { original: 'coffee' }, web: { type: 'search', results: [] } };

let granted: boolean;
const checked: unknown[] = [];

function setup() {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(webAnswer), { headers: { 'content-type': 'application/json' } }),
  );
  const access = createApiAccess({ fetch });
  const sentCity = () => fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('X-Loc-City'));
  return { access, sentCity };
}

beforeEach(async () => {
  fakeBrowser.reset();
  checked.length = 0;
  granted = false;
  fakeBrowser.runtime.getManifest = () => FIREFOX as never;
  fakeBrowser.permissions.contains = async (permissions) => {
    checked.push(permissions);
    // The API origin's host permission is granted; the location's data consent as the test says.
    return 'data_collection' in permissions ? granted : true;
  };
  await saveKey('key-for-test-1234', async () => {});
  await updateSettings({ location: { mode: 'city', city: 'Lisbon', country: 'PT' } });
});

describe('createApiAccess and the location consent', () => {
  it('sends no location while Firefox has not granted it, and sends it once granted', async () => {
    const { access, sentCity } = setup();
    await runSearch(access, { q: 'coffee', page: 0, filters: {} }, undefined, { remember: false });
    granted = true;
    await runSearch(access, { q: 'coffee shop', page: 0, filters: {} }, undefined, { remember: false });
    expect(sentCity()).toEqual([null, 'Lisbon']);
    expect(checked).toContainEqual({ data_collection: ['locationInfo'] });
  });

  it('stops sending it as soon as the consent is taken back', async () => {
    granted = true;
    const { access, sentCity } = setup();
    await runSearch(access, { q: 'coffee', page: 0, filters: {} }, undefined, { remember: false });
    granted = false;
    await runSearch(access, { q: 'coffee shop', page: 0, filters: {} }, undefined, { remember: false });
    expect(sentCity()).toEqual(['Lisbon', null]);
  });

  it('asks nothing when no location is set', async () => {
    await updateSettings({ location: { mode: 'off' } });
    const { access, sentCity } = setup();
    await runSearch(access, { q: 'coffee', page: 0, filters: {} }, undefined, { remember: false });
    expect(sentCity()).toEqual([null]);
    expect(checked.filter((permissions) => 'data_collection' in (permissions as object))).toEqual([]);
  });
});

describe('what a search reads before its request', () => {
  it('reads the settings, the key and the plan in one storage read, and a key saved since is the one sent', async () => {
    // What earlier tests' searches left to do after their answers (the rate figures) is done first.
    await new Promise((settled) => setTimeout(settled, 50));
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify(webAnswer), { headers: { 'content-type': 'application/json' } }),
    );
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    const readsBeforeFetch: unknown[][] = [];
    fetch.mockImplementationOnce(async () => {
      readsBeforeFetch.push(...reads.mock.calls);
      return new Response(JSON.stringify(webAnswer), { headers: { 'content-type': 'application/json' } });
    });
    const searching = createApiAccess({ fetch });
    await runSearch(searching, { q: 'coffee', page: 0, filters: {} }, undefined, { remember: false });
    expect(readsBeforeFetch).toEqual([[expect.arrayContaining(['settings', 'apiKey', 'capabilities'])]]);
    // Never a stale key: one saved between two searches (as the options page does) is the one the next one sends.
    await saveKey('key-saved-since-5678', async () => {});
    await runSearch(searching, { q: 'coffee beans', page: 0, filters: {} }, undefined, { remember: false });
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('X-Subscription-Token'));
    expect(sent).toEqual(['key-for-test-1234', 'key-saved-since-5678']);
  });
});
