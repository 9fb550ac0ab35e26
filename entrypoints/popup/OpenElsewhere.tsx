/**
 * "Open in a tab" and "Open in the side panel": the popup's search goes along, with nothing searched or billed again.
 * The tab opens on the search's URL (utils/ui-safe/results-url.ts), whose pages Scout's cache answers and whose
 * first page is the session's last search; the side panel opens on that last search (or, already open, is told to
 * show it: components/app/handover.ts). The popup then closes, as it would on any click outside it.
 */
import { useContext, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import { canOpenSidePanel, openSidePanel } from '@/utils/ui-safe/side-panel';
import { announceHandover } from '@/components/app/handover';
import { PageTabContext } from '@/components/app/active-tab';
import { SidePanelIcon, TabIcon } from './icons';
import type { SearchState } from '@/components/app/search-state';

/** The request with the last page shown, so the tab shows as much as the popup did. */
const shown = (state: SearchState) =>
  state.request && { ...state.request, page: state.pages.at(-1)?.page ?? state.request.page };

const noPass = () => undefined;

/** `text`: what is in the popup's box; with no search shown, the tab gets it in its box, searching nothing. */
export function OpenElsewhere({ state, text }: { state: SearchState; text: string }) {
  // The page the popup was opened on: the tab opens beside it, and offers "This site" for it.
  const { tabId } = useContext(PageTabContext);
  // Known before the click: the side panel must open inside the click's gesture, with nothing awaited first.
  const [windowId, setWindowId] = useState<number>();
  useEffect(() => {
    if (!canOpenSidePanel()) return;
    void browser.windows.getCurrent().then(
      (current) => setWindowId(current?.id),
      () => undefined,
    );
  }, []);
  const openTab = async () => {
    // Not in the popup's first paint: only this click needs the URL's rules.
    const { resultsPageUrl } = await import('@/utils/ui-safe/results-url');
    const search = shown(state);
    // The user's own hand-over: the tab may search as it opens (its first page is this search, from the session's
    // last search or the cache, so normally nothing is billed). Without a pass it shows what the cache holds, or waits.
    const pass =
      search && (await send('results.pass', { search }).then((reply) => reply.ok && reply.data.pass, noPass));
    const url = resultsPageUrl(search ? { search, ...(pass && { pass }) } : { prefill: text });
    await browser.tabs.create({ url, ...(tabId !== undefined && { openerTabId: tabId }) });
    window.close();
  };
  const openPanel = async (id: number) => {
    const opening = openSidePanel(id);
    announceHandover();
    // Refused (no side panel in this window): the popup stays, with its search.
    if (
      await opening.then(
        () => true,
        () => false,
      )
    )
      window.close();
  };
  return (
    <>
      <button
        type="button"
        class="app-icon-button"
        aria-label={t('app_openInTab')}
        title={t('app_openInTab')}
        onClick={() => void openTab()}
      >
        <TabIcon />
      </button>
      {windowId !== undefined && (
        <button
          type="button"
          class="app-icon-button"
          aria-label={t('app_openInSidePanel')}
          title={t('app_openInSidePanel')}
          onClick={() => void openPanel(windowId)}
        >
          <SidePanelIcon />
        </button>
      )}
    </>
  );
}
