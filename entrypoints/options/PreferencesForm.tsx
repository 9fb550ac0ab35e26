/** Search preferences: loaded once, edited locally, saved explicitly with "Save preferences". */
import { useMemo, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/errors/ErrorNotice';
import { t } from '@/utils/ui-safe/i18n';
import {
  CACHE_MINUTES,
  COUNTRIES,
  RESULTS_PER_PAGE,
  SEARCH_LANGUAGES,
  UI_LANGUAGES,
} from '@/utils/ui-safe/settings/choices';
import { CheckboxField, NumberField, RadioGroup, SelectField } from './fields';
import { countryChoices, languageChoices, type Choice } from '@/components/common/choice-names';
import { toDraft, toPatch, type Draft, type Problems } from './preferences';
import type { Settings } from '@/utils/contract/settings-schema';
import { saveSettings, useForm } from './use-form';

export interface PreferencesFormProps {
  initial: Settings;
  onSaved: (settings: Settings) => void;
}

const safeSearchChoices = (): Choice[] => [
  { value: 'off', label: t('safesearchOff') },
  { value: 'moderate', label: t('safesearchModerate') },
  { value: 'strict', label: t('safesearchStrict') },
];

const toolbarChoices = (): Choice[] => [
  { value: 'popup', label: t('options_toolbarPopup') },
  { value: 'sidePanel', label: t('options_toolbarSidePanel') },
];

const unitChoices = (): Choice[] => [
  { value: 'auto', label: t('options_unitsAuto') },
  { value: 'metric', label: t('options_unitsMetric') },
  { value: 'imperial', label: t('options_unitsImperial') },
];

export function PreferencesForm({ initial, onSaved }: PreferencesFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [problems, setProblems] = useState<Problems>({});
  const form = useForm();
  const choices = useMemo(
    () => ({
      countries: countryChoices(COUNTRIES, { withCodes: true }),
      searchLangs: languageChoices(SEARCH_LANGUAGES, { withCodes: true }),
      uiLangs: languageChoices(UI_LANGUAGES, { withCodes: true }),
    }),
    [],
  );

  // The fields hand over strings from the choices they were given (or a checkbox's boolean).
  const edit = (name: keyof Draft) => (value: string | boolean) => {
    setDraft((d) => ({ ...d, [name]: value }));
    form.setStatus('');
  };

  const save = async (event: Event) => {
    event.preventDefault();
    form.clear();
    const checked = toPatch(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      document.getElementById(checked.problems.resultsPerPage ? 'options-results' : 'options-cache')?.focus();
      return;
    }
    setProblems({});
    await saveSettings(form, checked.patch, {
      onSaved: (settings) => {
        setDraft(toDraft(settings));
        onSaved(settings);
      },
      saved: t('options_prefsSaved'),
      // The background names the bad field in English; the page's own checks should have caught it already.
      rejected: () => form.setProblem(t('options_prefsRejected')),
    });
  };

  return (
    <section class="options-section">
      <h2>{t('options_prefsHeading')}</h2>
      <form class="options-grid" onSubmit={save} noValidate>
        <SelectField
          id="options-country"
          label={t('options_country')}
          value={draft.country}
          choices={choices.countries}
          onChange={edit('country')}
        />
        <SelectField
          id="options-search-lang"
          label={t('options_searchLang')}
          value={draft.searchLang}
          choices={choices.searchLangs}
          onChange={edit('searchLang')}
        />
        <SelectField
          id="options-ui-lang"
          label={t('options_uiLang')}
          help={t('options_uiLangHelp')}
          value={draft.uiLang}
          choices={choices.uiLangs}
          onChange={edit('uiLang')}
        />
        <NumberField
          id="options-results"
          label={t('options_resultsPerPage')}
          help={t('options_resultsPerPageHelp', [RESULTS_PER_PAGE.min, RESULTS_PER_PAGE.max])}
          problem={problems.resultsPerPage}
          value={draft.resultsPerPage}
          min={RESULTS_PER_PAGE.min}
          max={RESULTS_PER_PAGE.max}
          onChange={edit('resultsPerPage')}
        />
        <RadioGroup
          name="safesearch"
          legend={t('safesearch')}
          value={draft.safesearch}
          choices={safeSearchChoices()}
          onChange={edit('safesearch')}
        />
        <RadioGroup
          name="units"
          legend={t('options_units')}
          value={draft.units}
          choices={unitChoices()}
          onChange={edit('units')}
        />
        <NumberField
          id="options-cache"
          label={t('options_cacheMinutes')}
          help={t('options_cacheHelp', [CACHE_MINUTES.max])}
          problem={problems.cacheMinutes}
          value={draft.cacheMinutes}
          min={CACHE_MINUTES.min}
          max={CACHE_MINUTES.max}
          onChange={edit('cacheMinutes')}
        />
        <CheckboxField
          id="options-ask-answer"
          label={t('options_askBeforeAnswer')}
          help={t('options_askBeforeAnswerHelp')}
          checked={draft.askBeforeAnswer}
          onChange={edit('askBeforeAnswer')}
        />
        <RadioGroup
          name="toolbar"
          legend={t('options_toolbarOpens')}
          value={draft.toolbarOpens}
          choices={toolbarChoices()}
          onChange={edit('toolbarOpens')}
        />
        <div class="options-actions options-span">
          <button type="submit" class="options-primary" disabled={form.busy}>
            {t('options_prefsSave')}
          </button>
          <p role="status" class="options-status">
            {form.status}
          </p>
        </div>
      </form>
      {form.problem && (
        <p role="alert" class="scout-error">
          {form.problem}
        </p>
      )}
      {form.error && <ErrorNotice onOptionsPage error={form.error} />}
    </section>
  );
}
