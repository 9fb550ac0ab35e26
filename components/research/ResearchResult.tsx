/** A finished research: its answer (the one safe Markdown path's blocks), its sources, its blind spots, its cost. */
import { Heading, type Level } from '@/components/common/Heading';
import { SummaryBlocks } from '@/components/summary/SummaryBlocks';
import { SummarySources } from '@/components/summary/SummarySources';
import type { ResearchView } from '@/utils/contract/research-schema';
import { t } from '@/utils/ui-safe/i18n';
import { formatDollars } from '@/components/common/format';

export function ResearchResult({
  research,
  headingLevel,
  noteClass,
}: {
  research: ResearchView;
  headingLevel: Level;
  noteClass?: string;
}) {
  const answer = research.answer;
  if (!answer) return null;
  return (
    <div class="scout-research-result">
      <SummaryBlocks blocks={answer.blocks} />
      <SummarySources citations={answer.citations} sources={answer.sources} headingLevel={headingLevel} />
      {research.blindspots.length > 0 && (
        <section class="scout-research-blindspots">
          <Heading level={headingLevel}>{t('research_blindspots')}</Heading>
          <ul>
            {research.blindspots.map((spot) => (
              <li key={spot} dir="auto">
                {spot}
              </li>
            ))}
          </ul>
        </section>
      )}
      {research.costUsd !== undefined && <p class={noteClass}>{t('research_cost', formatDollars(research.costUsd))}</p>}
    </div>
  );
}
