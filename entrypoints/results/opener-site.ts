/**
 * The site of the web page a results tab was opened beside, for "This site (host)": its opener tab ("Search this
 * site", the popup's "Open in a tab"), when Scout may see that tab's address: the right-click or the popup that opened
 * this tab granted activeTab for it. The results tab's own page is Scout's, never a site to narrow to.
 */
import { browser } from 'wxt/browser';
import { siteHost } from '@/utils/ui-safe/query/site';

export async function openerSiteHost(): Promise<string | undefined> {
  try {
    const self = await browser.tabs.getCurrent();
    if (self?.openerTabId === undefined) return undefined;
    return siteHost((await browser.tabs.get(self.openerTabId)).url);
  } catch {
    return undefined;
  }
}
