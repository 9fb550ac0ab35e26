/** Where a summary comes from: numbered citations (matching the `[n]` markers), then other sources. */
import type { Citation, SourceLink } from '@/utils/contract/view-schemas';
import { safeHttpUrl } from '@/utils/ui-safe/richtext/links';
import { t } from '@/utils/ui-safe/i18n';
import { Heading, type Level } from '../common/Heading';
import { Favicon } from '../sections/Favicon';
import { EXTERNAL_LINK } from '../common/RichText';

function SourceAnchor({ source }: { source: SourceLink }) {
  const href = safeHttpUrl(source.url);
  if (href === undefined) return null;
  return (
    <a href={href} {...EXTERNAL_LINK}>
      <Favicon src={source.favicon} />
      <bdi>{source.title ?? source.hostname}</bdi>
    </a>
  );
}

export interface SummarySourcesProps {
  citations: readonly Citation[];
  sources: readonly SourceLink[];
  headingLevel: Level;
}

export function SummarySources({ citations, sources, headingLevel }: SummarySourcesProps) {
  if (citations.length === 0 && sources.length === 0) return null;
  return (
    <section class="scout-summary-sources">
      <Heading level={headingLevel}>{t('summarySourcesHeading')}</Heading>
      {citations.length > 0 && (
        <ol>
          {citations.map((citation) => (
            <li key={citation.number} value={citation.number}>
              <SourceAnchor source={citation} />
            </li>
          ))}
        </ol>
      )}
      {sources.length > 0 && (
        <ul>
          {sources.map((source) => (
            <li key={source.url}>
              <SourceAnchor source={source} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
