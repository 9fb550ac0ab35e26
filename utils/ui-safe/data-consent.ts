/**
 * Firefox's built-in data consent for what the manifest declares as optional data (utils/ui-safe/data-flows.ts): such data is
 * sent only while the user grants its category, which they do when Scout asks (`permissions.request` with
 * `data_collection`, inside a click) and may take back at any time in about:addons; so it is checked before each
 * use, never remembered (https://extensionworkshop.com/documentation/develop/firefox-builtin-data-consent/,
 * "Accessing the data collection permissions programmatically"). A manifest without optional data (Chrome's) has
 * no such consent: there the user's setting alone decides. Used by the background and the options page.
 */
import { browser, type Browser } from 'wxt/browser';

type DataCollection = { data_collection: string[] };
type Permissions = Browser.permissions.Permissions;

/** The optional data categories this build declares (none outside Firefox). */
function optionalData(): readonly string[] {
  const manifest = browser.runtime.getManifest() as {
    browser_specific_settings?: { gecko?: { data_collection_permissions?: { optional?: string[] } } };
  };
  return manifest.browser_specific_settings?.gecko?.data_collection_permissions?.optional ?? [];
}

/** The request Firefox needs before data of `category` may be sent, or undefined when nothing is to be asked. */
export function dataConsentRequest(category: string): DataCollection | undefined {
  return optionalData().includes(category) ? { data_collection: [category] } : undefined;
}

/** Whether data of `category` may be sent now. A failing check counts as "no". */
export async function mayCollect(category: string): Promise<boolean> {
  const request = dataConsentRequest(category);
  if (!request) return true;
  try {
    return await browser.permissions.contains(request as Permissions);
  } catch {
    return false;
  }
}
