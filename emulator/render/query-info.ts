import type { WebParams } from '../validation/web-params';
import type { SearchOutcome } from '../search/engine';
import type { UserLocation } from '../local/user-location';

export interface LocationHeaders {
  lat?: number;
  lon?: number;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** What `query` says about the search beyond the parameters. */
interface QueryFacts {
  more: boolean;
  isGeolocal: boolean;
  isNavigational: boolean;
  isNewsBreaking: boolean;
}

/** The location fields of `query` (A36): the headers as sent, what is missing filled from the location used. */
function locationEcho(headers: LocationHeaders, user: UserLocation | undefined) {
  const lat = headers.lat ?? user?.point?.lat ?? user?.city?.lat;
  const lon = headers.lon ?? user?.point?.lon ?? user?.city?.lon;
  return {
    lat: lat === undefined ? '' : String(lat),
    long: lon === undefined ? '' : String(lon),
    postal_code: headers.postalCode ?? '',
    city: headers.city ?? user?.city?.name ?? '',
    state: headers.state ?? user?.city?.stateCode ?? '',
    header_country: headers.country ?? user?.city?.country ?? '',
  };
}

/** The `query` object (§2.1). Unknown location fields are empty strings, as in real payloads. */
export function queryInfo(
  params: WebParams,
  outcome: SearchOutcome,
  facts: QueryFacts,
  headers: LocationHeaders,
  user: UserLocation | undefined,
) {
  const location = locationEcho(headers, user);
  return {
    original: params.q,
    show_strict_warning: outcome.strictFiltered,
    ...(outcome.altered ? { altered: outcome.altered } : {}),
    safesearch: params.safesearch !== 'off',
    is_navigational: facts.isNavigational,
    is_geolocal: facts.isGeolocal,
    local_decision: facts.isGeolocal ? 'keep' : 'drop',
    local_locations_idx: 0,
    is_trending: false,
    is_news_breaking: facts.isNewsBreaking,
    ask_for_location: false,
    language: { main: params.searchLang },
    spellcheck_off: !params.spellcheck,
    country: params.country.toLowerCase(),
    bad_results: false,
    should_fallback: false,
    lat: location.lat,
    long: location.long,
    postal_code: location.postal_code,
    city: location.city,
    state: location.state,
    header_country: location.header_country,
    more_results_available: facts.more,
    reddit_cluster: '',
    search_operators: {
      applied: outcome.operators.applied,
      cleaned_query: outcome.operators.text,
      sites: outcome.operators.sites,
    },
  };
}
