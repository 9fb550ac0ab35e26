/**
 * The tools for the page beside the popup or the side panel, on the filters' line: "Find places on this page" (the
 * in-page panel searches the page's main heading, as the right-click menu's item does), "Ask about this page" (the
 * in-page panel opens with a question box and its price; nothing is sent before the user confirms there), or, in the side panel on a
 * tab Scout was not invoked on, how to let Scout act there (components/app/active-tab.ts).
 */
import { useContext } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import { PageTabContext } from './active-tab';
import { PageAction } from './PageAction';

export function PageTools() {
  const { locked } = useContext(PageTabContext);
  return (
    <>
      <div class="app-page-actions">
        <PageAction
          label={t('menuFindPlacesOnPage')}
          act={(tabId) => send('page.findPlaces', { tabId })}
          failed={t('app_findPlacesFailed')}
          class="app-button app-page-action"
        />
        <PageAction
          label={t('page_askTitle')}
          act={(tabId) => send('page.ask', { tabId })}
          failed={t('app_askPageFailed')}
          class="app-button app-page-action"
        />
      </div>
      {locked && <p class="app-note app-page-locked">{t('app_pageLocked')}</p>}
    </>
  );
}
