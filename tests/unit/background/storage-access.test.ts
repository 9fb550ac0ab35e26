import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { restrictStorageToTrustedContexts } from '@/utils/worker/background/storage-access';

describe('restrictStorageToTrustedContexts (B1)', () => {
  afterEach(() => {
    delete (fakeBrowser.storage.local as any).setAccessLevel;
  });

  it('restricts storage.local to trusted contexts where the browser can', async () => {
    const setAccessLevel = vi.fn(async () => {});
    (fakeBrowser.storage.local as any).setAccessLevel = setAccessLevel;
    expect(await restrictStorageToTrustedContexts()).toBe(true);
    expect(setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
  });

  it('reports false, without throwing, when the browser refuses', async () => {
    (fakeBrowser.storage.local as any).setAccessLevel = vi.fn(async () => {
      throw new Error('not supported');
    });
    expect(await restrictStorageToTrustedContexts()).toBe(false);
  });

  it('does nothing where the call does not exist (Firefox)', async () => {
    expect(await restrictStorageToTrustedContexts()).toBe(false);
  });
});
