/**
 * The history on the results page (issue 25), only while it is on (options): the searches Scout kept, most recent
 * first, each one a button that searches it again, each deletable, and "Clear history". Read again each time it is
 * opened, so it shows the searches run since; changed only through the background (components/history/use-history.ts).
 */
import '@/components/history/history.css';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { HistoryList } from '@/components/history/HistoryList';
import { useHistory } from '@/components/history/use-history';
import { t } from '@/utils/ui-safe/i18n';

export function ResultsHistory({ onPick }: { onPick: (q: string) => void }) {
  const history = useHistory();
  const { view } = history;
  if (!view?.on) return null;
  return (
    <details
      class="app-filters results-history"
      onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && void history.reload()}
    >
      <summary>{t('results_history')}</summary>
      <HistoryList
        entries={view.entries}
        busy={history.busy}
        onPick={onPick}
        onDelete={(entry) => void history.remove(entry)}
        onClear={() => void history.clear()}
      />
      {history.error && <ErrorNotice error={history.error} />}
    </details>
  );
}
