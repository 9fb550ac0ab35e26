/**
 * The site of the tab the user is on: the active tab of this window, when it is an http(s) page. Opening the popup
 * grants activeTab for that tab, which is what lets a Scout page read its address.
 */
import { browser } from 'wxt/browser';
import { siteHost } from '@/utils/query/site';

export async function activeSiteHost(): Promise<string | undefined> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return siteHost(tab?.url);
  } catch {
    return undefined;
  }
}
