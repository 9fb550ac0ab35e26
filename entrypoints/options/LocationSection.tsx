/**
 * "Your location for places": off, a city the user types, or the position the browser gives when asked. The page
 * says exactly what the saved choice sends. What the browser must grant (Firefox: data consent for location, and
 * geolocation for a position) is asked for in the click that saves, and a refusal or failure saves nothing, so the
 * previous setting stays.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import { LOCATION_MODES, type LocationMode, type LocationSetting } from '@/utils/ui-safe/settings/location';
import { askPosition, type PositionOutcome } from './ask-position';
import { FormOutcome, RadioGroup } from './fields';
import { CITY_FIELD_IDS, LocationCityFields } from './LocationCityFields';
import { checkCity, toCityDraft, type CityDraft, type CityProblems, type LocationPatch } from './location-draft';
import { whatIsSent } from './location-summary';
import type { Choice } from '@/components/common/choice-names';
import type { Settings } from '@/utils/contract/settings-schema';
import { saveSettings, useForm } from './use-form';
import { requestLocationAccess } from './location-access';
import { useLocationConsent } from './use-location-consent';

export interface LocationSectionProps {
  /** The saved choice; undefined while the page loads. */
  location?: LocationSetting;
  /** The search preferences' country, to start the city form from. */
  searchCountry?: string;
  onSaved: (settings: Settings) => void;
}

const modeChoices = (): Choice[] => [
  { value: 'off', label: t('options_locationOff') },
  { value: 'city', label: t('options_locationCity') },
  { value: 'browser', label: t('options_locationBrowser') },
];

const isMode = (value: string): value is LocationMode => (LOCATION_MODES as readonly string[]).includes(value);

export function LocationSection({ location, searchCountry, onSaved }: LocationSectionProps) {
  const [mode, setMode] = useState<LocationMode>(location?.mode ?? 'off');
  const [city, setCity] = useState<CityDraft>(() => toCityDraft(location, searchCountry));
  const [problems, setProblems] = useState<CityProblems>({});
  const form = useForm();
  const { busy } = form;
  const allowed = useLocationConsent(location);
  // The page loads the settings after the first render: start from them once they come.
  const loaded = location !== undefined;
  useEffect(() => {
    if (!location) return;
    setMode(location.mode);
    setCity(toCityDraft(location, searchCountry));
    // Only on the first load: a later save (here or in another section) must not undo what is being typed.
  }, [loaded]);

  const save = (next: LocationPatch) =>
    saveSettings(
      form,
      { location: next },
      { onSaved, saved: t('options_locationSaved'), rejected: () => form.setProblem(t('options_locationRejected')) },
    );

  const submit = (event: Event) => {
    event.preventDefault();
    form.clear();
    if (mode === 'off') return void save({ mode: 'off' });
    if (mode !== 'city') return;
    const checked = checkCity(city);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = (Object.keys(CITY_FIELD_IDS) as (keyof CityDraft)[]).find((name) => checked.problems[name]);
      if (first) document.getElementById(CITY_FIELD_IDS[first])?.focus();
      return;
    }
    setProblems({});
    // Inside the submit's click, before anything is awaited (Firefox asks only during a user gesture).
    const granted = requestLocationAccess('city');
    void form
      .run(() => granted)
      .then((ok) => {
        if (ok) return save(checked.location);
        form.setProblem(t('options_locationConsentRefused'));
      });
  };

  const applyPosition = async (asked: Promise<PositionOutcome>) => {
    form.setStatus(t('options_locationAsking'));
    const outcome = await form.run(() => asked);
    if (!outcome.ok) {
      form.setStatus('');
      return form.setProblem(t(outcome.reason === 'denied' ? 'options_locationDenied' : 'options_locationUnavailable'));
    }
    await save({ mode: 'browser', lat: outcome.lat, long: outcome.long, takenAt: outcome.takenAt });
  };

  const ask = () => {
    form.clear();
    // The permission request must start in the click itself, before anything is awaited.
    void applyPosition(askPosition(requestLocationAccess('browser')));
  };

  const editCity = (name: keyof CityDraft, value: string) => {
    setCity((draft) => ({ ...draft, [name]: value }));
    form.setStatus('');
  };

  const chooseMode = (value: string) => {
    if (!isMode(value)) return;
    setMode(value);
    form.clear();
    setProblems({});
  };

  return (
    <section class="options-section options-location">
      <h2>{t('options_locationHeading')}</h2>
      <p>{t('options_locationIntro')}</p>
      <form onSubmit={submit} noValidate>
        {/* Not before the saved choice is in: loading it would undo a choice made meanwhile. */}
        <RadioGroup
          name="location-mode"
          legend={t('options_locationMode')}
          value={mode}
          choices={modeChoices()}
          disabled={!loaded}
          onChange={chooseMode}
        />
        {mode === 'city' && <LocationCityFields draft={city} problems={problems} onEdit={editCity} />}
        {mode === 'browser' ? (
          <div class="options-field">
            <p id="options-location-ask-help" class="options-note">
              {t('options_locationAskHelp')}
            </p>
            <div class="options-actions">
              <button
                type="button"
                class="options-primary"
                aria-describedby="options-location-ask-help"
                disabled={busy || !loaded}
                onClick={ask}
              >
                {t(location?.mode === 'browser' ? 'options_locationUpdate' : 'options_locationAsk')}
              </button>
            </div>
          </div>
        ) : (
          <div class="options-actions">
            <button type="submit" class="options-primary" disabled={busy || !loaded}>
              {t('options_locationSave')}
            </button>
          </div>
        )}
      </form>
      <div class="options-location-sent">
        {!allowed ? (
          <p>{t('options_locationNotAllowed')}</p>
        ) : location ? (
          whatIsSent(location).map((sentence) => <p key={sentence}>{sentence}</p>)
        ) : (
          <p class="options-note">{t('loading')}</p>
        )}
        <p class="options-note">{t('options_locationWhere')}</p>
      </div>
      {form.problem && (
        <p role="alert" class="options-problem">
          {form.problem}
        </p>
      )}
      <FormOutcome form={form} />
    </section>
  );
}
