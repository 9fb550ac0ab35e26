/**
 * "Keep a history": off by default. On, Scout keeps the last 100 searches (text and time) on this device, listed here
 * with a Delete per search and "Clear history"; off deletes them all at once (utils/worker/services/history.ts).
 */
import '@/components/history/history.css';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { HistoryList } from '@/components/history/HistoryList';
import { useHistory } from '@/components/history/use-history';
import { t } from '@/utils/ui-safe/i18n';
import { CheckboxField } from './fields';

export function HistorySection() {
  const history = useHistory();
  const { view } = history;
  return (
    <section class="options-section" aria-busy={history.busy}>
      <h2>{t('options_historyHeading')}</h2>
      {view === undefined ? (
        // A page that could not load says so at its top, with "Try again" (App.tsx remounts this section then).
        <p class="options-note">{t(history.loadFailed ? 'options_historyUnavailable' : 'loading')}</p>
      ) : (
        <>
          <CheckboxField
            id="options-history-on"
            label={t('options_historyKeep')}
            help={t('options_historyHelp')}
            checked={view.on}
            onChange={(on) => void history.setOn(on)}
          />
          {view.on && (
            <HistoryList
              entries={view.entries}
              busy={history.busy}
              onDelete={(entry) => void history.remove(entry)}
              onClear={() => void history.clear()}
            />
          )}
        </>
      )}
      {history.error && <ErrorNotice onOptionsPage error={history.error} />}
    </section>
  );
}
