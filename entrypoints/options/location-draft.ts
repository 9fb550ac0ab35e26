/** The city form's model: what its fields hold, and the checked `location` to save or the problems to show. */
import { t } from '@/utils/ui-safe/i18n';
import type { RequestOf } from '@/utils/contract/protocol';
import {
  isCountryCode,
  isPostalCode,
  MAX_CITY_CHARS,
  MAX_POSTAL_CODE_CHARS,
  MAX_REGION_CHARS,
  placeTextProblem,
  tidyText,
  type LocationSetting,
  type PlaceTextProblem,
} from '@/utils/ui-safe/settings/location';

export type LocationPatch = NonNullable<RequestOf<'settings.update'>['patch']['location']>;

export interface CityDraft {
  city: string;
  region: string;
  /** '' until one is chosen. */
  country: string;
  postalCode: string;
}

export type CityProblems = Partial<Record<keyof CityDraft, string>>;

/** The saved city, or empty fields with the search preferences' country (when it is one) to start from. */
export function toCityDraft(location: LocationSetting | undefined, searchCountry: string | undefined): CityDraft {
  if (location?.mode === 'city') {
    return {
      city: location.city,
      region: location.region ?? '',
      country: location.country,
      postalCode: location.postalCode ?? '',
    };
  }
  return {
    city: '',
    region: '',
    country: searchCountry && isCountryCode(searchCountry) ? searchCountry : '',
    postalCode: '',
  };
}

function textProblem(problem: PlaceTextProblem | undefined, max: number): string | undefined {
  if (problem === 'empty') return t('options_locationCityEmpty');
  if (problem === 'notLatin') return t('options_locationNotLatin');
  return problem === 'tooLong' ? t('options_locationTooLong', max) : undefined;
}

/** The same rules as the settings schema, said next to each field. */
export function checkCity(
  draft: CityDraft,
): { ok: true; location: LocationPatch } | { ok: false; problems: CityProblems } {
  const postalCode = tidyText(draft.postalCode);
  const problems: CityProblems = {
    city: textProblem(placeTextProblem(draft.city, MAX_CITY_CHARS), MAX_CITY_CHARS),
    region: textProblem(placeTextProblem(draft.region, MAX_REGION_CHARS, true), MAX_REGION_CHARS),
    country: isCountryCode(draft.country) ? undefined : t('options_locationNoCountry'),
    postalCode:
      postalCode === '' || isPostalCode(postalCode)
        ? undefined
        : t('options_locationBadPostalCode', MAX_POSTAL_CODE_CHARS),
  };
  const found = Object.fromEntries(Object.entries(problems).filter(([, text]) => text !== undefined)) as CityProblems;
  if (Object.keys(found).length > 0) return { ok: false, problems: found };
  const region = tidyText(draft.region);
  return {
    ok: true,
    location: {
      mode: 'city',
      city: tidyText(draft.city),
      ...(region !== '' && { region }),
      country: draft.country,
      ...(postalCode !== '' && { postalCode }),
    },
  };
}
