import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('sends reads asked for together as one get per area, each answered with its own value or fallback', async () => {
    await fakeBrowser.storage.local.set({ settings: { count: 5 }, apiKey: 'k' });
    await fakeBrowser.storage.session.set({ lastSearch: { q: 'tea' } });
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const session = vi.spyOn(fakeBrowser.storage.session, 'get');
    const read = await Promise.all([
      defineItem('local:settings', {}).getValue(),
      defineItem('local:apiKey', null).getValue(),
      defineItem('local:capabilities', 'none').getValue(),
      defineItem('session:lastSearch', null).getValue(),
    ]);
    expect(read).toEqual([{ count: 5 }, 'k', 'none', { q: 'tea' }]);
    expect(local.mock.calls).toEqual([[['settings', 'apiKey', 'capabilities']]]);
    expect(session).toHaveBeenCalledTimes(1);
    // A read asked for later is a new get.
    expect(await defineItem('local:apiKey', null).getValue()).toBe('k');
    expect(local).toHaveBeenCalledTimes(2);
  });

  it('keeps the order of reads and writes: a read asked for before a write does not see it, one after does', async () => {
    const key = defineItem<string | null>('local:apiKey', null);
    await key.setValue('old');
    const before = key.getValue();
    const written = key.setValue('new');
    const after = key.getValue();
    await written;
    expect([await before, await after]).toEqual(['old', 'new']);
    const removedBefore = key.getValue();
    await key.removeValue();
    expect(await removedBefore).toBe('new');
  });
});
