/**
 * Opens the results page where the browser asks: the omnibox's Enter says `currentTab` (Chrome and Firefox alike, also
 * for Alt+Enter's `newForegroundTab` and a middle click's `newBackgroundTab`). The current tab is the one the user typed
 * in: the active tab of the focused window, which `tabs.update` without a tab id navigates. No `tabs` permission is
 * needed to open or navigate a tab to Scout's own page.
 */
import { browser } from 'wxt/browser';

export type Disposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

export interface TabsApi {
  update(properties: { url: string }): Promise<unknown>;
  create(properties: { url: string; active: boolean; index?: number; openerTabId?: number }): Promise<unknown>;
}

export async function openResults(
  url: string,
  disposition: Disposition,
  tabs: TabsApi = browser.tabs as unknown as TabsApi,
): Promise<void> {
  if (disposition === 'currentTab') await tabs.update({ url });
  else await tabs.create({ url, active: disposition === 'newForegroundTab' });
}

/** A new active tab right after `from` (the page the user right-clicked), or at the end when it is unknown. */
export async function openResultsBeside(
  url: string,
  from: { id?: number; index?: number } | undefined,
  tabs: TabsApi = browser.tabs as unknown as TabsApi,
): Promise<void> {
  await tabs.create({
    url,
    active: true,
    ...(typeof from?.index === 'number' && { index: from.index + 1 }),
    ...(typeof from?.id === 'number' && from.id >= 0 && { openerTabId: from.id }),
  });
}
