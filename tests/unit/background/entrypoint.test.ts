import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '@/entrypoints/background';
import { prepareFakeBackground } from './fake-background';

describe('the background entrypoint (E4)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    prepareFakeBackground();
  });

  it('registers its message and port listeners synchronously, before any await', () => {
    const onMessage = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
    const onConnect = fakeBrowser.runtime.onConnect.addListener;
    const result = background.main();
    expect(result).toBeUndefined();
    expect(onMessage).toHaveBeenCalledOnce();
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('answers a message through sendResponse and returns true, never a promise, which Chrome’s own onMessage ignores', async () => {
    const onMessage = vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener');
    background.main();
    const listener = onMessage.mock.calls[0]![0] as unknown as (
      message: unknown,
      sender: unknown,
      sendResponse: (answer: unknown) => void,
    ) => unknown;
    let answered: (answer: unknown) => void = () => {};
    const answer = new Promise((resolve) => (answered = resolve));
    // No type this worker knows: the router still answers, with a plain refusal.
    expect(listener({ type: 'no.such.message' }, { id: fakeBrowser.runtime.id }, answered)).toBe(true);
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'unknownMessage' } });
  });

  it('registers the context-menu click listener and menu creation synchronously too', () => {
    const onInstalled = vi.spyOn(fakeBrowser.runtime.onInstalled, 'addListener');
    const onStartup = vi.spyOn(fakeBrowser.runtime.onStartup, 'addListener');
    background.main();
    expect(fakeBrowser.contextMenus.onClicked.addListener).toHaveBeenCalledOnce();
    expect(onInstalled).toHaveBeenCalledOnce();
    expect(onStartup).toHaveBeenCalledOnce();
  });

  it('registers the toolbar-button and keyboard-command listeners synchronously too (they open the side panel)', () => {
    const onClicked = vi.spyOn(fakeBrowser.action.onClicked, 'addListener');
    background.main();
    expect(onClicked).toHaveBeenCalledOnce();
    expect(fakeBrowser.commands.onCommand.addListener).toHaveBeenCalledOnce();
  });

  it('registers the address bar’s listeners synchronously too', () => {
    background.main();
    expect(fakeBrowser.omnibox.onInputChanged.addListener).toHaveBeenCalledOnce();
    expect(fakeBrowser.omnibox.onInputEntered.addListener).toHaveBeenCalledOnce();
    expect(fakeBrowser.omnibox.onInputCancelled.addListener).toHaveBeenCalledOnce();
  });

  it('exposes no test hook outside the demo build', () => {
    background.main();
    expect('scoutDemo' in globalThis).toBe(false);
  });

  it('registers no listener for other extensions (A8)', () => {
    const external = fakeBrowser.runtime.onMessageExternal.addListener;
    const externalConnect = fakeBrowser.runtime.onConnectExternal.addListener;
    background.main();
    expect(external).not.toHaveBeenCalled();
    expect(externalConnect).not.toHaveBeenCalled();
  });
});
