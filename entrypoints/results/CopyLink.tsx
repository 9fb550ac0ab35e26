/**
 * "Copy link": the tab's address, which holds its whole search (utils/ui-safe/results-url.ts: the query, the filters, how far
 * it was paged), to the clipboard. `navigator.clipboard.writeText` needs no permission during a click in an extension
 * page (as "Copy" under an answer: components/summary/CopyAnswer.tsx); if the browser still refuses, it says so.
 */
import { useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';

export interface CopyLinkProps {
  /** The clipboard; tests pass their own. */
  write?: (text: string) => Promise<void>;
}

const toClipboard = (text: string) => navigator.clipboard.writeText(text);

export function CopyLink({ write = toClipboard }: CopyLinkProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed'>();
  const copy = async () => {
    try {
      await write(location.href);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <button type="button" class="app-button" onClick={() => void copy()}>
        {t('results_copyLink')}
      </button>
      <span role="status" class="results-copied">
        {outcome === 'copied' ? t('results_linkCopied') : outcome === 'failed' ? t('copyAnswerFailed') : ''}
      </span>
    </>
  );
}
