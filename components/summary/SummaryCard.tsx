/**
 * An AI summary: title, paragraphs with `[n]` citation links, entity lists, sources, mentioned entities
 * and follow-up questions. `streaming` marks it busy and shows a progress hint while text still arrives.
 *
 */
import { useId } from 'preact/hooks';
import type { SummaryView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { below, Heading, type Level } from '../common/Heading';
import { CopyAnswer } from './CopyAnswer';
import { SummaryBlocks } from './SummaryBlocks';
import { SummaryEntities, SummaryFollowups } from './SummaryExtras';
import { SummarySources } from './SummarySources';

export interface SummaryCardProps {
  summary: SummaryView | undefined;
  streaming?: boolean;
  onFollowup?: (question: string, event: Event) => void;
  headingLevel?: Level;
  /**
   * Offer "Copy" under the finished answer (CopyAnswer.tsx): extension pages (the results page, the side panel). Not
   * the in-page panel, where the page's own policy decides whether a script may write the clipboard.
   */
  copy?: boolean;
}

export function SummaryCard({
  summary,
  streaming = false,
  onFollowup,
  headingLevel = 2,
  copy = false,
}: SummaryCardProps) {
  const headingId = useId();
  const sub = below(headingLevel);
  return (
    <section class="scout-section scout-summary" aria-labelledby={headingId} aria-busy={streaming}>
      <Heading level={headingLevel} id={headingId}>
        {summary?.title ? <bdi>{summary.title}</bdi> : t('summaryHeading')}
      </Heading>
      {summary && <SummaryBlocks blocks={summary.blocks} />}
      {streaming && (
        <p class="scout-status" role="status">
          {t('summaryStreaming')}
        </p>
      )}
      {!streaming && summary?.status === 'failed' && <p class="scout-empty">{t('summaryFailed')}</p>}
      {summary && (
        <>
          <SummarySources citations={summary.citations} sources={summary.sources} headingLevel={sub} />
          <SummaryEntities entities={summary.entities} headingLevel={sub} />
          <SummaryFollowups followups={summary.followups} onFollowup={onFollowup} headingLevel={sub} />
        </>
      )}
      {copy && !streaming && summary && summary.blocks.length > 0 && <CopyAnswer summary={summary} />}
    </section>
  );
}
