/**
 * "Verify" for an optional plan's key: the Answers key asks one short question, the Autosuggest key one suggestion
 * request. Each says first what the check costs, because both plans bill per call; the Answers check then reports
 * what the API said that answer cost.
 */
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { formatDollars } from '@/components/common/format';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import type { AccountView } from '@/utils/contract/reply-schemas';

type Check =
  { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; costUsd?: number } | { phase: 'failed'; error: PlainError };

/** The optional keys, and their words. */
const WORDS = {
  answers: {
    intro: 'options_answersVerifyIntro',
    button: 'options_answersVerify',
    verified: 'options_answersVerified',
  },
  suggest: {
    intro: 'options_suggestVerifyIntro',
    button: 'options_suggestVerify',
    verified: 'options_suggestVerified',
  },
} as const satisfies Record<string, { intro: MessageKey; button: MessageKey; verified: MessageKey }>;

export interface KeyVerifyProps {
  which: keyof typeof WORDS;
  hint?: string;
  onVerified: (account: AccountView) => void;
}

export function KeyVerify({ which, hint, onVerified }: KeyVerifyProps) {
  const words = WORDS[which];
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  // Another key makes the last check's outcome meaningless.
  useEffect(() => setCheck({ phase: 'idle' }), [hint]);
  const verify = async () => {
    setCheck({ phase: 'busy' });
    const reply = await send('key.verify', { which });
    if (!reply.ok) return setCheck({ phase: 'failed', error: reply.error });
    onVerified(reply.data);
    setCheck({ phase: 'done', costUsd: reply.data.answerCostUsd });
  };
  const status =
    check.phase === 'busy'
      ? t('options_verifying')
      : check.phase === 'done'
        ? [t(words.verified), check.costUsd !== undefined && t('answerCost', formatDollars(check.costUsd))]
            .filter(Boolean)
            .join(' ')
        : '';
  return (
    <div aria-busy={check.phase === 'busy'}>
      <p class="options-note">{t(words.intro)}</p>
      <div class="options-actions">
        <button type="button" onClick={verify} disabled={check.phase === 'busy'}>
          {t(words.button)}
        </button>
      </div>
      <p role="status" class="options-status">
        {status}
      </p>
      {check.phase === 'failed' && <ErrorNotice onOptionsPage error={check.error} />}
    </div>
  );
}
