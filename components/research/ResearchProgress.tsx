/** A research's progress as it streams: the counts and elapsed time (a live region), and the searches it made. */
import { useEffect, useState } from 'preact/hooks';
import { Heading, type Level } from '@/components/common/Heading';
import type { ResearchRun } from '@/components/streams/research';
import { t } from '@/utils/ui-safe/i18n';

export function ResearchProgress({
  run,
  headingLevel,
  noteClass,
}: {
  run: ResearchRun;
  headingLevel: Level;
  noteClass?: string;
}) {
  const seconds = useElapsed(run);
  const research = run.research;
  const shown = Math.max(seconds, research?.elapsedSeconds ?? 0);
  return (
    <div class="scout-research-progress">
      <p class={noteClass} role="status" aria-live="polite">
        {run.phase === 'running' && `${t('research_running')} `}
        {t('research_progress', [research?.searches ?? 0, research?.pages ?? 0, shown])}
      </p>
      {research && research.queries.length > 0 && (
        <details open={run.phase === 'running'}>
          <summary>
            <Heading level={headingLevel} class="scout-research-inline">
              {t('research_queries')}
            </Heading>
          </summary>
          <ul class="scout-research-queries">
            {research.queries.map((query) => (
              <li key={query}>
                <bdi>{query}</bdi>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Whole seconds since the run started, ticking once a second while it runs, frozen once it ends. */
function useElapsed(run: ResearchRun): number {
  const [now, setNow] = useState(() => Date.now());
  const running = run.phase === 'running';
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return run.startedAt === undefined ? 0 : Math.max(0, Math.floor((now - run.startedAt) / 1000));
}
