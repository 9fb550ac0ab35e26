/**
 * "Copy" under a finished AI answer: the answer as Markdown with its numbered citations and their URLs
 * (answer-markdown.ts), written to the clipboard in the click. `navigator.clipboard.writeText` needs no permission
 * (no `clipboardWrite`) during a user's click in an extension page; if the browser still refuses, it says so.
 */
import { useState } from 'preact/hooks';
import type { SummaryView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { answerMarkdown } from './answer-markdown';

export interface CopyAnswerProps {
  summary: SummaryView;
  /** What to copy instead of the answer alone (a whole follow-up thread: thread-markdown.ts). */
  markdown?: string;
  /** The clipboard; tests pass their own. */
  write?: (text: string) => Promise<void>;
}

const toClipboard = (text: string) => navigator.clipboard.writeText(text);

export function CopyAnswer({ summary, markdown, write = toClipboard }: CopyAnswerProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed'>();
  const copy = async () => {
    try {
      await write(markdown ?? answerMarkdown(summary, t('summarySourcesHeading')));
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <p class="scout-copy">
      <button type="button" onClick={() => void copy()}>
        {t('copyAnswer')}
      </button>{' '}
      <span role="status">
        {outcome === 'copied' ? t('copyAnswerDone') : outcome === 'failed' ? t('copyAnswerFailed') : ''}
      </span>
    </p>
  );
}
