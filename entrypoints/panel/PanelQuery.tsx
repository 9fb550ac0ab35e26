/**
 * The text the panel searched, editable: the user can correct a heading Scout guessed or a clamped selection and
 * search again. Searching is billed, so only a real user's submit counts (a page cannot reach into the panel's
 * frame, and `isTrusted` refuses synthetic events even if it could).
 */
import { useId, useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';

export interface PanelQueryProps {
  query: string;
  shortened: boolean;
  onSearch: (text: string) => void;
}

export function PanelQuery({ query, shortened, onSearch }: PanelQueryProps) {
  const id = useId();
  const [text, setText] = useState(query);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.isTrusted && text.trim() !== '') onSearch(text);
  };
  return (
    <form class="scout-panel-form" role="search" onSubmit={onSubmit}>
      <label class="scout-panel-note" for={id}>
        {t('page_queryLabel')}
      </label>
      <div class="scout-panel-query">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={MAX_QUERY_CHARS}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit">{t('page_searchAgain')}</button>
      </div>
      {shortened && <p class="scout-panel-note">{t('page_shortened')}</p>}
    </form>
  );
}
