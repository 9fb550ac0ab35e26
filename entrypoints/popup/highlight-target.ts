/**
 * The tab the popup's "Highlight on this page" acts on: the active tab of the popup's window, when it is a web page.
 * Opening the popup grants activeTab for that tab, which is what lets the background read its URL here and script it.
 */
import { browser } from 'wxt/browser';

export async function highlightTarget(): Promise<number | undefined> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id !== undefined && /^https?:\/\//.test(tab.url ?? '') ? tab.id : undefined;
  } catch {
    return undefined;
  }
}
