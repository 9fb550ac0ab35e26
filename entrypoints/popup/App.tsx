/**
 * The toolbar popup: search box, quick filters, then summary, results and places for the current search.
 * Everything comes from the background; the popup only sends intents and renders view models.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SearchFilters } from '@/utils/view/replies';
import { t } from '@/utils/i18n';
import { GearIcon } from './icons';
import { arrowDirection, arrowStops, arrowTarget } from './keyboard';
import { openOptions } from '@/components/open-options';
import { Answer, FilterFields, preloadParts } from './parts';
import { PopupSearchForm } from './PopupSearchForm';
import { loadPopupStart } from './popup-start';
import { nextPage } from './search-state';
import { useSearch } from './use-search';

export function App() {
  const search = useSearch();
  const { state } = search;
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<SearchFilters>({});
  const [keySet, setKeySet] = useState(true);
  const [goggles, setGoggles] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    preloadParts();
    const marker = search.mark();
    void loadPopupStart().then(({ defaults, keySet, last, goggles }) => {
      setKeySet(keySet);
      setGoggles(goggles);
      setFilters({ ...defaults, ...last?.filters });
      if (!last) return;
      search.restore(marker, { q: last.q, page: last.page, filters: last.filters }, last.view);
      setText((typed) => typed || last.q);
    });
  }, []);

  const runQuery = (q: string, withFilters: SearchFilters = filters) => {
    const query = q.trim();
    if (query) void search.run({ q: query, page: 0, filters: withFilters });
  };
  const searchInstead = (q: string) => {
    setText(q);
    void search.run({ q, page: 0, exact: true, filters });
  };
  const retry = () => state.request && void search.run(state.request);
  const more = () => {
    const page = nextPage(state);
    if (state.request && page !== undefined) void search.run({ ...state.request, page });
  };
  const followup = (question: string) => {
    setText(question);
    runQuery(question);
    input.current?.focus();
  };
  const changeFilters = (next: SearchFilters) => {
    setFilters(next);
    if (state.request) runQuery(state.request.q, next);
  };

  /** Esc clears the box and the results; with nothing left to clear it is left to the browser (closing the popup). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (text === '' && state.phase === 'idle') return;
      event.preventDefault();
      setText('');
      search.clear();
      input.current?.focus();
      return;
    }
    const direction = arrowDirection(event);
    if (direction === undefined) return;
    const target = arrowTarget(arrowStops(event.currentTarget as HTMLElement), document.activeElement, direction);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <main class="popup" onKeyDown={onKeyDown}>
      <h1 class="scout-visually-hidden">{t('popup_title')}</h1>
      <div class="popup-bar">
        <img class="popup-logo" src="/icon/32.png" alt="" width={20} height={20} />
        <PopupSearchForm text={text} onText={setText} onSubmit={() => runQuery(text)} inputRef={input} />
        <button
          type="button"
          class="popup-icon-button"
          aria-label={t('popup_optionsButton')}
          title={t('popup_optionsButton')}
          onClick={openOptions}
        >
          <GearIcon />
        </button>
      </div>
      <details class="popup-filters">
        <summary>{t('popup_filtersHeading')}</summary>
        <FilterFields.Part filters={filters} goggles={goggles} onChange={changeFilters} />
      </details>
      <div class="popup-body">
        {state.phase === 'idle' && keySet ? (
          <p class="popup-hint">{t('popup_idleHint')}</p>
        ) : (
          <Answer.Part
            state={state}
            onRetry={retry}
            onMore={more}
            onFollowup={followup}
            onSearchInstead={searchInstead}
          />
        )}
      </div>
    </main>
  );
}
