/**
 * "Verify key": one billed search, announced beforehand, then the plan's capabilities and limits. The last known
 * figures show from the start, so a returning user sees them without spending a search.
 */
import { formatUsd } from '@/utils/ui-safe/spending';
import type { PlainError } from '@/utils/ui-safe/error-kinds';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { formatNumber } from '@/components/common/format';
import { t } from '@/utils/ui-safe/i18n';
import { send } from '@/utils/ui-safe/messaging/client';
import type { AccountView } from '@/utils/contract/reply-schemas';
import { PlanFacts } from './PlanFacts';

type Check =
  { phase: 'idle' } | { phase: 'busy' } | { phase: 'done'; billed: number } | { phase: 'failed'; error: PlainError };

export interface PlanSectionProps {
  /** What "Verify key" costs before the click: one web search at the search key's price (spending.summary). */
  searchPrice?: number;
  account?: AccountView;
  onVerified: (account: AccountView) => void;
}

export function PlanSection({ account, onVerified, searchPrice }: PlanSectionProps) {
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  const keySet = account?.key.set === true;
  // A different key (or none) makes the last check's outcome meaningless.
  useEffect(() => setCheck({ phase: 'idle' }), [account?.key.hint]);

  const verify = async () => {
    setCheck({ phase: 'busy' });
    const reply = await send('key.verify', {});
    if (!reply.ok) return setCheck({ phase: 'failed', error: reply.error });
    onVerified(reply.data);
    setCheck({ phase: 'done', billed: reply.data.billedSearches });
  };

  const busy = check.phase === 'busy';
  const status = busy
    ? t('options_verifying')
    : check.phase === 'done'
      ? t('options_verified', formatNumber(check.billed, 0))
      : account && !keySet
        ? t('options_verifyNeedsKey')
        : '';
  return (
    <section class="options-section" aria-busy={busy}>
      <h2>{t('options_planHeading')}</h2>
      <p>{t('options_verifyIntro')}</p>
      <div class="options-actions">
        {/* Its price on the button, so it is in its accessible name too; the plain label until it is known. */}
        <button type="button" class="options-primary" onClick={verify} disabled={!keySet || busy}>
          {searchPrice === undefined ? t('options_verify') : t('options_verifyPriced', formatUsd(searchPrice))}
        </button>
      </div>
      <p role="status" class="options-status">
        {status}
      </p>
      {check.phase === 'failed' && <ErrorNotice onOptionsPage error={check.error} />}
      {account && keySet && <PlanFacts account={account} />}
    </section>
  );
}
