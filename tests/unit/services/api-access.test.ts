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
