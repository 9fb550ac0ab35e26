import type { WebParams } from '../validation/web-params';
import type { SearchOutcome } from '../search/engine';

export interface LocationHeaders {
  lat?: number;
  lon?: number;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** The `query` object (§2.1). Unknown location fields are empty strings, as in real payloads. */
export function queryInfo(
  params: WebParams,
  outcome: SearchOutcome,
  more: boolean,
  location: LocationHeaders,
  isGeolocal: boolean,
) {
  return {
    original: params.q,
    show_strict_warning: outcome.strictFiltered,
    ...(outcome.altered ? { altered: outcome.altered } : {}),
    safesearch: params.safesearch !== 'off',
    is_navigational: false,
    is_geolocal: isGeolocal,
    local_decision: isGeolocal ? 'keep' : 'drop',
    local_locations_idx: 0,
    is_trending: false,
    is_news_breaking: false,
    ask_for_location: false,
    language: { main: params.searchLang },
    spellcheck_off: !params.spellcheck,
    country: params.country.toLowerCase(),
    bad_results: false,
    should_fallback: false,
    lat: location.lat === undefined ? '' : String(location.lat),
    long: location.lon === undefined ? '' : String(location.lon),
    postal_code: location.postalCode ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    header_country: location.country ?? '',
    more_results_available: more,
    reddit_cluster: '',
    search_operators: {
      applied: outcome.operators.applied,
      cleaned_query: outcome.operators.text,
      sites: outcome.operators.sites,
    },
  };
}
