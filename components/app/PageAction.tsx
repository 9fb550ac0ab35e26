/**
 * A button acting on the web page in the active tab ("Highlight on this page", "Find places on this page"): shown
 * only when there is one Scout may act on (active-tab.ts). The popup closes on success so the page is in view; the
 * side panel stays open beside it.
 */
import { useContext, useState } from 'preact/hooks';
import { errorSentence } from '@/components/errors/ErrorNotice';
import type { Envelope } from '@/utils/contract/protocol';
import { PageTabContext } from './active-tab';

export interface PageActionProps {
  label: string;
  /** What the background is asked to do in that tab; nothing is billed unless the action itself searches. */
  act: (tabId: number) => Promise<Envelope<unknown>>;
  /** The sentence when the tab refused Scout's script (a gone search has its own). */
  failed: string;
  class?: string;
}

export function PageAction({ label, act, failed, class: className = 'app-button app-more' }: PageActionProps) {
  const { tabId, closeAfter } = useContext(PageTabContext);
  const [failure, setFailure] = useState<string>();
  if (tabId === undefined) return null;
  const run = async () => {
    const reply = await act(tabId);
    setFailure(reply.ok ? undefined : reply.error.kind === 'searchGone' ? errorSentence('searchGone') : failed);
    if (reply.ok && closeAfter) window.close();
  };
  return (
    <>
      <button type="button" class={className} onClick={() => void run()}>
        {label}
      </button>
      {failure && (
        <p class="app-note" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
