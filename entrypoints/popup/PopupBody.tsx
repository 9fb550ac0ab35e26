/** Everything under the search box, by phase: a hint before the first search, an error, or the answer's sections. */
import { t } from '@/utils/i18n';
import { ActionableError } from '@/components/ActionableError';
import { PopupPlaces } from './PopupPlaces';
import { PopupPlanNotes } from './PopupPlanNotes';
import { PopupResults } from './PopupResults';
import { PopupSummary } from './PopupSummary';
import { firstPage, type SearchState } from './search-state';

export interface PopupBodyProps {
  state: SearchState;
  keySet: boolean;
  onRetry: () => void;
  onMore: () => void;
  onFollowup: (question: string) => void;
  onSearchInstead: (q: string) => void;
}

const NO_KEY = { kind: 'noKey', message: '' } as const;

export function PopupBody({ state, keySet, onRetry, onMore, onFollowup, onSearchInstead }: PopupBodyProps) {
  if (state.phase === 'idle') {
    return keySet ? <p class="popup-hint">{t('popup_idleHint')}</p> : <ActionableError error={NO_KEY} />;
  }
  if (state.phase === 'failed' && state.pages.length === 0 && state.error) {
    return <ActionableError error={state.error} onRetry={onRetry} />;
  }
  const first = firstPage(state);
  return (
    <>
      {(first?.summaryState === 'available' || first?.summaryState === 'onRequest') && (
        <PopupSummary
          key={first.searchId}
          searchId={first.searchId}
          askFirst={first.summaryState === 'onRequest'}
          onFollowup={onFollowup}
        />
      )}
      {first && <PopupPlanNotes view={first} />}
      <PopupResults
        state={state}
        places={first?.placesState === 'found' && <PopupPlaces key={first.searchId} view={first} />}
        onMore={onMore}
        onRetry={onRetry}
        onSearchInstead={onSearchInstead}
      />
    </>
  );
}
