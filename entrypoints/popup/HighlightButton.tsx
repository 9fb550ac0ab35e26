/**
 * "Highlight on this page": shows the places the popup found on the page the user is looking at (the in-page panel
 * lists them and marks their names). Only offered when the active tab is a web page; the popup closes on success so
 * the page is in view. Nothing is searched or billed again: the background hands over this search's answer.
 */
import { useEffect, useState } from 'preact/hooks';
import { send } from '@/utils/messaging/client';
import { t } from '@/utils/i18n';
import { highlightTarget } from './highlight-target';

export function HighlightButton({ searchId }: { searchId: string }) {
  const [tabId, setTabId] = useState<number>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void highlightTarget().then(setTabId);
  }, []);
  if (tabId === undefined) return null;
  const highlight = async () => {
    const reply = await send('page.highlight', { searchId, tabId });
    if (reply.ok) window.close();
    else setFailed(true);
  };
  return (
    <>
      <button type="button" class="popup-button popup-more" onClick={() => void highlight()}>
        {t('popup_highlightOnPage')}
      </button>
      {failed && <p class="popup-note" role="alert">{t('popup_highlightFailed')}</p>}
    </>
  );
}
