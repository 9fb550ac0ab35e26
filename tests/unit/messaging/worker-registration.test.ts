/**
 * A page brings back a worker the browser lost (utils/ui-safe/messaging/worker-registration.ts, client.ts): it looks
 * once per page, and again after a message no worker received — the registration it saw may have gone with a failed
 * install since (issue 35; the browser's side is tests/e2e/worker-lifetime.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const NO_RECEIVER = new Error('Could not establish connection. Receiving end does not exist.');

let registration: object | undefined;
const serviceWorker = {
  getRegistration: vi.fn(async () => registration),
  register: vi.fn(async () => {
    registration = {};
    return registration;
  }),
};

/** A fresh page: the module's one look is per page. */
async function page() {
  vi.resetModules();
  return import('@/utils/ui-safe/messaging/client');
}

beforeEach(() => {
  registration = {};
  serviceWorker.getRegistration.mockClear();
  serviceWorker.register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Scout',
    version: '1',
    background: { service_worker: 'background.js' },
  } as never);
  vi.spyOn(fakeBrowser.runtime, 'getURL').mockImplementation(((path: string) => `${location.origin}${path}`) as never);
});
afterEach(() => fakeBrowser.reset());

describe('a page and a lost worker', () => {
  it('looks once while messages are answered', async () => {
    const { send } = await page();
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: null } as never);
    for (let i = 0; i < 3; i++) expect(await send('search.last', {})).toEqual({ ok: true, data: null });
    expect(serviceWorker.getRegistration).toHaveBeenCalledTimes(1);
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it('registers a worker missing when it first looks, and sends the message again', async () => {
    registration = undefined;
    const { send } = await page();
    const sendMessage = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockRejectedValueOnce(NO_RECEIVER)
      .mockResolvedValue({ ok: true, data: null } as never);
    expect(await send('search.last', {})).toEqual({ ok: true, data: null });
    expect(serviceWorker.register).toHaveBeenCalledTimes(1);
    expect(sendMessage).toHaveBeenCalledTimes(2);
  });

  it('looks again when the registration it saw is gone, registers the worker and sends the message again', async () => {
    const { send } = await page();
    const sendMessage = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: 1 } as never);
    expect(await send('search.last', {})).toEqual({ ok: true, data: 1 });
    // The install the page saw failed: the browser dropped the registration, and no worker receives anything.
    registration = undefined;
    sendMessage.mockRejectedValueOnce(NO_RECEIVER);
    expect(await send('search.last', {})).toEqual({ ok: true, data: 1 });
    expect(serviceWorker.getRegistration).toHaveBeenCalledTimes(2);
    expect(serviceWorker.register).toHaveBeenCalledTimes(1);
    expect(sendMessage).toHaveBeenCalledTimes(3);
  });

  it('registers nothing and sends nothing again when the worker is registered but did not receive', async () => {
    const { send } = await page();
    const sendMessage = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(NO_RECEIVER);
    expect(await send('search.last', {})).toMatchObject({ ok: false, error: { kind: 'noBackground' } });
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(sendMessage).toHaveBeenCalledTimes(1);
  });
});
