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
