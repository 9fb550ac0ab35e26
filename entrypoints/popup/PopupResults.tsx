/**
 * The web results: progress while searching, "no results for …", the results of every page loaded so far, and a
 * "More results" button for the next page. After more results arrive, focus moves to the first new one.
 */
import { useEffect, useId, useRef } from 'preact/hooks';
import { WebResultItem } from '@/components/WebResultItem';
import { t } from '@/utils/i18n';
import { ActionableError } from '@/components/ActionableError';
import { firstPage, nextPage, type SearchState } from './search-state';

export interface PopupResultsProps {
  state: SearchState;
  onMore: () => void;
  onRetry: () => void;
}

export function PopupResults({ state, onMore, onRetry }: PopupResultsProps) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  /** How many results there were when "More results" was pressed; focus goes to the one after them. */
  const focusAfter = useRef<number | undefined>(undefined);
  const count = state.pages.reduce((n, page) => n + page.results.length, 0);
  const altered = firstPage(state)?.query.altered;
  const busy = state.phase === 'searching' || state.phase === 'loadingMore';
  const more = nextPage(state);

  useEffect(() => {
    const after = focusAfter.current;
    if (after === undefined || state.phase === 'loadingMore') return;
    focusAfter.current = undefined;
    const item = list.current?.children[after];
    item?.querySelector<HTMLElement>('a.scout-result-title')?.focus();
  }, [state.phase, count]);

  return (
    <section class="scout-section popup-results" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{t('popup_resultsHeading')}</h2>
      {altered && <p class="popup-note">{t('popup_alteredQuery', altered)}</p>}
      {state.phase === 'searching' && <p class="scout-status" role="status">{t('popup_searching')}</p>}
      {state.phase === 'done' && count === 0 && <p class="scout-empty">{t('popup_noResultsFor', state.request?.q ?? '')}</p>}
      {count > 0 && (
        <ul class="scout-results" ref={list}>
          {state.pages.flatMap((page) => page.results.map((result) => <WebResultItem key={`${page.page}:${result.id}`} result={result} />))}
        </ul>
      )}
      {state.phase === 'loadingMore' && <p class="scout-status" role="status">{t('popup_loadingMore')}</p>}
      {state.phase === 'failed' && state.error && <ActionableError error={state.error} onRetry={onRetry} />}
      {state.phase === 'done' && more !== undefined && (
        <button
          type="button"
          class="popup-button popup-more"
          onClick={() => {
            focusAfter.current = count;
            onMore();
          }}
        >
          {t('popup_moreResults')}
        </button>
      )}
    </section>
  );
}
