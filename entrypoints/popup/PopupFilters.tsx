/**
 * Quick filters for the current search, in a collapsible group: country, language, safe search and time. They
 * start from the options' defaults; changing one re-runs the search (billed unless the answer is cached).
 */
import type { SearchFilters } from '@/utils/messaging/views';
import { SAFESEARCH, type SafeSearch } from '@/utils/settings/choices';
import { t, type MessageKey } from '@/utils/i18n';
import { countryChoices, languageChoices, type Choice } from './choice-labels';

type Freshness = NonNullable<SearchFilters['freshness']> | '';

const SAFESEARCH_LABELS: Record<SafeSearch, MessageKey> = {
  off: 'popup_safesearchOff',
  moderate: 'popup_safesearchModerate',
  strict: 'popup_safesearchStrict',
};
const FRESHNESS_LABELS: Record<Freshness, MessageKey> = {
  '': 'popup_freshnessAny',
  pd: 'popup_freshnessDay',
  pw: 'popup_freshnessWeek',
  pm: 'popup_freshnessMonth',
  py: 'popup_freshnessYear',
};

export interface PopupFiltersProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

export function PopupFilters({ filters, onChange }: PopupFiltersProps) {
  const set = <K extends keyof SearchFilters>(name: K, value: SearchFilters[K] | '') => {
    const next = { ...filters };
    if (value === '' || value === undefined) delete next[name];
    else next[name] = value;
    onChange(next);
  };
  const safesearch = SAFESEARCH.map((value) => ({ value, label: t(SAFESEARCH_LABELS[value]) }));
  const freshness = (Object.keys(FRESHNESS_LABELS) as Freshness[]).map((value) => ({ value, label: t(FRESHNESS_LABELS[value]) }));
  return (
    <details class="popup-filters">
      <summary>{t('popup_filtersHeading')}</summary>
      <div class="popup-filter-grid">
        <Select label={t('popup_filterCountry')} value={filters.country} choices={countryChoices()} onPick={(v) => set('country', v)} />
        <Select label={t('popup_filterLanguage')} value={filters.searchLang} choices={languageChoices()} onPick={(v) => set('searchLang', v)} />
        <Select label={t('popup_filterSafesearch')} value={filters.safesearch} choices={safesearch} onPick={(v) => set('safesearch', v)} />
        <Select label={t('popup_filterFreshness')} value={filters.freshness ?? ''} choices={freshness} onPick={(v) => set('freshness', v)} />
      </div>
    </details>
  );
}

interface SelectProps<T extends string> {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onPick: (value: T) => void;
}

function Select<T extends string>({ label, value, choices, onPick }: SelectProps<T>) {
  return (
    <label class="popup-filter">
      <span>{label}</span>
      <select value={value} onChange={(event) => onPick(event.currentTarget.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>{choice.label}</option>
        ))}
      </select>
    </label>
  );
}
