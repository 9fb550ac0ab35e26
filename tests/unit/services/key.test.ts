import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keyStatus, readKey, removeKey, saveKey } from '@/utils/worker/services/key';

const KEY = 'BSAxyzSECRETkey1234abcd';

describe('key storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves to storage.local only and describes the key by its last four characters (B2, B4)', async () => {
    const onChange = vi.fn(async () => {});
    expect(await saveKey(` ${KEY} `, onChange)).toEqual({ set: true, hint: '…abcd' });
    expect(onChange).toHaveBeenCalledOnce();
    expect(await readKey()).toBe(KEY);
    expect(JSON.stringify(await fakeBrowser.storage.local.get())).toContain(KEY);
    expect(await fakeBrowser.storage.sync.get()).toEqual({});
    expect(await fakeBrowser.storage.session.get()).toEqual({});
    expect(JSON.stringify(await keyStatus())).not.toContain(KEY.slice(0, 8));
  });

  it('refuses a bad key without touching the stored one', async () => {
    await saveKey(KEY, async () => {});
    const onChange = vi.fn(async () => {});
    await expect(saveKey('bad\nkey', onChange)).rejects.toMatchObject({ reason: 'badCharacters' });
    expect(onChange).not.toHaveBeenCalled();
    expect(await readKey()).toBe(KEY);
  });

  it('removing the key clears it and runs the clean-up (B6)', async () => {
    await saveKey(KEY, async () => {});
    const onChange = vi.fn(async () => {});
    expect(await removeKey(onChange)).toEqual({ set: false });
    expect(onChange).toHaveBeenCalledOnce();
    expect(await readKey()).toBeNull();
    expect(await keyStatus()).toEqual({ set: false });
  });
});
