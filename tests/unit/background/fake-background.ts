import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * What entrypoints/background.ts needs to start in the fake browser, which leaves these unimplemented: the listeners
 * only need to exist, the calls to succeed. Call after `fakeBrowser.reset()`.
 */
export function prepareFakeBackground(): void {
  for (const event of [
    fakeBrowser.runtime.onConnect,
    fakeBrowser.runtime.onMessageExternal,
    fakeBrowser.runtime.onConnectExternal,
    fakeBrowser.contextMenus.onClicked,
    fakeBrowser.commands.onCommand,
    fakeBrowser.omnibox.onInputChanged,
    fakeBrowser.omnibox.onInputEntered,
    fakeBrowser.omnibox.onInputCancelled,
  ]) {
    (event as any).addListener = vi.fn();
  }
  (fakeBrowser.storage.local as any).setAccessLevel = vi.fn(async () => {});
  (fakeBrowser.action as any).setPopup = vi.fn(async () => {});
  (fakeBrowser.omnibox as any).setDefaultSuggestion = vi.fn(async () => {});
  fakeBrowser.contextMenus.removeAll = vi.fn(async () => {}) as never;
  fakeBrowser.contextMenus.create = vi.fn() as never;
}
