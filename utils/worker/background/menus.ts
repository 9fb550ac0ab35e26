/**
 * Scout's right-click menu: "Summarize “…” with Scout" and "Find places in selection" on selected text, "Find places
 * on this page", "Search this site with Scout" and "Ask Scout about this page" elsewhere on a page. Items are created on install and update (after
 * removing all, so a re-run never meets "duplicate id"). A click on one of the first three injects Scout's content
 * script into that tab alone and hands it the job; "Search this site" injects nothing: it opens the results page
 * beside the tab with `site:<host> ` in its box, and searches nothing until the user submits.
 * Chrome calls the API `contextMenus`, Firefox `menus`: both have the calls used here.
 */
import { browser } from 'wxt/browser';
import type { PageCommand } from '@/utils/ui-safe/messaging/page-commands';
import { t } from '@/utils/ui-safe/i18n';
import { siteHost, withSite } from '@/utils/ui-safe/query/site';
import { openResultsBeside } from './open-results';
import { resultsPageUrl } from '@/utils/ui-safe/results-url';
import { deliverToTab } from './tab-agent';

const MENU_IDS = {
  summarizeSelection: 'scout-summarize-selection',
  findPlaces: 'scout-find-places',
  /** Menu ids must be unique, so the page-wide item has its own id; it runs the same handler as `findPlaces`. */
  findPlacesOnPage: 'scout-find-places-page',
  searchSite: 'scout-search-site',
  askPage: 'scout-ask-page',
} as const;
type MenuId = (typeof MENU_IDS)[keyof typeof MENU_IDS];

/** The fields of the browser's click info and tab that Scout reads. */
interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  /** The top page the user clicked on: the job goes to that page only (tab-agent.ts). */
  /** The top-level page's address (not a frame's). */
  pageUrl?: string;
}
interface MenuTab {
  id?: number;
  index?: number;
  url?: string;
}

type MenuClickListener = (info: MenuClick, tab?: MenuTab) => Promise<void>;

interface MenusApi {
  removeAll(): Promise<void>;
  onClicked: { addListener(listener: MenuClickListener): void };
  create(properties: {
    id: string;
    title: string;
    contexts: ['selection'] | ['page'];
    documentUrlPatterns: string[];
  }): unknown;
}

/** Only web pages: Scout's script cannot run on browser pages, store pages or files, so the items are not offered there. */
const WEB_PAGES = ['http://*/*', 'https://*/*'];

export function menusApi(): MenusApi {
  return (browser as unknown as { menus?: MenusApi }).menus ?? (browser.contextMenus as unknown as MenusApi);
}

export async function registerMenus(api: MenusApi = menusApi()): Promise<void> {
  await api.removeAll();
  const item = (id: MenuId, title: string, context: 'selection' | 'page') =>
    api.create({ id, title, contexts: [context] as ['selection'] | ['page'], documentUrlPatterns: WEB_PAGES });
  // `%s` is the browser's placeholder for the selected text in a menu title.
  item(MENU_IDS.summarizeSelection, t('menuSummarizeSelection'), 'selection');
  item(MENU_IDS.findPlaces, t('menuFindPlacesInSelection'), 'selection');
  item(MENU_IDS.findPlacesOnPage, t('menuFindPlacesOnPage'), 'page');
  item(MENU_IDS.searchSite, t('menuSearchSite'), 'page');
  item(MENU_IDS.askPage, t('menuAskPage'), 'page');
}

/** The job a click asks for, or nothing for a click Scout does not own (or a summary of no text). */
function menuCommand(info: MenuClick): PageCommand | undefined {
  const text =
    typeof info.selectionText === 'string' && info.selectionText.trim() !== '' ? info.selectionText : undefined;
  switch (info.menuItemId) {
    case MENU_IDS.summarizeSelection:
      return text === undefined ? undefined : { type: 'scout.summarize', text };
    case MENU_IDS.findPlaces:
    case MENU_IDS.findPlacesOnPage:
      return { type: 'scout.findPlaces', text };
    case MENU_IDS.askPage:
      return { type: 'scout.askPage' };
    default:
      return undefined;
  }
}

/** The results page for "Search this site": the box holds `site:<host> `, nothing is searched yet. */
function searchSiteUrl(info: MenuClick, tab: MenuTab | undefined): string | undefined {
  const host = siteHost(info.pageUrl ?? tab?.url);
  return host === undefined ? undefined : resultsPageUrl({ prefill: withSite('', host) });
}

export function createMenuClickHandler(
  deliver: typeof deliverToTab = deliverToTab,
  open: typeof openResultsBeside = openResultsBeside,
): MenuClickListener {
  return async function onMenuClick(info, tab) {
    if (info.menuItemId === MENU_IDS.searchSite) {
      const url = searchSiteUrl(info, tab);
      // A tab the browser will not open leaves nothing to report into; nothing was spent.
      if (url !== undefined) await open(url, tab).catch(() => undefined);
      return;
    }
    const command = menuCommand(info);
    const tabId = tab?.id;
    if (!command || typeof tabId !== 'number' || tabId < 0) return;
    try {
      await deliver(tabId, command, info.pageUrl);
    } catch {
      // The browser refused the script (a page that forbids extensions, or one closed meanwhile): there is no page
      // UI to report into, and the menu is offered only on web pages, so this is rare and nothing was spent.
    }
  };
}
