/** The "Use this city" fields: city, region, country and postal code, each with its problem tied to it. */
import { useMemo } from 'preact/hooks';
import { t } from '@/utils/ui-safe/i18n';
import {
  ISO_COUNTRIES,
  MAX_CITY_CHARS,
  MAX_POSTAL_CODE_CHARS,
  MAX_REGION_CHARS,
} from '@/utils/ui-safe/settings/location';
import { SelectField, TextField } from './fields';
import type { CityDraft, CityProblems } from './location-draft';
import { countryChoices } from '@/components/common/choice-names';

export const CITY_FIELD_IDS: Record<keyof CityDraft, string> = {
  city: 'options-location-city',
  region: 'options-location-region',
  country: 'options-location-country',
  postalCode: 'options-location-postal-code',
};

interface CityTextProps {
  name: keyof CityDraft;
  label: string;
  help?: string;
  max: number;
  autoComplete: string;
  draft: CityDraft;
  problems: CityProblems;
  onEdit: (name: keyof CityDraft, value: string) => void;
}

function CityText({ name, max, draft, problems, onEdit, ...rest }: CityTextProps) {
  return (
    <TextField
      id={CITY_FIELD_IDS[name]}
      problem={problems[name]}
      // Room for accents folded away and spaces trimmed; the check says "too long" past the real limit.
      maxLength={max * 2}
      value={draft[name]}
      onInput={(value) => onEdit(name, value)}
      {...rest}
    />
  );
}

export function LocationCityFields(props: {
  draft: CityDraft;
  problems: CityProblems;
  onEdit: (name: keyof CityDraft, value: string) => void;
}) {
  const countries = useMemo(
    () => [
      { value: '', label: t('options_locationCountryChoose') },
      ...countryChoices(ISO_COUNTRIES, { withCodes: true }),
    ],
    [],
  );
  const shared = { draft: props.draft, problems: props.problems, onEdit: props.onEdit };
  return (
    <div class="options-grid">
      <CityText
        name="city"
        label={t('options_locationCityName')}
        help={t('options_locationCityHelp')}
        max={MAX_CITY_CHARS}
        autoComplete="address-level2"
        {...shared}
      />
      <CityText
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
      <CityText
        name="postalCode"
        label={t('options_locationPostalCode')}
        max={MAX_POSTAL_CODE_CHARS}
        autoComplete="postal-code"
        {...shared}
      />
    </div>
  );
}
