/** The "Use this city" fields: city, region, country and postal code, each with its problem tied to it. */
import { useMemo } from 'preact/hooks';
import { t } from '@/utils/i18n';
import { ISO_COUNTRIES, MAX_CITY_CHARS, MAX_POSTAL_CODE_CHARS, MAX_REGION_CHARS } from '@/utils/settings/location';
import { SelectField } from './fields';
import type { CityDraft, CityProblems } from './location-draft';
import { countryChoices } from './names';

export const CITY_FIELD_IDS: Record<keyof CityDraft, string> = {
  city: 'options-location-city',
  region: 'options-location-region',
  country: 'options-location-country',
  postalCode: 'options-location-postal-code',
};

interface TextFieldProps {
  name: keyof CityDraft;
  label: string;
  help?: string;
  max: number;
  autoComplete: string;
  draft: CityDraft;
  problems: CityProblems;
  onEdit: (name: keyof CityDraft, value: string) => void;
}

// Like fields.tsx's controls: help and problem are tied to the input by aria-describedby.
function TextField({ name, label, help, max, autoComplete, draft, problems, onEdit }: TextFieldProps) {
  const id = CITY_FIELD_IDS[name];
  const problem = problems[name];
  const describedBy = [help && `${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div class="options-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete={autoComplete}
        spellcheck={false}
        // Room for accents folded away and spaces trimmed; the check says "too long" past the real limit.
        maxLength={max * 2}
        value={draft[name]}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onEdit(name, e.currentTarget.value)}
      />
      {help && (
        <p id={`${id}-help`} class="options-note">
          {help}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" class="options-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

export function LocationCityFields(props: {
  draft: CityDraft;
  problems: CityProblems;
  onEdit: (name: keyof CityDraft, value: string) => void;
}) {
  const countries = useMemo(
    () => [{ value: '', label: t('options_locationCountryChoose') }, ...countryChoices(ISO_COUNTRIES)],
    [],
  );
  const shared = { draft: props.draft, problems: props.problems, onEdit: props.onEdit };
  return (
    <div class="options-grid">
      <TextField
        name="city"
        label={t('options_locationCityName')}
        help={t('options_locationCityHelp')}
        max={MAX_CITY_CHARS}
        autoComplete="address-level2"
        {...shared}
      />
      <TextField
        name="region"
        label={t('options_locationRegion')}
        help={t('options_locationRegionHelp')}
        max={MAX_REGION_CHARS}
        autoComplete="address-level1"
        {...shared}
      />
      <SelectField
        id={CITY_FIELD_IDS.country}
        label={t('options_locationCountry')}
        value={props.draft.country}
        choices={countries}
        problem={props.problems.country}
        onChange={(value) => props.onEdit('country', value)}
      />
      <TextField
        name="postalCode"
        label={t('options_locationPostalCode')}
        max={MAX_POSTAL_CODE_CHARS}
        autoComplete="postal-code"
        {...shared}
      />
    </div>
  );
}
