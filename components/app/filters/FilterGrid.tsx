/**
 * Quick filters for the current search: country, language, safe search, time, the kinds of results shown and a saved
 * Goggle. They start from the options' defaults; changing one re-runs the search (billed unless the answer is
 * cached). The collapsible group around them is the popup's (App.tsx), painted first; these fields load after it.
 */
import './filters.css';
import { useMemo } from 'preact/hooks';
import type { SearchFilters } from '@/utils/contract/search-request';
import { COUNTRIES, SAFESEARCH, SEARCH_LANGUAGES, type SafeSearch } from '@/utils/ui-safe/settings/choices';
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { countryChoices, languageChoices } from '@/components/common/choice-names';
import { FilterSelect } from './FilterSelect';
import { GoggleFilter } from './GoggleFilter';
import { ResultTypeFilter } from './ResultTypeFilter';
import { TimeFilter } from './TimeFilter';

const SAFESEARCH_LABELS: Record<SafeSearch, MessageKey> = {
  off: 'safesearchOff',
  moderate: 'safesearchModerate',
  strict: 'safesearchStrict',
};

export interface FilterGridProps {
  filters: SearchFilters;
  /** The Goggles saved in the options. */
  goggles: readonly string[];
  onChange: (filters: SearchFilters) => void;
}

/** The same for the popup's whole life; the popup re-renders on every keystroke and search. */
const useChoices = () =>
  useMemo(() => ({ countries: countryChoices(COUNTRIES), languages: languageChoices(SEARCH_LANGUAGES) }), []);

export function FilterGrid({ filters, goggles, onChange }: FilterGridProps) {
  const { countries, languages } = useChoices();
  const set = <K extends keyof SearchFilters>(name: K, value: SearchFilters[K] | '') => {
    const next = { ...filters };
    if (value === '' || value === undefined) delete next[name];
    else next[name] = value;
    onChange(next);
  };
  const safesearch = SAFESEARCH.map((value) => ({ value, label: t(SAFESEARCH_LABELS[value]) }));
  return (
    <div class="app-filter-grid">
      <FilterSelect
        label={t('popup_filterCountry')}
        value={filters.country}
        choices={countries}
        onPick={(v) => set('country', v)}
      />
      <FilterSelect
        label={t('popup_filterLanguage')}
        value={filters.searchLang}
        choices={languages}
        onPick={(v) => set('searchLang', v)}
      />
      <FilterSelect
        label={t('safesearch')}
        value={filters.safesearch}
        choices={safesearch}
        onPick={(v) => set('safesearch', v)}
      />
      <TimeFilter value={filters.freshness} onPick={(v) => set('freshness', v)} />
      <GoggleFilter goggles={goggles} value={filters.goggle} onPick={(v) => set('goggle', v)} />
      <ResultTypeFilter value={filters.resultTypes} onPick={(v) => set('resultTypes', v)} />
    </div>
  );
}
