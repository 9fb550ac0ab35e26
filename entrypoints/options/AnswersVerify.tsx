/**
 * "Verify Answers key": asks one short question, and says so first, because an Answers call is billed per answer.
 * Reports what the API said that answer cost.
 */
import type { PlainError } from '@/utils/error-kinds';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { formatUsd } from '@/components/format';
import { t } from '@/utils/i18n';
import { send } from '@/utils/messaging/client';
import type { AccountView } from '@/utils/view/replies';

type Check =
  { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; costUsd?: number } | { phase: 'failed'; error: PlainError };

export function AnswersVerify({ hint, onVerified }: { hint?: string; onVerified: (account: AccountView) => void }) {
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  // Another key makes the last check's outcome meaningless.
  useEffect(() => setCheck({ phase: 'idle' }), [hint]);
  const verify = async () => {
    setCheck({ phase: 'busy' });
    const reply = await send('key.verify', { which: 'answers' });
    if (!reply.ok) return setCheck({ phase: 'failed', error: reply.error });
    onVerified(reply.data);
    setCheck({ phase: 'done', costUsd: reply.data.answerCostUsd });
  };
  const status =
    check.phase === 'busy'
      ? t('options_verifying')
      : check.phase === 'done'
        ? [t('options_answersVerified'), check.costUsd !== undefined && t('answerCost', formatUsd(check.costUsd))]
            .filter(Boolean)
            .join(' ')
        : '';
  return (
    <div aria-busy={check.phase === 'busy'}>
      <p class="options-note">{t('options_answersVerifyIntro')}</p>
      <div class="options-actions">
        <button type="button" onClick={verify} disabled={check.phase === 'busy'}>
          {t('options_answersVerify')}
        </button>
      </div>
      <p role="status" class="options-status">
        {status}
      </p>
      {check.phase === 'failed' && <ErrorNotice onOptionsPage error={check.error} />}
    </div>
  );
}
