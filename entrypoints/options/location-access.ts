/**
 * What the browser must grant, inside the user's click, before Scout keeps a location to send. Firefox: its data
 * consent for location (an optional category, utils/ui-safe/data-flows.ts) for a city or a position alike, and for "Ask the
 * browser" also the optional `geolocation` permission; one request, so one prompt. Chrome declares neither as
 * optional (wxt.config.ts): nothing is asked there, and `getCurrentPosition` makes Chrome show its own prompt.
 */
import { browser, type Browser } from 'wxt/browser';
import { dataConsentRequest } from '@/utils/ui-safe/data-consent';
import { LOCATION_DATA } from '@/utils/ui-safe/data-flows';

/** Must run inside the user's click, before any await (Firefox asks only during a user gesture). */
export function requestLocationAccess(mode: 'city' | 'browser'): Promise<boolean> {
  const optional: readonly string[] = browser.runtime.getManifest().optional_permissions ?? [];
  const permissions = mode === 'browser' && optional.includes('geolocation') ? ['geolocation'] : [];
  const data = dataConsentRequest(LOCATION_DATA);
  if (permissions.length === 0 && !data) return Promise.resolve(true);
  const request = { ...(permissions.length > 0 && { permissions }), ...data } as Browser.permissions.Permissions;
  try {
    return browser.permissions.request(request).catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}
