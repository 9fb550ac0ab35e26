import { browser } from 'wxt/browser';

/** The options page, where the key, the API address and the search defaults live. */
export function openOptions(): void {
  void browser.runtime.openOptionsPage();
}
