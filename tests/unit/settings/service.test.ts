import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSettings, updateSettings } from '@/utils/worker/settings/service';
import { DEFAULT_SETTINGS } from './defaults';

describe('settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts from the defaults', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      country: 'US',
      safesearch: 'moderate',
      cacheMinutes: 10,
      apiBaseUrl: 'https://api.search.brave.com/res/v1',
    });
  });

  it('applies a valid patch and keeps it in storage.local, never sync', async () => {
    await updateSettings({ country: 'DE', resultsPerPage: 5, apiBaseUrl: 'http://127.0.0.1:8787/res/v1/' });
    expect(await readSettings()).toMatchObject({
      country: 'DE',
      resultsPerPage: 5,
      apiBaseUrl: 'http://127.0.0.1:8787/res/v1',
    });
    expect(await fakeBrowser.storage.sync.get()).toEqual({});
  });

  it('changes only the fields a patch names (saving preferences keeps the API address, and the reverse)', async () => {
    await updateSettings({ country: 'DE', apiBaseUrl: 'http://127.0.0.1:8787/res/v1' });
    await updateSettings({ askBeforeAnswer: false });
    await updateSettings({ safesearch: 'strict' });
    expect(await readSettings()).toMatchObject({
      country: 'DE',
      safesearch: 'strict',
      askBeforeAnswer: false,
      apiBaseUrl: 'http://127.0.0.1:8787/res/v1',
    });
  });

  it('calls onApiChange after a new API address is saved, and only then (B8)', async () => {
    const changes: string[] = [];
    const onApiChange = async () => void changes.push((await readSettings()).apiBaseUrl);
    await updateSettings({ country: 'DE' }, onApiChange);
    await updateSettings({ apiBaseUrl: DEFAULT_SETTINGS.apiBaseUrl }, onApiChange);
    await updateSettings({ apiBaseUrl: 'http://127.0.0.1:8787/res/v1' }, onApiChange);
    await updateSettings({ apiBaseUrl: 'http://127.0.0.1:8787/res/v1/' }, onApiChange);
    await updateSettings({ apiBaseUrl: DEFAULT_SETTINGS.apiBaseUrl }, onApiChange);
    expect(changes).toEqual(['http://127.0.0.1:8787/res/v1', DEFAULT_SETTINGS.apiBaseUrl]);
  });

  it.each([
    [{ country: 'VN' }],
    [{ resultsPerPage: 1e9 }],
    [{ apiBaseUrl: 'javascript:alert(1)' }],
    [{ apiBaseUrl: 'http://evil.example/res/v1' }],
    [{ apiBaseUrl: 'https://user:pw@proxy.example/res/v1' }],
    [{ unknownField: true }],
  ])('refuses %j and keeps the old settings', async (patch) => {
    await expect(updateSettings(patch as never)).rejects.toThrow();
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('repairs damaged stored settings field by field', async () => {
    await fakeBrowser.storage.local.set({ settings: { country: 'FR', resultsPerPage: 'ten', units: 42 } });
    expect(await readSettings()).toEqual({ ...DEFAULT_SETTINGS, country: 'FR' });
  });
});
