/**
 * "Highlight on this page": shows the places the popup found on the page the user is looking at (the in-page panel
 * lists them and marks their names). Only offered when the active tab is a web page; the popup closes on success so
 * the page is in view. Nothing is searched or billed again: the background hands over this search's answer.
 */
import { useEffect, useState } from 'preact/hooks';
import { errorSentence } from '@/components/ErrorNotice';
import { send } from '@/utils/messaging/client';
import { t } from '@/utils/i18n';
import { highlightTarget } from './highlight-target';

export function HighlightButton({ searchId }: { searchId: string }) {
  const [tabId, setTabId] = useState<number>();
  /** What went wrong: the search is gone from this session (search again), or the tab refused Scout's script. */
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    void highlightTarget().then(setTabId);
  }, []);
  if (tabId === undefined) return null;
  const highlight = async () => {
    const reply = await send('page.highlight', { searchId, tabId });
    if (reply.ok) window.close();
    else setFailure(reply.error.kind === 'searchGone' ? errorSentence('searchGone') : t('popup_highlightFailed'));
  };
  return (
    <>
      <button type="button" class="popup-button popup-more" onClick={() => void highlight()}>
        {t('popup_highlightOnPage')}
      </button>
      {failure && (
        <p class="popup-note" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
