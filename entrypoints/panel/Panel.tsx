/**
 * Scout's panel in the page, rendered in its own frame (an extension page: the page can neither read it nor hear what
 * is typed in it). It searches the job's text (the selection, the page's heading, or nothing when the popup already
 * has the answer), then shows the summary or the places. Focus moves into it on open; Esc or ✕ closes it.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { ErrorRemedy } from '@/components/errors/ErrorRemedy';
import type { PanelJob } from '@/utils/ui-safe/messaging/panel-link';
import { t } from '@/utils/ui-safe/i18n';
import { clampPageText, wasShortened } from '@/utils/ui-safe/query/limits';
import { guardBilled, onIgnored, watchVisibility, type Ignored } from './click-guard';
import { PanelAsk } from './PanelAsk';
import { PanelBar } from './PanelBar';
import { PanelPlaces } from './PanelPlaces';
import { PanelQuery } from './PanelQuery';
import { PanelSummary } from './PanelSummary';
import { PanelResearch } from './PanelResearch';
import { usePageSearch } from './use-page-search';
import { usePanelHeight } from './use-panel-height';

const TITLES = { summary: 'page_summaryTitle', places: 'page_placesTitle', ask: 'page_askTitle' } as const;

export interface PanelProps {
  job: PanelJob;
  onClose: () => void;
  onMove: (dx: number, dy: number) => void;
}

export function Panel({ job, onClose, onMove }: PanelProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState({ query: job.query, shortened: job.shortened, run: 0 });
  const [ignored, setIgnored] = useState<{ why: Ignored; times: number }>();

  useEffect(() => title.current?.focus(), []);
  useEffect(() => (box.current ? watchVisibility(box.current) : undefined), []);
  useEffect(() => onIgnored((why) => setIgnored((last) => ({ why, times: (last?.times ?? 0) + 1 }))), []);
  usePanelHeight(box, body);

  // A search from inside the panel (a follow-up, the Search button, Retry) replaces the answer and the query box, and
  // with them the element that had focus: focus would fall to the body, where a keyboard user is lost. It goes to
  // the title, as on open, unless the user has moved on to the page.
  useEffect(() => {
    if (search.run === 0) return;
    const focused = document.activeElement;
    if (document.hasFocus() && (focused === null || focused === document.body)) title.current?.focus();
  }, [search.run]);

  /** Searches again, billed: only for a real user's action (checked by the caller) that the page did not steer. */
  const searchFor = (text: string) => {
    const query = clampPageText(text);
    if (!query) return;
    void guardBilled(() => setSearch((current) => ({ query, shortened: wasShortened(text), run: current.run + 1 })));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div class="scout-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown} ref={box}>
      <PanelBar title={t(TITLES[job.kind])} titleId={titleId} titleRef={title} onMove={onMove} onClose={onClose} />
      <div class="scout-panel-body" ref={body}>
        <div class="scout-panel-content">
          {ignored && (
            <p class="scout-panel-note" role="status" key={ignored.times}>
              {t(ignored.why === 'covered' ? 'page_clickCovered' : 'page_clickIgnored')}
            </p>
          )}
          {job.kind === 'ask' && <PanelAsk page={job.page} />}
          {job.kind !== 'ask' && (
            <PanelQuery
              key={`${search.query}\n${search.run}`}
              query={search.query}
              shortened={search.shortened}
              onSearch={searchFor}
            />
          )}
          {job.kind !== 'ask' && search.query !== '' && (
            <PanelAnswer
              key={search.run}
              job={job}
              search={search}
              onFollowup={(question, event) => event.isTrusted && searchFor(question)}
              onRetry={() => guardBilled(() => setSearch((current) => ({ ...current, run: current.run + 1 })))}
            />
          )}
        </div>
      </div>
    </div>
  );
}

interface PanelAnswerProps {
  job: PanelJob;
  search: { query: string; run: number };
  onFollowup: (question: string, event: Event) => void;
  /** Searches the same text again: offered after a passing failure. */
  onRetry: () => void;
}

function PanelAnswer({ job, search, onFollowup, onRetry }: PanelAnswerProps) {
  const state = usePageSearch(search.query, search.run, job.known);
  if (state.phase === 'searching')
    return (
      <p class="scout-status" role="status">
        {t('searching')}
      </p>
    );
  if (state.phase === 'failed') return <ErrorRemedy error={state.error} onRetry={onRetry} trustedOnly />;
  return job.kind === 'summary' ? (
    <>
      <PanelSummary view={state.view} onFollowup={onFollowup} />
      <PanelResearch view={state.view} />
    </>
  ) : (
    <PanelPlaces key={state.view.searchId} view={state.view} />
  );
}
