/**
 * The worker's start-up (entrypoints/background.ts): a light message is answered without initialising the API client
 * and the services behind searches (utils/worker/background/services.ts); the first message that needs them loads them, once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { prepareFakeBackground } from './fake-background';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/utils/worker/background/services', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

type Listener = (message: unknown, sender: unknown) => Promise<unknown> | undefined;

describe('lazy services', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    prepareFakeBackground();
    loaded.count = 0;
  });

  it('answers settings.get and key.status without loading the services, and loads them once for the rest', async () => {
    // Node's URL gives an extension scheme no origin: an http one stands in for it, for the sender check.
    fakeBrowser.runtime.getURL = ((path: string) => `https://scout.test${path}`) as never;
    const onMessage = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
    const { default: background } = await import('@/entrypoints/background');
    background.main();
    const listener = onMessage.mock.calls[0]![0] as unknown as Listener;
    const sender = { id: fakeBrowser.runtime.id, url: 'https://scout.test/popup.html' };

    const settings = (await listener({ type: 'settings.get', data: {} }, sender)) as { ok: boolean };
    expect(settings.ok).toBe(true);
    expect(((await listener({ type: 'key.status', data: {} }, sender)) as { ok: boolean }).ok).toBe(true);
    expect(loaded.count).toBe(0);

    const history = (await listener({ type: 'history.clear', data: {} }, sender)) as { ok: boolean };
    expect(history.ok).toBe(true);
    await listener({ type: 'history.clear', data: {} }, sender);
    expect(loaded.count).toBe(1);
  });
});
