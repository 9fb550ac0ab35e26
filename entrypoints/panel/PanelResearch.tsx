/** "Research" in the in-page panel: the search's research, started only by a click the panel's guard trusts. */
import { ResearchCard } from '@/components/research/ResearchCard';
import type { PageSearchView } from '@/utils/contract/reply-schemas';
import { guardBilled } from './click-guard';

export function PanelResearch({ view }: { view: PageSearchView }) {
  // As "Get AI answer": research needs the Answers plan, which a search that offers an AI answer has.
  if (view.summaryState !== 'available' && view.summaryState !== 'onRequest') return null;
  return (
    <ResearchCard
      key={view.searchId}
      searchId={view.searchId}
      headingLevel={3}
      noteClass="scout-panel-note"
      guard={(start, event) => event.isTrusted && void guardBilled(start)}
    />
  );
}
