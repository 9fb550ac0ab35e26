/**
 * The web page "Highlight on this page" and "Find places on this page" act on: the active tab of the app's window,
 * when Scout may see that it is a web page. The popup sees it because opening the popup grants activeTab for that
 * tab. A side panel is not granted anything by a click inside it (Chrome and Firefox give activeTab only for the
 * toolbar button, a keyboard command or a context-menu click), so it sees the tabs Scout was invoked on (the
 * toolbar button and the command open the panel that way: utils/worker/background/toolbar.ts) and follows the active tab.
 */
import { createContext } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { siteHost } from '@/utils/ui-safe/query/site';

export interface PageTab {
  /** Undefined: no web page Scout may act on (a browser page, a tab Scout was not invoked on, or the results tab). */
  tabId?: number;
  /**
   * The page's host, for "This site (host)" (SiteChip.tsx): the active tab's; in the results tab, the page it was
   * opened beside (entrypoints/results/opener-site.ts).
   */
  host?: string;
  /** The side panel's active tab hides its URL from Scout: Scout was not invoked on it (the panel says how to). */
  locked?: boolean;
  /** The popup closes once the page shows what was asked, so the page is in view; the side panel stays. */
  closeAfter: boolean;
}

export const PageTabContext = createContext<PageTab>({ closeAfter: false });

async function activeWebTab(): Promise<Omit<PageTab, 'closeAfter'>> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) return {};
    if (tab.url === undefined) return { locked: true };
    const host = siteHost(tab.url);
    return host === undefined ? {} : { tabId: tab.id, host };
  } catch {
    return {};
  }
}

/** The popup asks once; the side panel (`follow`) again whenever the active tab, its page or the panel's focus changes. */
export function usePageTab({ follow, closeAfter }: { follow: boolean; closeAfter: boolean }): PageTab {
  const [tab, setTab] = useState<Omit<PageTab, 'closeAfter'>>({});
  useEffect(() => {
    let asked = 0;
    const check = () => {
      const mine = ++asked;
      void activeWebTab().then(
        (found) => mine === asked && setTab(follow ? found : { tabId: found.tabId, host: found.host }),
      );
    };
    check();
    if (!follow) return;
    browser.tabs.onActivated.addListener(check);
    browser.tabs.onUpdated.addListener(check);
    window.addEventListener('focus', check);
    return () => {
      browser.tabs.onActivated.removeListener(check);
      browser.tabs.onUpdated.removeListener(check);
      window.removeEventListener('focus', check);
    };
  }, []);
  return { ...tab, closeAfter };
}
