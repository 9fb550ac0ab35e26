/** The migration steps of a later layout, run over storage.local by utils/worker/storage/migrations.ts. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runMigrations } from '@/utils/worker/storage/migrations';
import { STORAGE_0_1_0 } from '../../fixtures/storage-0.1.0';

const local = () => fakeBrowser.storage.local.get(null);
const copy = <T>(value: T): T => structuredClone(value) as T;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('runMigrations', () => {
  const renameKey = () => ({ set: { searchKey: 'from-step' }, remove: ['apiKey'] });

  it('stamps a fresh install', async () => {
    expect(await runMigrations(fakeBrowser.storage.local, [])).toBe('current');
    expect(await local()).toEqual({ schemaVersion: 1 });
  });

  it('runs each step from the stored version on, and keeps every key a step does not name', async () => {
    await fakeBrowser.storage.local.set({ ...copy(STORAGE_0_1_0), unknownLater: 7 });
    const seen: unknown[] = [];
    const steps = [
      (items: Record<string, unknown>) => {
        seen.push(items);
        return { set: { searchKey: items.apiKey }, remove: ['apiKey'] };
      },
      (items: Record<string, unknown>) => ({ set: { settings: { ...(items.settings as object), version: 3 } } }),
    ];
    expect(await runMigrations(fakeBrowser.storage.local, steps)).toBe('migrated');
    expect(seen).toEqual([{ ...STORAGE_0_1_0, unknownLater: 7 }]);
    const { apiKey: _gone, ...rest } = STORAGE_0_1_0;
    expect(await local()).toEqual({
      ...rest,
      unknownLater: 7,
      searchKey: STORAGE_0_1_0.apiKey,
      settings: { ...STORAGE_0_1_0.settings, version: 3 },
      schemaVersion: 3,
    });
  });

  it('starts at the stored version: a step already run is not run again', async () => {
    await fakeBrowser.storage.local.set({ ...copy(STORAGE_0_1_0), schemaVersion: 2 });
    const first = vi.fn(renameKey);
    const second = vi.fn(() => ({ set: { capabilities: { web: true } } }));
    expect(await runMigrations(fakeBrowser.storage.local, [first, second])).toBe('migrated');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect((await local()).apiKey).toBe(STORAGE_0_1_0.apiKey);
  });

  it('leaves everything as it was when a step fails', async () => {
    await fakeBrowser.storage.local.set(copy(STORAGE_0_1_0));
    const failing = () => {
      throw new Error('unexpected shape');
    };
    expect(await runMigrations(fakeBrowser.storage.local, [renameKey, failing])).toBe('failed');
    expect(await local()).toEqual(STORAGE_0_1_0);
  });

  it('leaves everything as it was when the write is refused (a full area)', async () => {
    await fakeBrowser.storage.local.set(copy(STORAGE_0_1_0));
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    expect(await runMigrations(fakeBrowser.storage.local, [renameKey])).toBe('failed');
    expect(await local()).toEqual(STORAGE_0_1_0);
  });

  it('leaves a newer layout alone (an older Scout installed over a newer one)', async () => {
    await fakeBrowser.storage.local.set({ ...copy(STORAGE_0_1_0), schemaVersion: 9 });
    expect(await runMigrations(fakeBrowser.storage.local, [renameKey])).toBe('newer');
    expect(await local()).toEqual({ ...STORAGE_0_1_0, schemaVersion: 9 });
  });

  it('touches nothing when the stored version is damaged', async () => {
    await fakeBrowser.storage.local.set({ ...copy(STORAGE_0_1_0), schemaVersion: 'two' });
    expect(await runMigrations(fakeBrowser.storage.local, [renameKey])).toBe('failed');
    expect(await local()).toEqual({ ...STORAGE_0_1_0, schemaVersion: 'two' });
  });
});
