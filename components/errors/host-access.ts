/**
 * Asking the browser for the host permission of the API origin (docs/security-plan.md E6: Firefox makes it opt-in, and a
 * user may revoke it anywhere). `permissions.request` only works inside a user gesture, so this must be called
 * synchronously from the click handler, before anything is awaited.
 */
import { browser } from 'wxt/browser';
import { hostPattern } from '@/utils/ui-safe/host-pattern';

/** Content scripts have no permissions API: the in-page panel sends the user to the options page instead. */
export const canRequestHostAccess = (): boolean => typeof browser.permissions?.request === 'function';

/** Resolves true once granted; a refusal, or an origin the manifest cannot ask for, is `false`. */
export function requestHostAccess(origin: string): Promise<boolean> {
  try {
    return browser.permissions.request({ origins: [hostPattern(origin)] }).catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}

/** Gives an origin's permission back (an address no longer used); one the manifest requires stays, silently. */
export function releaseHostAccess(origin: string): Promise<boolean> {
  return browser.permissions.remove({ origins: [hostPattern(origin)] }).catch(() => false);
}

/** Whether the permission is there now; when it cannot be checked, the page does not nag (a search would say so). */
export async function hasHostAccess(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [hostPattern(origin)] });
  } catch {
    return true;
  }
}
