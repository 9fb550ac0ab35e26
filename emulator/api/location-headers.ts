import type { IncomingHttpHeaders } from 'node:http';
import type { ValidationIssue } from '../http/errors';
import { readHeaderFloat } from '../validation/fields';
import type { LocationHeaders } from '../render/query-info';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.at(-1) : value;
}

/** X-Loc-* request headers (§1.2). Lat/Long are validated floats; the rest are echoed as given. */
export function readLocationHeaders(headers: IncomingHttpHeaders, issues: ValidationIssue[]): LocationHeaders {
  const lat = readHeaderFloat(issues, 'x-loc-lat', single(headers['x-loc-lat']), 90);
  const lon = readHeaderFloat(issues, 'x-loc-long', single(headers['x-loc-long']), 180);
  const location: LocationHeaders = {};
  if (lat !== undefined && lon !== undefined) Object.assign(location, { lat, lon });
  const city = single(headers['x-loc-city']);
  const state = single(headers['x-loc-state']);
  const country = single(headers['x-loc-country']);
  const postalCode = single(headers['x-loc-postal-code']);
  if (city) location.city = city;
  if (state) location.state = state;
  if (country) location.country = country;
  if (postalCode) location.postalCode = postalCode;
  return location;
}
