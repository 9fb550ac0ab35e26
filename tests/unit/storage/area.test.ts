import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineItem } from '@/utils/worker/storage/area';

beforeEach(() => fakeBrowser.reset());

describe('storage keys with their area', () => {
  it('reads and writes the named area under the bare name, where data written by WXT storage already is', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'stored-before' });
    expect(await defineItem('local:apiKey', null).getValue()).toBe('stored-before');
    await defineItem('session:lastSearch', {}).setValue({ q: 'tea' });
    expect(await fakeBrowser.storage.session.get('lastSearch')).toEqual({ lastSearch: { q: 'tea' } });
    expect(await fakeBrowser.storage.local.get('lastSearch')).toEqual({});
  });

  it('reads a missing value as the fallback', async () => {
    expect(await defineItem('local:nothing', null).getValue()).toBeNull();
    const settings = defineItem<unknown>('local:settings', {});
    expect(await settings.getValue()).toEqual({});
    await settings.setValue({ count: 5 });
    expect(await settings.getValue()).toEqual({ count: 5 });
  });

  it('removes a key written as null or removed, so the fallback comes back', async () => {
    const key = defineItem<string | null>('local:apiKey', null);
    await key.setValue('abcd');
    await key.setValue(null);
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    await key.setValue('abcd');
    await key.removeValue();
    expect(await key.getValue()).toBeNull();
  });

  it('removes the key from the area it names, and only there', async () => {
    await fakeBrowser.storage.local.set({ a: 1, keep: 2 });
    await fakeBrowser.storage.session.set({ a: 3 });
    await defineItem('local:a', 0).removeValue();
    expect(await fakeBrowser.storage.local.get()).toEqual({ keep: 2 });
    expect(await fakeBrowser.storage.session.get()).toEqual({ a: 3 });
  });
});
