/**
 * The searches the history kept, most recent first: each with its time and its own "Delete", and "Clear history"
 * for all of them. `onPick` (the results page) makes each search a button that runs it again; without it (options)
 * the text is just shown. Query text is shown as text, isolated with `<bdi>`.
 */
import '@/components/common/answer-text.css';
import type { HistoryEntry } from '@/utils/contract/reply-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { formatDateTime } from '../common/format';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  onDelete: (entry: HistoryEntry) => void;
  onClear: () => void;
  onPick?: (q: string) => void;
  busy?: boolean;
}

export function HistoryList({ entries, onDelete, onClear, onPick, busy = false }: HistoryListProps) {
  if (entries.length === 0) return <p class="scout-empty">{t('historyEmpty')}</p>;
  return (
    <div class="scout-history">
      <ul aria-label={t('historyListLabel')}>
        {entries.map((entry) => (
          <li key={`${entry.at}\n${entry.q}`}>
            {onPick ? (
              <button type="button" class="scout-history-query" onClick={() => onPick(entry.q)}>
                <bdi>{entry.q}</bdi>
              </button>
            ) : (
              <bdi class="scout-history-query">{entry.q}</bdi>
            )}
            <time class="scout-history-time" dateTime={new Date(entry.at).toISOString()}>
              {formatDateTime(entry.at)}
            </time>
            <button
              type="button"
              aria-label={t('historyDeleteLabel', entry.q)}
              disabled={busy}
              onClick={() => onDelete(entry)}
            >
              {t('historyDelete')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" disabled={busy} onClick={onClear}>
        {t('historyClear')}
      </button>
    </div>
  );
}
