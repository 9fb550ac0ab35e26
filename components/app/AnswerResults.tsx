/**
 * The answer: progress while searching, the spelling note, "no results for …", every section in the answer's order
 * (AnswerLayout.tsx), and a "More results" button for the next page. After more results arrive, focus moves to the
 * first new one.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { ActionableError } from '@/components/errors/ActionableError';
import { AnswerLayout } from './AnswerLayout';
import { useWholeAnswer } from './first-screen';
import { SpellingNote } from './SpellingNote';
import { firstPage, nextPage, type SearchState } from './search-state';

export interface AnswerResultsProps {
  state: SearchState;
  places: ComponentChildren;
  onMore: () => void;
  onRetry: () => void;
  /** Runs the query as typed, without the API's spelling correction. */
  onSearchInstead: (q: string) => void;
}

export function AnswerResults({ state, places, onMore, onRetry, onSearchInstead }: AnswerResultsProps) {
  const headingId = useId();
  const answer = useRef<HTMLDivElement>(null);
  /** The page "More results" asked for; focus goes to its first result when it arrives. */
  const focusPage = useRef<number | undefined>(undefined);
  const first = firstPage(state);
  const whole = useWholeAnswer(first?.searchId);
  const count = state.pages.reduce((n, page) => n + page.results.length, 0);
  const empty = count === 0 && (!first || isEmpty(first.layout));
  // A new answer's first screen is shown busy: the rest of it is drawn in the task after that frame (first-screen.ts).
  const busy = state.phase === 'searching' || state.phase === 'loadingMore' || state.pending === true || !whole;
  const more = nextPage(state);

  useEffect(() => {
    const page = focusPage.current;
    if (page === undefined || state.phase === 'loadingMore') return;
    focusPage.current = undefined;
    answer.current?.querySelector<HTMLElement>(`ul[data-page="${page}"] a.scout-result-title`)?.focus();
  }, [state.phase, count]);

  return (
    <section class="scout-section app-results" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{t('popup_resultsHeading')}</h2>
      {first && <SpellingNote query={first.query} onSearchInstead={onSearchInstead} />}
      {state.phase === 'searching' && (
        <p class="scout-status" role="status">
          {t('searching')}
        </p>
      )}
      {state.phase === 'done' && empty && <p class="scout-empty">{t('popup_noResultsFor', state.request?.q ?? '')}</p>}
      {first && !empty && (
        <div ref={answer}>
          <AnswerLayout first={first} later={state.pages.slice(1)} places={places} whole={whole} />
        </div>
      )}
      {state.phase === 'loadingMore' && (
        <p class="scout-status" role="status">
          {t('popup_loadingMore')}
        </p>
      )}
      {state.phase === 'failed' && state.error && <ActionableError error={state.error} onRetry={onRetry} />}
      {state.phase === 'done' && more !== undefined && (
        <button
          type="button"
          class="app-button app-more"
          onClick={() => {
            focusPage.current = more;
            onMore();
          }}
        >
          {t('popup_moreResults')}
        </button>
      )}
    </section>
  );
}

const isEmpty = (layout: { top: unknown[]; main: unknown[]; side: unknown[] }) =>
  layout.top.length + layout.main.length + layout.side.length === 0;
