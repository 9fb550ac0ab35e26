/** The web results section: a heading and a list of results; busy while a search runs. */
import { useId } from 'preact/hooks';
import type { WebResultView } from '@/utils/contract/view-schemas';
import { t } from '@/utils/ui-safe/i18n';
import { Heading, type Level } from '../common/Heading';
import { WebResultItem } from './WebResultItem';

export interface WebResultListProps {
  results: readonly WebResultView[];
  /** A search is running: announce it and mark the section busy. */
  busy?: boolean;
  headingLevel?: Level;
}

export function WebResultList({ results, busy = false, headingLevel = 2 }: WebResultListProps) {
  const headingId = useId();
  return (
    <section class="scout-section" aria-labelledby={headingId} aria-busy={busy}>
      <Heading level={headingLevel} id={headingId}>
        {t('webResultsHeading')}
      </Heading>
      {busy && (
        <p class="scout-status" role="status">
          {t('loading')}
        </p>
      )}
      {!busy && results.length === 0 && <p class="scout-empty">{t('noResults')}</p>}
      {results.length > 0 && (
        <ul class="scout-results">
          {results.map((result) => (
            <WebResultItem key={result.id} result={result} />
          ))}
        </ul>
      )}
    </section>
  );
}
