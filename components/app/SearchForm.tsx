/**
 * The search box. Enter (form submit) searches; nothing searches while typing, because every web search is
 * billed. The box gets focus when the app opens (SearchApp.tsx, in the render that made it).
 */
import type { Ref } from 'preact';
import { useId } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { MAX_QUERY_CHARS } from '@/utils/ui-safe/query/limits';
import { SearchIcon } from './icons';

export interface SearchFormProps {
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  inputRef: Ref<HTMLInputElement>;
  /**
   * The box holds a search Scout has not run (a results tab opened by a link, a bookmark or a restored tab): the
   * button then says "Search" in words, the one clear way to run it.
   */
  held?: boolean;
}

export function SearchForm({ text, onText, onSubmit, inputRef, held = false }: SearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      class="app-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label for={id} class="scout-visually-hidden">
        {t('popup_searchLabel')}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        placeholder={t('popup_searchPlaceholder')}
        maxLength={MAX_QUERY_CHARS}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button
        type="submit"
        class={held ? 'app-search-button app-search-held' : 'app-search-button'}
        aria-label={t('popup_searchButton')}
      >
        <SearchIcon />
        {held && <span aria-hidden="true">{t('popup_searchButton')}</span>}
      </button>
    </form>
  );
}
