/**
 * "Spending": this month per plan (SpendingPlans), the limits and prices (SpendingLimits), the last 30 days
 * (SpendingChart), the last requests (SpendingRecent), "Download as CSV" (every request kept, asked of the worker at the
 * click) and "Clear" (after a confirmation). The page's `#spending` (a limit's message, the "This month" line) scrolls
 * here once it is drawn.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { t, uiLanguage } from '@/utils/ui-safe/i18n';
import { monthLabel } from '@/utils/ui-safe/spending';
import { download, ledgerCsv } from './csv';
import { SpendingChart } from './SpendingChart';
import { SpendingLimits } from './SpendingLimits';
import { SpendingPlans } from './SpendingPlans';
import { SpendingRecent } from './SpendingRecent';
import { useSpending } from './use-spending';

export function SpendingSection() {
  const { summary, error, update, clear, everyRequest } = useSpending();
  const [cleared, setCleared] = useState(false);
  const section = useRef<HTMLElement>(null);
  const loaded = summary !== undefined;
  useEffect(() => {
    if (loaded && location.hash === '#spending') section.current?.scrollIntoView();
  }, [loaded]);
  return (
    <section id="spending" ref={section} class="options-section" aria-labelledby="spending-heading">
      <h2 id="spending-heading">{t('options_spendingHeading')}</h2>
      {!summary ? (
        // A page that could not load says so at its top, with "Try again" (App.tsx remounts this section then).
        <p class="options-note">{t(error ? 'options_spendingUnavailable' : 'loading')}</p>
      ) : (
        <>
          <p>{t('options_spendingIntro', monthLabel(summary.month, uiLanguage()))}</p>
          <SpendingPlans summary={summary} />
          <SpendingLimits summary={summary} onUpdate={update} />
          {summary.days && <SpendingChart days={summary.days} />}
          <SpendingRecent entries={summary.recent ?? []} />
          <div class="options-actions">
            <button
              type="button"
              onClick={() =>
                void everyRequest().then(
                  (entries) => entries && download(ledgerCsv(entries), `scout-spending-${summary.month}.csv`),
                )
              }
            >
              {t('options_spendingCsv')}
            </button>
            <button
              type="button"
              onClick={() => {
                if (confirm(t('options_spendingClearConfirm'))) void clear().then(setCleared);
              }}
            >
              {t('options_spendingClear')}
            </button>
            <span role="status">{cleared ? t('options_spendingCleared') : ''}</span>
          </div>
        </>
      )}
      {summary && error && <ErrorNotice onOptionsPage error={error} />}
    </section>
  );
}
