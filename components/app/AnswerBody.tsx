/**
 * Everything under the search box once there is something to show, by phase: an error, or the answer's sections.
 * Loaded after the popup's first paint (parts.ts), with the styles only the answer uses.
 */
import '@/components/common/answer-text.css';
import '@/components/sections/results.css';
import '@/components/places/places.css';
import '@/components/summary/summary.css';
import '@/components/sections/sections.css';
import './answer.css';
import { ActionableError } from '@/components/errors/ActionableError';
import { AnswerPlaces } from './AnswerPlaces';
import { PlanNotes } from './PlanNotes';
import { AnswerResults } from './AnswerResults';
import { AnswerSummary } from './AnswerSummary';
import { ResearchCard } from '@/components/research/ResearchCard';
import { firstPage, type SearchState } from './search-state';

export interface AnswerBodyProps {
  state: SearchState;
  onRetry: () => void;
  onMore: () => void;
  onFollowup: (question: string) => void;
  onSearchInstead: (q: string) => void;
}

const NO_KEY = { kind: 'noKey', message: '' } as const;

export function AnswerBody({ state, onRetry, onMore, onFollowup, onSearchInstead }: AnswerBodyProps) {
  // Idle with a key set is the popup's own hint (App.tsx), so the first paint does not wait for this chunk.
  if (state.phase === 'idle') return <ActionableError error={NO_KEY} />;
  if (state.phase === 'failed' && state.pages.length === 0 && state.error) {
    return <ActionableError error={state.error} onRetry={onRetry} />;
  }
  const first = firstPage(state);
  return (
    <>
      {(first?.summaryState === 'available' || first?.summaryState === 'onRequest') && (
        <AnswerSummary
          key={first.searchId}
          searchId={first.searchId}
          askFirst={first.summaryState === 'onRequest'}
          onFollowup={onFollowup}
        />
      )}
      {(first?.summaryState === 'available' || first?.summaryState === 'onRequest') && (
        <ResearchCard
          key={first.searchId}
          searchId={first.searchId}
          headingLevel={2}
          buttonClass="app-button"
          noteClass="app-note"
          Remedy={ActionableError}
        />
      )}
      {first && <PlanNotes view={first} />}
      <AnswerResults
        state={state}
        places={first?.placesState === 'found' && <AnswerPlaces key={first.searchId} view={first} />}
        onMore={onMore}
        onRetry={onRetry}
        onSearchInstead={onSearchInstead}
      />
    </>
  );
}
