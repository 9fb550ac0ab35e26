/**
 * A worker may be stopped at any moment of its first start, the install's set-up included (issue 35): the next start
 * must leave the menus, the toolbar button and storage.local's layout as a finished set-up would, without the
 * `runtime.onInstalled` the browser may have lost with the stopped worker, and must answer at once meanwhile.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '@/entrypoints/background';
import { createSetUp } from '@/utils/worker/background/set-up';
import { prepareFakeBackground } from './fake-background';

// Node gives a chrome-extension: URL the origin "null": the browser's own origin for the fake extension's pages.
const { ORIGIN } = vi.hoisted(() => ({ ORIGIN: 'chrome-extension://test-extension-id' }));
vi.mock('@/utils/worker/background/policy-context', () => ({
  policyContext: () => ({ extensionId: 'test-extension-id', extensionOrigin: ORIGIN }),
}));

const never = () => new Promise<never>(() => {});
const MENU_COUNT = 5;

/** A worker start: the entrypoint's top level, run again over the same storage, as the browser does after a stop. */
function startWorker() {
  fakeBrowser.runtime.getManifest = () => ({ manifest_version: 3, name: 'Scout', version: '0.2.0' });
  const onMessage = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
  background.main();
  const listener = onMessage.mock.lastCall![0] as (message: unknown, sender: unknown) => Promise<unknown>;
  onMessage.mockRestore();
  const sender = { id: fakeBrowser.runtime.id, url: `${ORIGIN}/popup.html`, origin: ORIGIN };
  return { ping: () => listener({ type: 'ping', data: {} }, sender) };
}

/** Where a stop can fall in the set-up: the call that never returns in the stopped worker. */
const STEPS: [string, () => void][] = [
  ['the old menus removed, the new ones not created', () => void (fakeBrowser.contextMenus.removeAll = never as never)],
  ['the toolbar button not set', () => void ((fakeBrowser.action as any).setPopup = never)],
  ['the layout version not written', () => void vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(never)],
  ['the set-up not marked done', () => void vi.spyOn(fakeBrowser.storage.session, 'set').mockImplementation(never)],
];

describe('a worker stopped during its set-up', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    prepareFakeBackground();
    // Side-panel mode, so that a set-up that ran shows on the toolbar button.
    void fakeBrowser.storage.local.set({ settings: { toolbarOpens: 'sidePanel' } });
  });

  it.each(STEPS)('leaves the next start to finish it (%s), without runtime.onInstalled', async (_, stopHere) => {
    stopHere();
    startWorker();
    // The stopped worker's install: its listener runs, and hangs where it was stopped.
    void fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.restoreAllMocks();
    prepareFakeBackground();

    // The next start: a new worker over the same storage; the browser sends no runtime.onInstalled again.
    const next = startWorker();
    await expect(next.ping()).resolves.toMatchObject({ ok: true });
    await vi.waitFor(async () => {
      expect(fakeBrowser.contextMenus.create).toHaveBeenCalledTimes(MENU_COUNT);
      expect(fakeBrowser.action.setPopup).toHaveBeenCalledWith({ popup: '' });
      expect(await fakeBrowser.storage.local.get('schemaVersion')).toEqual({ schemaVersion: 1 });
      expect(await fakeBrowser.storage.session.get('setUpDone')).toEqual({ setUpDone: true });
    });
  });

  it('answers a message while a set-up never finishes (nothing waits on it)', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'get').mockImplementation(never);
    fakeBrowser.contextMenus.removeAll = never as never;
    const worker = startWorker();
    await expect(worker.ping()).resolves.toMatchObject({ ok: true, data: { version: expect.any(String) } });
  });
});

describe('createSetUp', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('runs the steps once per worker, and not again in a later start of the same session', async () => {
    const steps = vi.fn(async () => {});
    const first = createSetUp(steps);
    await Promise.all([first(), first()]);
    await createSetUp(steps)();
    expect(steps).toHaveBeenCalledOnce();
  });

  it('runs them again after a failed run, in the same worker and in the next', async () => {
    const steps = vi.fn(async () => {
      throw new Error('refused');
    });
    const setUp = createSetUp(steps);
    await setUp();
    await setUp();
    await createSetUp(steps)();
    expect(steps).toHaveBeenCalledTimes(3);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({});
  });
});
