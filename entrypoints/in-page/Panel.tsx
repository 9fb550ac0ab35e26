/**
 * Scout's panel in the page: one per tab, reused for each new job. It searches the job's text (the selection, the
 * page's heading, or nothing when the popup already has the answer), then shows the summary or the places. Focus
 * moves into it on open; Esc or ✕ closes it; keys typed in it do not reach the page's own shortcuts.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { ActionableError } from '@/components/ActionableError';
import { t } from '@/utils/i18n';
import { clampPageText, wasShortened } from '@/utils/query/limits';
import { PanelBar } from './PanelBar';
import { PanelPlaces } from './PanelPlaces';
import { PanelQuery } from './PanelQuery';
import { PanelSummary } from './PanelSummary';
import type { PanelJob } from './panel-job';
import { extensionAlive } from './extension-alive';
import { panelString } from './panel-strings';
import { useAlive } from './use-alive';
import { usePageSearch } from './use-page-search';

export interface PanelProps {
  job: PanelJob;
  onClose: () => void;
  onMove: (dx: number, dy: number) => void;
  isExcluded: (element: Element) => boolean;
}

/** Stopped at the panel, so typing in its search box does not trigger the page's keyboard shortcuts. */
const stop = (event: Event) => event.stopPropagation();

export function Panel({ job, onClose, onMove, isExcluded }: PanelProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const alive = useAlive();
  const [search, setSearch] = useState({ query: job.query, shortened: job.shortened, run: 0 });

  useEffect(() => title.current?.focus(), []);

  // A search from inside the panel (a follow-up, the Search button, Retry) replaces the answer and the query box, and
  // with them the element that had focus: focus would fall to the page's body, where Esc no longer closes the panel
  // and a keyboard user is lost. It goes to the title, as on open, unless the user has moved on to the page.
  useEffect(() => {
    if (search.run === 0) return;
    const root = title.current?.getRootNode();
    const pageFocus = document.activeElement;
    if (
      root instanceof ShadowRoot &&
      root.activeElement === null &&
      (pageFocus === null || pageFocus === document.body)
    ) {
      title.current?.focus();
    }
  }, [search.run]);

  /** A new search from inside the panel: only for a real user's action, since it is billed. */
  const searchFor = (text: string, event?: Event) => {
    if (event && !event.isTrusted) return;
    const query = clampPageText(text);
    if (query) setSearch((current) => ({ query, shortened: wasShortened(text), run: current.run + 1 }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div
      class="scout-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onKeyUp={stop}
      onKeyPress={stop}
    >
      <PanelBar
        title={panelString(job.kind === 'summary' ? 'page_summaryTitle' : 'page_placesTitle')}
        titleId={titleId}
        titleRef={title}
        onMove={onMove}
        onClose={onClose}
      />
      <div class="scout-panel-body">
        {alive ? (
          <>
            <PanelQuery
              key={`${search.query}\n${search.run}`}
              query={search.query}
              shortened={search.shortened}
              onSearch={searchFor}
            />
            {search.query !== '' && (
              <PanelAnswer
                key={search.run}
                job={job}
                search={search}
                onFollowup={searchFor}
                onRetry={() => setSearch((current) => ({ ...current, run: current.run + 1 }))}
                isExcluded={isExcluded}
              />
            )}
          </>
        ) : (
          <StaleNotice />
        )}
      </div>
    </div>
  );
}

interface PanelAnswerProps {
  job: PanelJob;
  search: { query: string; run: number };
  onFollowup: (question: string, event: Event) => void;
  /** Searches the same text again: offered after a passing failure, and run by a rate limit's countdown. */
  onRetry: () => void;
  isExcluded: (element: Element) => boolean;
}

function PanelAnswer({ job, search, onFollowup, onRetry, isExcluded }: PanelAnswerProps) {
  const state = usePageSearch(search.query, search.run, job.known);
  if (state.phase === 'searching')
    return (
      <p class="scout-status" role="status">
        {t('searching')}
      </p>
    );
  if (state.phase === 'failed')
    return extensionAlive() ? <ActionableError error={state.error} onRetry={onRetry} trustedOnly /> : <StaleNotice />;
  return job.kind === 'summary' ? (
    <PanelSummary view={state.view} onFollowup={onFollowup} />
  ) : (
    <PanelPlaces key={state.view.searchId} view={state.view} isExcluded={isExcluded} />
  );
}

/** Scout was updated or reloaded under this page: this panel's script can no longer reach it. */
function StaleNotice() {
  return (
    <div class="scout-error" role="alert">
      <p>{panelString('page_updated')}</p>
      <div class="scout-error-actions">
        <button type="button" onClick={(event) => event.isTrusted && location.reload()}>
          {panelString('page_reload')}
        </button>
      </div>
    </div>
  );
}
