/** "Show": which kinds of results a search asks for. All ticked sends no filter at all. */
import { t, type MessageKey } from '@/utils/ui-safe/i18n';
import { RESULT_SECTIONS, type ResultSection } from '@/utils/ui-safe/settings/choices';

const LABELS: Record<ResultSection, MessageKey> = {
  web: 'popup_showWeb',
  news: 'popup_showNews',
  videos: 'popup_showVideos',
  discussions: 'popup_showDiscussions',
  faq: 'popup_showFaq',
  infobox: 'popup_showInfobox',
  locations: 'popup_showLocations',
};

export interface ResultTypeFilterProps {
  /** Absent: every type. */
  value: readonly ResultSection[] | undefined;
  onPick: (types: ResultSection[] | undefined) => void;
}

export function ResultTypeFilter({ value, onPick }: ResultTypeFilterProps) {
  const shown = value ?? RESULT_SECTIONS;
  const toggle = (type: ResultSection, on: boolean) => {
    const next = RESULT_SECTIONS.filter((each) => (each === type ? on : shown.includes(each)));
    onPick(next.length === RESULT_SECTIONS.length ? undefined : next);
  };
  return (
    <fieldset class="app-filter-show">
      <legend>{t('popup_filterShow')}</legend>
      {RESULT_SECTIONS.map((type) => {
        const checked = shown.includes(type);
        return (
          <label key={type} class="app-filter-check">
            {/* The last ticked box stays ticked: a search asking for nothing would still be billed. */}
            <input
              type="checkbox"
              checked={checked}
              disabled={checked && shown.length === 1}
              onChange={(e) => toggle(type, e.currentTarget.checked)}
            />
            {t(LABELS[type])}
          </label>
        );
      })}
    </fieldset>
  );
}
