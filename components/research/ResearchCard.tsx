/**
 * "Research": the offer (its limits and the most it can cost) and the button, then the progress as it streams (the
 * searches made, pages analysed, elapsed time) with "Stop", then the answer with its sources and blind spots, or a
 * plain statement that the research did not finish. The same card on the results tab, the side panel and the in-page
 * panel; a host passes its own classes and, in a web page, its click guard (entrypoints/panel/click-guard.ts).
 */
import type { ComponentType } from 'preact';
import { ErrorRemedy, type ErrorRemedyProps } from '@/components/errors/ErrorRemedy';
import { Heading, below, type Level } from '@/components/common/Heading';
import { useResearch } from '@/components/streams/research';
import { t } from '@/utils/ui-safe/i18n';
import { formatUsd } from '@/utils/ui-safe/spending';
import { ResearchProgress } from './ResearchProgress';
import { ResearchResult } from './ResearchResult';

export interface ResearchCardProps {
  searchId: string;
  headingLevel: Level;
  buttonClass?: string;
  noteClass?: string;
  /** Billed: runs `start` only for a click the host trusts (the in-page panel's guard); the app runs it at once. */
  guard?: (start: () => void, event: Event) => void;
  /**
   * How a failure is shown: Scout's own pages pass ActionableError (which can offer the API host's access); the
   * in-page panel keeps the plain remedy, so its page never loads that button (static-bundle.spec.ts).
   */
  Remedy?: ComponentType<Omit<ErrorRemedyProps, 'hostAccess'>>;
}

/** Mount with `key={searchId}`: every search offers its own research. */
export function ResearchCard({
  searchId,
  headingLevel,
  buttonClass,
  noteClass,
  guard,
  Remedy = ErrorRemedy,
}: ResearchCardProps) {
  const { offer, run, start, stop } = useResearch(searchId);
  const click = (event: Event) => (guard ? guard(start, event) : start());
  const busy = run.phase === 'running';
  // Only with the Answers plan's key (a summarizer plan alone offers no research); nothing until the offer came.
  if (!offer?.ready && run.phase === 'idle') return null;
  return (
    <section class="scout-section scout-research" aria-label={t('research_heading')} aria-busy={busy}>
      <Heading level={headingLevel}>{t('research_heading')}</Heading>
      {run.phase === 'idle' && offer && (
        <>
          <p class={noteClass}>
            {t('research_limits', [offer.limits.queries, offer.limits.iterations, offer.limits.seconds])}
          </p>
          <button type="button" class={buttonClass} onClick={click} aria-describedby={`research-price-${searchId}`}>
            {t('research_button')}
          </button>{' '}
          <span id={`research-price-${searchId}`} class={noteClass}>
            {t('research_price', formatUsd(offer.ceiling))}
          </span>
          <p class={noteClass}>{t('research_note')}</p>
        </>
      )}
      {run.phase !== 'idle' && <ResearchProgress run={run} headingLevel={below(headingLevel)} noteClass={noteClass} />}
      {busy && (
        <button type="button" class={buttonClass} onClick={stop}>
          {t('research_stop')}
        </button>
      )}
      {run.phase === 'done' && (
        <>
          {run.stopped && <p class={noteClass}>{t('research_stopped')}</p>}
          {run.research?.answer ? (
            <ResearchResult research={run.research} headingLevel={below(headingLevel)} noteClass={noteClass} />
          ) : (
            <p class="scout-research-unfinished" role="status">
              {t('research_unfinished')}
            </p>
          )}
          {run.error && <Remedy error={run.error} billedRetry />}
          {offer && (
            <button type="button" class={buttonClass} onClick={click}>
              {t('research_again')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
