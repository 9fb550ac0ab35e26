/**
 * The worker's start-up (entrypoints/background.ts): a light message is answered without creating the API client and
 * the services behind searches (utils/worker/background/handlers/heavy-load.ts), and without building any of the API's response
 * schemas (utils/worker/api/schemas/, each built on its first use); the first message that needs the services creates
 * them, once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as ZodMini from 'zod/mini';
import type * as HeavyModule from '@/utils/worker/background/handlers/heavy-load';
import { prepareFakeBackground } from '../fake-background';

const counts = vi.hoisted(() => ({ services: 0, responseSchemas: 0 }));
vi.mock('@/utils/worker/background/handlers/heavy-load', async (importOriginal) => {
  const original = await importOriginal<typeof HeavyModule>();
  return {
    ...original,
    createHeavy: (...args: Parameters<typeof original.createHeavy>) => {
      counts.services += 1;
      return original.createHeavy(...args);
    },
  };
});
// `z.looseObject` is the API response schemas' shape (tolerant of fields Scout does not read), and theirs alone.
vi.mock('zod/mini', async (importOriginal) => {
  const original = await importOriginal<typeof ZodMini>();
  const looseObject: typeof original.looseObject = (...args) => {
    counts.responseSchemas += 1;
    return original.looseObject(...args);
  };
  return { ...original, looseObject, z: { ...original.z, looseObject } };
});

type Listener = (message: unknown, sender: unknown) => Promise<unknown> | undefined;

describe('lazy services', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    prepareFakeBackground();
  });

  it('answers settings.get and key.status without the services or a response schema, and creates them once for the rest', async () => {
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
    expect(counts).toEqual({ services: 0, responseSchemas: 0 });

    const history = (await listener({ type: 'history.clear', data: {} }, sender)) as { ok: boolean };
    expect(history.ok).toBe(true);
    await listener({ type: 'history.clear', data: {} }, sender);
    expect(counts.services).toBe(1);
    expect(counts.responseSchemas).toBe(0);
  });
});
