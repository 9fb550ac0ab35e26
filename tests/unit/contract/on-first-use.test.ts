// Issue 27: a cold worker builds only the schemas of the message it was woken for (utils/contract/on-first-use.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { prepareFakeBackground } from '../background/fake-background';
import type * as ZodMini from 'zod/mini';

/** Every zod-mini function the worker's code calls, by name (a schema is built by a few such calls). */
const calls = vi.hoisted(() => [] as string[]);
vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof ZodMini>();
  const counted = new Proxy(actual.z, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function' || key === 'config') return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...actual, z: counted };
});

const schemaCallsDuring = async (run: () => unknown): Promise<string[]> => {
  const before = calls.length;
  await run();
  return calls.slice(before);
};

describe('schemas built on first use', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    prepareFakeBackground();
    // A worker woken for a message, not the session's first start: that one's set-up reads the settings (menus,
    // toolbar button; utils/worker/background/set-up.ts), as runtime.onInstalled and onStartup did.
    await fakeBrowser.storage.session.set({ setUpDone: true });
  });

  it('loading and starting the worker builds no schema; its first message builds the router’s envelope', async () => {
    const atLoad = await schemaCallsDuring(async () => (await import('@/entrypoints/background')).default.main());
    // The API's response schemas (utils/worker/api/schemas/) are `z.lazy` shells, built on their first parse
    // (tests/unit/background/handlers/heavy-load.test.ts checks that a light message builds none).
    expect(atLoad.filter((name) => name !== 'lazy')).toEqual([]);
    // The envelope `{ type, data }` (utils/worker/messaging/router.ts), checked before any message type is known: an
    // unknown type is refused with it alone, and it is built once.
    const { createRouter } = await import('@/utils/worker/messaging/router');
    const route = createRouter({}, {}, { extensionId: 'scout', extensionOrigin: 'chrome-extension://scout' });
    const first = await schemaCallsDuring(() => route({ type: 'nope' }, {}));
    expect(first.sort()).toEqual(['maxLength', 'optional', 'strictObject', 'string', 'unknown']);
    expect(await schemaCallsDuring(() => route({ type: 'nope' }, {}))).toEqual([]);
  });

  it('a `ping` builds its own two schemas, none of the settings, search or view ones', async () => {
    const { protocol } = await import('@/utils/contract/protocol');
    const forPing = await schemaCallsDuring(() => [protocol.ping.request, protocol.ping.response]);
    expect(forPing.sort()).toEqual(['number', 'object', 'strictObject', 'string']);
    const forSettings = await schemaCallsDuring(() => protocol['settings.get'].response);
    expect(forSettings).toContain('enum');
  });

  it('builds each schema once, and every message and port still has both of its schemas', async () => {
    const { protocol, ports } = await import('@/utils/contract/protocol');
    expect(protocol.search.request).toBe(protocol.search.request);
    for (const spec of Object.values(protocol)) {
      expect(spec.request._zod).toBeDefined();
      expect(spec.response._zod).toBeDefined();
    }
    for (const port of Object.values(ports)) {
      expect(port.start._zod).toBeDefined();
      expect(port.event._zod).toBeDefined();
    }
    const again = await schemaCallsDuring(() => Object.values(protocol).map((spec) => [spec.request, spec.response]));
    expect(again).toEqual([]);
  });
});
