import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineItem, getItem, removeItems, setItems } from '@/utils/worker/storage/area';

beforeEach(() => fakeBrowser.reset());

describe('storage keys with their area', () => {
  it('reads and writes the named area under the bare name, where data written by WXT storage already is', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'stored-before' });
    expect(await getItem('local:apiKey')).toBe('stored-before');
    await defineItem('session:lastSearch', {}).setValue({ q: 'tea' });
    expect(await fakeBrowser.storage.session.get('lastSearch')).toEqual({ lastSearch: { q: 'tea' } });
    expect(await fakeBrowser.storage.local.get('lastSearch')).toEqual({});
  });

  it('reads a missing value as null, and as the fallback through an item', async () => {
    expect(await getItem('local:nothing')).toBeNull();
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

  it('removes keys from each area they name, and only those', async () => {
    await fakeBrowser.storage.local.set({ a: 1, keep: 2 });
    await fakeBrowser.storage.session.set({ a: 3, b: 4 });
    await removeItems(['local:a', 'session:a', 'session:b']);
    expect(await fakeBrowser.storage.local.get()).toEqual({ keep: 2 });
    expect(await fakeBrowser.storage.session.get()).toEqual({});
  });

  it('writes several keys with one call per area (a browser applies one call whole or not at all)', async () => {
    const local = vi.spyOn(fakeBrowser.storage.local, 'set');
    const session = vi.spyOn(fakeBrowser.storage.session, 'set');
    await setItems({ 'session:index': [['a', 1]], 'session:thing.a': { n: 1 }, 'local:settings': { count: 5 } });
    expect(session.mock.calls).toEqual([[{ index: [['a', 1]], 'thing.a': { n: 1 } }]]);
    expect(local.mock.calls).toEqual([[{ settings: { count: 5 } }]]);
  });
});
