/**
 * "Showing results for “altered”. Search instead for “original”": the API searched its spelling correction; the
 * button runs the query as typed, with spellcheck off. That is a new search, billed, and only on the user's click.
 */
import type { SearchView } from '@/utils/contract/reply-schemas';
import { t } from '@/utils/ui-safe/i18n';

export function SpellingNote({
  query,
  onSearchInstead,
}: {
  query: SearchView['query'];
  onSearchInstead: (q: string) => void;
}) {
  if (!query.altered || query.altered === query.original) return null;
  return (
    <p class="app-note app-spelling">
      {t('popup_alteredQuery', query.altered)}{' '}
      <button type="button" class="app-link" onClick={() => onSearchInstead(query.original)}>
        {t('popup_searchInstead', query.original)}
      </button>
    </p>
  );
}
